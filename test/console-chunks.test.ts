import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * docs/PRODUCT.md "Staff console": visitor pages never download the console. Reads the chunk graph of the last
 * production build of the site's sources as they are now (made here, in a folder of its own, `.vite/manifest.json`).
 */
const WEB = path.resolve(import.meta.dirname, '..', 'web');
const CONSOLE_ROUTES = 'src/app/console/routes.tsx';
const CONSOLE_SOURCES =
  /^src\/(app\/(console|preview)|shared\/ui\/console-page|features\/(staff|publishing|dashboard)\/|features\/[^/]+\/staff\/)/;
/** Text only console code holds (the contract's staff messages are shared, so they are no sign). */
const CONSOLE_MARKERS = [
  '员工与角色',
  '后台菜单',
  '正在进入管理后台',
  '验证并登录',
  '账号变更',
  '我已妥善保存',
  '审核与消息',
  '提交审核结果',
  '将发送给全部',
  '批量设置闭馆',
  '导出完整信息',
  '最早一件已等',
  'recharts',
];

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Every chunk reachable from `roots`, by static and dynamic imports, not going through `stop`. */
function reach(manifest: Record<string, Chunk>, roots: string[], stop: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const key = queue.pop()!;
    if (key === stop || seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

describe('the built site keeps the console apart', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-chunks-'));
  let manifest: Record<string, Chunk> = {};
  let entries: string[] = [];
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: WEB,
      // The shell's NODE_ENV does not decide the build: the site is always built for production.
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'pipe',
    });
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
    entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  }, 180_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('loads the console routes module only on demand, from the entry', () => {
    expect(entries).toHaveLength(1);
    expect(manifest[entries[0]!]!.dynamicImports).toContain(CONSOLE_ROUTES);
    expect(manifest[entries[0]!]!.imports).not.toContain(CONSOLE_ROUTES);
    // The console's screens are reached through it: the check below has something to keep out.
    const console = reach(manifest, [CONSOLE_ROUTES], '');
    expect([...console].filter((key) => CONSOLE_SOURCES.test(key)).length).toBeGreaterThan(3);
  });

  it("is a production build, React's production bundle", () => {
    const chunks = Object.values(manifest).map((chunk) => readFileSync(path.join(dist, chunk.file), 'utf8'));
    // Minified error codes are the production bundle's; the key warning is only the development bundle's.
    expect(chunks.some((code) => code.includes('Minified React error'))).toBe(true);
    expect(chunks.filter((code) => code.includes('Each child in a list should have a unique'))).toEqual([]);
  });

  it('has no console module or console text in any chunk a visitor page can load', () => {
    const visitor = reach(manifest, entries, CONSOLE_ROUTES);
    expect([...visitor].filter((key) => CONSOLE_SOURCES.test(key))).toEqual([]);
    const leaking = [...visitor].flatMap((key) => {
      const code = readFileSync(path.join(dist, manifest[key]!.file), 'utf8');
      return CONSOLE_MARKERS.filter((marker) => code.includes(marker)).map((marker) => `${key}: ${marker}`);
    });
    expect(leaking).toEqual([]);
  });
});
