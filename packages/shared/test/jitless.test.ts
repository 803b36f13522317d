import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const jitless = pathToFileURL(path.resolve(import.meta.dirname, '../src/common/jitless.ts')).href;

/** zod's configuration in a fresh process (zod reads its holder once, as it loads): a page, or the server. */
function zodConfigAfter(steps: string[], { browser = true } = {}) {
  const script = [
    browser ? 'globalThis.document = {};' : '',
    'let z;',
    ...steps.map((step) =>
      step === 'zod' ? "({ z } = await import('zod'));" : `await import('${jitless}');`,
    ),
    "process.stdout.write(JSON.stringify({ jitless: z.config().jitless ?? null, parsed: z.object({ name: z.string() }).parse({ name: '天山' }) }));",
  ].join('\n');
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { jitless: boolean | null; parsed: unknown };
}

describe("the contract's jitless switch", () => {
  it('turns zod jitless in a browser, set before zod loads (as the site does) or after, and schemas still parse', () => {
    expect(zodConfigAfter(['jitless', 'zod'])).toEqual({ jitless: true, parsed: { name: '天山' } });
    expect(zodConfigAfter(['zod', 'jitless']).jitless).toBe(true);
  });

  it('leaves zod as it is on the server', () => {
    expect(zodConfigAfter(['jitless', 'zod'], { browser: false }).jitless).toBeNull();
  });
});
