/**
 * Lighthouse 12 (its default config: a mobile phone on a throttled network and CPU) on the public pages that
 * issue #15 holds to a budget: /home, /exhibition, an exhibition's detail and a collection work's detail.
 *
 *   npm run lighthouse                         # starts the built site (web/dist) with demo data on a free port
 *   npm run lighthouse -- --url http://localhost:8080   # or measures a site that is already running
 *   npm run lighthouse -- --runs 3 --port 8341          # median of 3 runs a page; the started site's port
 *   npm run lighthouse -- --modes care                  # only care mode (关怀模式); both modes by default
 *   npm run lighthouse -- --pages "collection work"     # only the pages whose names contain these (comma-separated)
 *   npm run lighthouse -- --languages en                # the English pages (/en/...); the Chinese by default
 *
 * Builds nothing: run `npm run build` first when measuring the started site. Prints a table and writes each
 * page's JSON and HTML report under e2e/lighthouse-results/.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  API_BASE,
  CARE_MODE_COOKIE,
  CARE_MODE_ON,
  ContentPaths,
  ICMS_BASE,
  type Language,
  pathInLanguage,
} from '@museum/shared';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { startServer } from '../../bench/src/server.ts';
import { CHROMIUM_PATH } from './browser.ts';

const RESULTS_DIR = path.resolve(import.meta.dirname, '..', 'lighthouse-results');
/** The flags issue #15 names: a quiet headless Chromium that fetches nothing of its own. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes of JavaScript transferred (compressed, as sent) while the page loaded. */
  jsTransferBytes: number;
}

/** The figures the table shows, read from one Lighthouse result. */
export function scoresOf(page: string, pagePath: string, lhr: LighthouseResult): PageScores {
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    | { items?: { resourceType: string; transferSize: number }[] }
    | undefined;
  return {
    page,
    path: pagePath,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsTransferBytes: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

/** The run whose performance score is the median (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export function formatTable(rows: PageScores[]): string {
  const head = ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS kB'];
  const body = rows.map((row) => [
    `${row.page} (${decodeURIComponent(row.path)})`,
    String(row.performance),
    String(row.accessibility),
    String(row['best-practices']),
    String(row.seo),
    (row.lcpMs / 1000).toFixed(1),
    row.cls.toFixed(3),
    String(Math.round(row.tbtMs)),
    (row.jsTransferBytes / 1024).toFixed(0),
  ]);
  const widths = head.map((cell, i) => Math.max(cell.length, ...body.map((line) => line[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (i === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

async function getJson<T>(url: string, language: Language = 'zh'): Promise<T> {
  const response = await fetch(url, { headers: { 'Accept-Language': language } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The four pages in a language, the two detail pages taken from what the site publishes in it (its first exhibition
 * and work, as its lists in that language show them).
 */
async function pagesOf(origin: string, language: Language): Promise<{ page: string; path: string }[]> {
  const exhibitions = await getJson<{ rows?: { id: number }[] }>(
    `${origin}${API_BASE}${ContentPaths.exhibitionList}?pageNum=1&pageSize=1`,
    language,
  );
  const works = await getJson<{ data?: { culId: string; culName: string }[] }>(
    `${origin}${ICMS_BASE}/getShareCulList?pageNum=1&pageSize=1`,
    language,
  );
  const exhibition = exhibitions.rows?.[0];
  const work = works.data?.[0];
  if (!exhibition || !work)
    throw new Error(`${origin} publishes no exhibition or no collection work to measure`);
  const pages = [
    { page: 'home', path: '/home' },
    { page: 'exhibitions', path: '/exhibition' },
    { page: 'exhibition detail', path: `/exhibition/detail/${exhibition.id}` },
    {
      page: 'collection work',
      path: `/collection/detail/${encodeURIComponent(work.culId)}/${encodeURIComponent(work.culName)}`,
    },
  ];
  return language === 'zh'
    ? pages
    : pages.map(({ page, path }) => ({ page: `${page}, English`, path: pathInLanguage(path, language) }));
}

/**
 * Opens each page once as a phone does before anything is measured, so the server has drawn and kept what its
 * visitors have always been sent already: the rendered page and the resized pictures the phone's screen asks for.
 * Lighthouse empties the browser's own cache before each run; this warms only the server.
 */
async function warmServer(chromePort: number, origin: string, pages: { path: string }[], care: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    if (care) await context.addCookies([{ name: CARE_MODE_COOKIE, value: CARE_MODE_ON, url: origin }]);
    const tab = await context.newPage();
    for (const { path: pagePath } of pages)
      await tab.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await context.close();
  } finally {
    await browser.close();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.LIGHTHOUSE_URL },
      port: { type: 'string' },
      runs: { type: 'string', default: '1' },
      modes: { type: 'string', default: 'standard,care' },
      pages: { type: 'string', default: '' },
      languages: { type: 'string', default: 'zh' },
    },
  });
  const only = values.pages.split(',').filter(Boolean);
  const modes = values.modes.split(',').filter((mode) => mode === 'standard' || mode === 'care');
  const languages = values.languages.split(',').filter((l): l is Language => l === 'zh' || l === 'en');
  const runs = Math.max(1, Number(values.runs));
  const site = values.url
    ? null
    : await startServer({
        PORT: values.port ?? String(await freePort()),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'museum-lighthouse-')),
        SEED_DEMO: 'true',
      });
  const origin = (values.url ?? site!.url).replace(/\/$/, '');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const rows: PageScores[] = [];
    let version = '';
    const pages = (await Promise.all(languages.map((language) => pagesOf(origin, language))))
      .flat()
      .filter(({ page }) => !only.length || only.some((o) => page.includes(o)));
    for (const mode of modes) {
      const care = mode === 'care';
      await warmServer(chrome.port, origin, pages, care);
      for (const { page: name, path: pagePath } of pages) {
        const page = care ? `${name}, care mode` : name;
        const measured: PageScores[] = [];
        for (let run = 1; run <= runs; run++) {
          const result = await lighthouse(`${origin}${pagePath}`, {
            port: chrome.port,
            output: ['json', 'html'],
            logLevel: 'error',
            // Care mode as the header's switch leaves it: its cookie on every request of the page.
            ...(care ? { extraHeaders: { Cookie: `${CARE_MODE_COOKIE}=${CARE_MODE_ON}` } } : {}),
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          if (result.lhr.runtimeError) throw new Error(`${pagePath}: ${result.lhr.runtimeError.message}`);
          const [json, html] = result.report as string[];
          const base = path.join(
            RESULTS_DIR,
            `${page.replaceAll(/[ ,]+/g, '-')}${runs > 1 ? `-${run}` : ''}`,
          );
          writeFileSync(`${base}.json`, json!);
          writeFileSync(`${base}.html`, html!);
          measured.push(scoresOf(page, pagePath, result.lhr));
          version = result.lhr.lighthouseVersion;
        }
        rows.push(medianRun(measured));
      }
    }
    const load = os.loadavg().map((n) => n.toFixed(2));
    console.info(
      `Lighthouse ${version} (mobile), ${runs} run(s) a page, on ${origin}; load average ${load.join(' ')}`,
    );
    console.info(formatTable(rows));
    console.info(`Reports: ${RESULTS_DIR}`);
  } finally {
    chrome.kill();
    await site?.stop();
  }
}

await main();
