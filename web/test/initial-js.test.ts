import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue #15: what the home page downloads before it shows — the entry chunk, the home screen's chunk (its route
 * is lazy but loads before the first paint) and every chunk they import statically — stays within a budget,
 * gzip-compressed as served. Read from the chunk graph (`.vite/manifest.json`) of a production build of the
 * site's sources as they are now, made here in a folder of its own.
 *
 * The issue asks for 200 kB, and that is the budget (~193 kB now), nearly all of it outside the page's own code:
 * React DOM (~58 kB), React Router (~30 kB), TanStack Query, antd's style engine, theme and button. Out of it: zod
 * (the contract's plain rules live in modules without schemas; its jitless switch is set without loading it), dayjs
 * (shared/lib/dayjs), the sign-in form that a feature's index once pulled into the shell (vite-shell-chunk.ts), the
 * header's dropdowns, popovers and tooltips, and antd's message, notification and modal (both load when first used:
 * shared/ui/lazy-popup, shared/ui/feedback-host), and the popup engine under antd's "unique" tooltips
 * (vite-antd-unique-tooltip.ts).
 */
const BUDGET_KB = 200;
/**
 * A phone spends about a millisecond of its main thread on each script it requests (four on a slow one), as the
 * page hydrates: the shell comes as one chunk (vite-shell-chunk.ts), the home screen with the few it shares with
 * other screens. (A top-level await anywhere in the app turns the bundler's chunk merging off: ~100 requests.)
 */
const MAX_CHUNKS = 30;
const HOME_SCREEN = 'src/features/site/screens/HomeScreen.tsx';
/** The English interface: every catalogue of web/src/locales/en, one chunk (shared/i18n languageReady). */
const ENGLISH_CATALOGUE = 'src/locales/en/index.ts';
/**
 * The home page of each mode is a part of its own (shared/lib/lazy-part), fetched with the screen: the first load
 * is the screen and the visitor's mode's part. The footer, under the fold, loads after them.
 */
const HOME_PARTS = {
  standard: 'src/features/site/screens/StandardHome.tsx',
  care: 'src/features/site/screens/CareHome.tsx',
} as const;
/** The screens anyone opens: those the server renders, and search (drawn in the browser). */
const PUBLIC_SCREEN = /^src\/features\/(site|content|collection|search)\/screens\/.*Screen\.tsx$/;
/** What only some visitors use loads when used: these modules must never be in the first load. */
const ON_DEMAND =
  /(openseadragon|@zxing|qrcode|@tiptap|recharts|\/dialogs\/|header\/(MobileMenu|SearchPanel|SearchSheet)\.tsx$|lazy-popup\/ArmedPopup\.tsx$|feedback-host\/FeedbackHolders\.tsx$|src\/app\/console\/)/;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/** The chunks `roots` import statically, roots included: what the browser fetches before running them. */
function staticClosure(manifest: Record<string, Chunk>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

describe("the home page's first load", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-initial-js-'));
  let manifest: Record<string, Chunk> = {};
  let initial = new Set<string>();
  let careInitial = new Set<string>();
  beforeAll(() => {
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
    const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    expect(entry).toHaveLength(1);
    expect(manifest[HOME_SCREEN]?.isDynamicEntry).toBe(true);
    for (const part of [...Object.values(HOME_PARTS), 'src/app/care-theme.ts'])
      expect(manifest[part]?.isDynamicEntry, part).toBe(true);
    initial = staticClosure(manifest, [entry[0]!, HOME_SCREEN, HOME_PARTS.standard]);
    // Care mode's theme layer (app/care-theme.ts) loads before its page hydrates.
    careInitial = staticClosure(manifest, [entry[0]!, HOME_SCREEN, HOME_PARTS.care, 'src/app/care-theme.ts']);
    // An English page loads the same scripts: it hydrates with the messages the server drew it with, which come in
    // the page (shared/i18n recordMessages); the whole catalogue is a chunk of its own, loaded after.
    expect(manifest[ENGLISH_CATALOGUE]?.isDynamicEntry).toBe(true);
    expect([...initial, ...careInitial].filter((key) => key.includes('/locales/'))).toEqual([]);
  }, 180_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it.each([
    ['standard', () => initial],
    ['care', () => careInitial],
  ])(
    `is at most ${BUDGET_KB} kB of JavaScript, gzip-compressed, in the %s mode, in either language`,
    (_mode, load) => {
      const sizes = [...load()].map((key) => ({
        file: manifest[key]!.file,
        gzip: gzipSync(readFileSync(path.join(dist, manifest[key]!.file))).length,
      }));
      const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
      const largest = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 8)
        .map(({ file, gzip }) => `${file} ${(gzip / 1024).toFixed(1)} kB`);
      expect(totalKb, `largest: ${largest.join(', ')}`).toBeLessThanOrEqual(BUDGET_KB);
    },
  );

  it(`comes in at most ${MAX_CHUNKS} scripts, the shell in one of them`, () => {
    expect(initial.size).toBeLessThanOrEqual(MAX_CHUNKS);
    const entry = [...initial].find((key) => manifest[key]!.isEntry)!;
    const shellImports = (manifest[entry]!.imports ?? []).filter((key) => !key.includes('rolldown-runtime'));
    expect(shellImports).toEqual([]);
  });

  it('leaves the viewers, scanners, editors, charts, dialogs and the header panels to load when used', () => {
    const onDemand = Object.keys(manifest).filter((key) => ON_DEMAND.test(key));
    // Something to keep out: the deep-zoom viewer, the scanner and the dialogs are chunks of their own.
    expect(onDemand.filter((key) => manifest[key]!.isDynamicEntry).length).toBeGreaterThan(8);
    expect(onDemand.filter((key) => initial.has(key))).toEqual([]);
  });

  it("loads no schema engine before a public page shows: the contract's plain rules come without zod", () => {
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const screens = Object.keys(manifest).filter(
      (key) => PUBLIC_SCREEN.test(key) && manifest[key]!.isDynamicEntry,
    );
    expect(screens.length).toBeGreaterThan(8);
    const withZod = screens.filter((screen) =>
      [...staticClosure(manifest, [entry, screen])].some((key) =>
        readFileSync(path.join(dist, manifest[key]!.file), 'utf8').includes('$ZodObject'),
      ),
    );
    expect(withZod).toEqual([]);
  });

  it("keeps the contract's switch to jitless zod, which tree-shaking must not drop (the CSP refuses eval)", () => {
    const code = [...initial]
      .map((key) => readFileSync(path.join(dist, manifest[key]!.file), 'utf8'))
      .join('\n');
    expect(code).toMatch(/__zod_globalConfig\.jitless=!0/);
    // Set without zod itself, whose core would otherwise come with every page for this one flag.
    expect(code).not.toContain('ZodEncodeError');
  });
});
