import { writeFileSync } from 'node:fs';
import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, {
  plugins: [{
    name: 'dump',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      const out: Record<string, Record<string, number>> = {};
      for (const [f, c] of Object.entries(bundle)) if (c.type === 'chunk') {
        out[f] = {};
        for (const [id, mi] of Object.entries(c.modules as Record<string, any>)) out[f][id] = mi.renderedLength;
      }
      writeFileSync('/tmp/lh-modules.json', JSON.stringify(out));
    },
  }],
});
