import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** The modules the macros are imported from; a file that imports none is left alone. */
const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `<Trans>`, `msg`, `useLingui`) compile each message into a call with its id, by a Babel
 * plugin; `@vitejs/plugin-react` no longer runs Babel, and `@rolldown/plugin-babel` needs Node 22. So this runs
 * Babel with that one plugin, on the files that import a macro, before the TypeScript and JSX transform.
 *
 * The Chinese text stays in the code beside its id (`stripMessageField: false`): Chinese, the source, needs no
 * catalogue to download, and only the English pages load one (src/shared/i18n).
 */
export function linguiMacros(configPath: string): Plugin {
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
