import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { requestsInFlight } from './network.ts';

/**
 * What the screenshot tours (`npm run tour`, `npm run tour:console`) share: waiting for network idle, full-page
 * and dialog pictures named `<name>-<width>.png`, the problems met on the way and the visitor API calls they use.
 */
export const base = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
export const API = '/prod-api';
/** A `--name=value` argument of the command line. */
export const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;

const TOKEN_COOKIE = 'Web-XJMSG-Token';
const problems: string[] = [];
let outDir = '';
let shots = 0;

export function note(problem: string) {
  problems.push(problem);
  console.warn(`  ! ${problem}`);
}

/** Checks the site answers and makes the pictures' folder, emptied first unless `keep`. */
export async function startTour(dir: string, keep = false) {
  const health = await fetch(`${base}${API}/health`).catch(() => null);
  if (!health?.ok) throw new Error(`No site answers at ${base} (set BASE_URL)`);
  outDir = dir;
  if (!keep) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
}

/** The count of pictures and every problem met, at the end of a tour. */
export function endTour() {
  console.info(`\n${shots} pictures in ${outDir}`);
  if (problems.length) {
    console.info(`\n${problems.length} problems met on the way:`);
    for (const problem of problems) console.info(`- ${problem}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Waiting

/** Counts the page's requests in flight (pictures too: a tour waits for them), and notes the problems met. */
function trackNetwork(page: Page) {
  const network = requestsInFlight(page);
  page.on('pageerror', (error) => note(`${page.url()}: page error ${error.message}`));
  // A failed response is noted below with its address; Chromium's own line about it would say it twice.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      note(`${page.url()}: console error ${message.text()}`);
  });
  page.on('requestfailed', (failed) => {
    const reason = failed.failure()?.errorText ?? '';
    // Requests dropped by a navigation or a closed page are not failures.
    if (!reason.includes('ERR_ABORTED')) note(`${page.url()}: ${reason} for ${failed.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/favicon'))
      note(`${page.url()}: ${response.status()} for ${response.url()}`);
  });
  return { idle: (quietMs?: number) => network.quiet(quietMs) };
}
const trackers = new WeakMap<Page, ReturnType<typeof trackNetwork>>();
export function tracked(page: Page) {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = trackNetwork(page);
    trackers.set(page, tracker);
  }
  return tracker;
}
export const idle = (page: Page, quietMs?: number) => tracked(page).idle(quietMs);

/** Scrolls to the bottom a screen at a time (lazy images start loading), waits for them, and back to the top. */
export async function loadLazyImages(page: Page) {
  const height = page.viewportSize()?.height ?? 800;
  for (let i = 0; i < 60; i++) {
    const more = await page.evaluate((step) => {
      window.scrollBy(0, step);
      return window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2;
    }, height * 0.8);
    await page.waitForTimeout(120);
    if (!more) break;
  }
  await idle(page);
  await page
    .waitForFunction(
      // Images not rendered at this width (display: none) never load and do not count.
      () => Array.from(document.images).every((img) => img.complete || img.getClientRects().length === 0),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => note(`${page.url()}: some images never finished loading`));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await idle(page);
}

export async function checkPage(page: Page, name: string) {
  const report = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    broken: Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc)
      .map((img) => img.currentSrc),
  }));
  if (report.overflow > 0) note(`${name}: the page is ${report.overflow}px wider than the window`);
  for (const src of report.broken) note(`${name}: broken image ${src}`);
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

function file(name: string, width: number) {
  return path.join(outDir, `${name}-${width}.png`);
}

/** Takes and counts one picture, named after the window's width. */
export async function picture(page: Page, name: string, fullPage = false) {
  const target = file(name, page.viewportSize()!.width);
  await page.screenshot({ path: target, fullPage, animations: 'disabled' });
  shots++;
  console.info(`  ${path.basename(target)}`);
}

