import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLE = path.join(ROOT, 'server/dist/main.js');
const run = promisify(execFile);

/** `npm run build` for the server: a bundle plain node runs, built again only when its inputs change. */
describe('the server build', () => {
  it('is built once, then found up to date', async () => {
    await run(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT });
    const built = statSync(BUNDLE).mtimeMs;
    const again = await run(process.execPath, ['scripts/build.mjs', 'server'], { cwd: ROOT });
    expect(again.stdout).toContain('server/dist is up to date');
    expect(statSync(BUNDLE).mtimeMs).toBe(built);
  });

  it('runs under plain node: every package it imports resolves, as far as reading the configuration', async () => {
    // ES modules load every import before the first line runs, so reaching the configuration check proves the
    // whole graph loads (native addons, and subpaths Node resolves more strictly than tsx does).
    const started = await run(process.execPath, ['--enable-source-maps', BUNDLE], {
      cwd: path.join(ROOT, 'server'),
      env: { ...process.env, PORT: 'eighty' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in started && started.code).toBe(1);
    expect(started.stderr).toContain('Invalid configuration: PORT');
  });
});