/** A full-page picture of a screen, after network idle and with lazy images loaded. */
export async function shootPage(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  await idle(page);
  await page.evaluate(() => document.fonts.ready);
  await loadLazyImages(page);
  await checkPage(page, `${name}-${width}`);
  await picture(page, name, true);
}

/**
 * What the visitor sees (a dialog, a popover): the window, then further parts when the dialog scrolls
 * (`-part2`, `-part3`, ...).
 */
export async function shootView(page: Page, name: string) {
  await idle(page);
  await page.waitForTimeout(450);
  await picture(page, name);
  // The scroller of the top-most dialog: the modal wrap, or a scrolling body inside it.
  const scroller = await page.evaluateHandle(() => {
    const wraps = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-wrap')).filter(
      (el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed',
    );
    const wrap = wraps.filter((el) => getComputedStyle(el).display !== 'none').pop();
    if (!wrap) return null;
    const candidates = [wrap, ...Array.from(wrap.querySelectorAll<HTMLElement>('*'))];
    return (
      candidates.find((el) => {
        const style = getComputedStyle(el);
        return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 4;
      }) ?? null
    );
  });
  const element = scroller.asElement();
  if (!element) return;
  // Scrolled down already (e.g. a result shown where the form was submitted): the dialog's top as well.
  if (await element.evaluate((el) => el.scrollTop > 0)) {
    await element.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.waitForTimeout(250);
    await picture(page, `${name}-top`);
  }
  for (let part = 2; part <= 8; part++) {
    const moved = await element.evaluate((el) => {
      const before = el.scrollTop;
      el.scrollTop = before + el.clientHeight - 80;
      return el.scrollTop !== before;
    });
    if (!moved) break;
    await page.waitForTimeout(250);
    await picture(page, `${name}-part${part}`);
  }
  await element.evaluate((el) => {
    el.scrollTop = 0;
  });
}

export async function step(label: string, action: () => Promise<void>) {
  try {
    await action();
  } catch (error) {
    note(`${label} failed: ${(error as Error).message.split('\n')[0]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The API and the browser

export async function call(
  api: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
) {
  const response = await api.fetch(`${API}${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json().catch(() => ({}));
  if (body.code !== 200) note(`${method} ${url}: ${body.code} ${body.msg}`);
  return body;
}

export async function newContext(browser: Browser, size: { width: number; height: number }, token?: string) {
  const context = await browser.newContext({
    viewport: size,
    deviceScaleFactor: 1,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    baseURL: base,
  });
  if (token) await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: base }]);
  return context;
}

export async function open(context: BrowserContext, route: string) {
  const page = await context.newPage();
  tracked(page);
  await page.goto(route, { waitUntil: 'networkidle' });
  return page;
}

export async function goto(page: Page, route: string) {
  await page.goto(route, { waitUntil: 'networkidle' });
  await idle(page);
}

export async function waitForDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name }).last();
  await dialog.waitFor({ state: 'visible', timeout: 15_000 });
  return dialog;
}

/** The participation entries: in the header's 参与 popover when wide, in the navigation drawer when narrow. */
/** YYYY-MM-DD, some days from today. */
export function dayFromNow(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Books places in the first exhibition (module 1) or event (module 2) that takes bookings, over the visitor API;
 * answers its id, or null when none takes bookings.
 */
export async function bookFirstBookable(
  api: APIRequestContext,
  token: string,
  module: 1 | 2,
  order: { num: number; people: string; phone: string },
): Promise<number | null> {
  const listPath = module === 1 ? '/client/zhanlan/list' : '/client/education/list';
  const list = await (await api.get(`${API}${listPath}?pageSize=50`)).json();
  for (const row of list.rows as { id: number }[]) {
    const availability = await (
      await api.get(`${API}/client/zhanlan/order/availability?module=${module}&resId=${row.id}`)
    ).json();
    if (!availability.data?.bookable) continue;
    await call(api, token, 'POST', '/client/zhanlan/order', { module, resId: row.id, ...order });
    return row.id;
  }
  return null;
}
