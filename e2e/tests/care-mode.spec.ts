import { CARE_MODE_COOKIE, CARE_MODE_ON } from '@museum/shared';
import type { Page } from '@playwright/test';
import { careContrastFailures, careShortfalls, useCareMode } from '../src/care.ts';
import { watchHydration } from '../src/hydration.ts';
import { expect, test } from '../src/test.ts';
import { idCardNumber, signInPages, signInVisitor, verifyRealName } from '../src/visitor.ts';

/**
 * Care mode (关怀模式, docs/PRODUCT.md "Everyone can use it"): switched from the header, kept in a cookie that the
 * server draws pages with, and held to the contract's measures as the browser computes them.
 */
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString().slice(-7);

const marked = (page: Page) => page.evaluate(() => document.documentElement.dataset.care ?? null);

test('the header switches care mode on and off, and the server draws every page in it', async ({ page }) => {
  await page.goto('/home');
  const careSwitch = page.getByRole('banner').getByRole('button', { name: '关怀模式' });
  await expect(careSwitch).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: '焦点展览' })).toBeVisible();

  await careSwitch.click();
  await expect(careSwitch).toHaveAttribute('aria-pressed', 'true');
  expect(await marked(page)).toBe('true');
  // The calmer home: no carousel, the four large doors first.
  await expect(page.getByRole('region', { name: '焦点展览' })).toHaveCount(0);
  const doors = page.getByRole('list', { name: '常用服务' }).getByRole('listitem');
  await expect(doors).toHaveText([/^入馆预约/, /^正在展出/, /^参观须知/, /^楼层导览/]);

  // The cookie is kept for later visits, and the page as the server sends it is already in care mode: no flash.
  const cookie = (await page.context().cookies()).find((c) => c.name === CARE_MODE_COOKIE);
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  for (const path of ['/home', '/exhibition', '/userCenter/message']) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('<html data-care="true"');
  }
  expect(await (await page.request.get('/home')).text()).toContain('aria-label="常用服务"');

  // 参观须知 from its door: the section comes into view below the sticky header.
  await page.getByRole('link', { name: '参观须知' }).first().click();
  const notes = page.getByRole('heading', { name: '参观须知', level: 2 });
  await expect(notes).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((h) => h.getBoundingClientRect().bottom);
  expect(await notes.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);

  await page.goto('/exhibition');
  await page.getByRole('banner').getByRole('button', { name: '关怀模式' }).click();
  expect(await marked(page)).toBeNull();
  expect((await page.context().cookies()).some((c) => c.name === CARE_MODE_COOKIE)).toBe(false);
  expect(await (await page.request.get('/home')).text()).not.toContain('<html data-care');
});

test('a page the server drew in care mode is hydrated in it, even when its script cannot read the cookie', async ({
  page,
}) => {
  // The cookie reaches the server alone (as a proxy's or an audit tool's header would), not the page's script.
  await page.setExtraHTTPHeaders({ Cookie: `${CARE_MODE_COOKIE}=${CARE_MODE_ON}` });
  const hydration = watchHydration(page);
  await page.goto('/home');
  expect(await page.evaluate(() => document.cookie)).not.toContain(CARE_MODE_COOKIE);
  await expect(page.getByRole('list', { name: '常用服务' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: '关怀模式' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: '焦点展览' })).toHaveCount(0);
  expect(hydration).toEqual([]);
});

/**
 * The pages measured as a visitor in care mode sees them: each kind of screen at a desk's width, and at a phone's
 * those whose layout changes most (the home, a detail with its facts, the lists' filters).
 */
const PAGES = [
  '/home',
  '/exhibition',
  '/exhibition/detail/1',
  '/education',
  '/education/detail/1',
  '/collection',
  '/artist',
  '/notice/detail/1',
  '/affair',
  '/accessibility',
];

const PHONE_PAGES = ['/home', '/exhibition', '/exhibition/detail/1', '/notice/detail/1', '/accessibility'];

for (const [width, pages] of [
  [1440, PAGES],
  [390, PHONE_PAGES],
] as const) {
  test(`care mode's pages hold the contract's sizes, contrast and targets at ${width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await useCareMode(page.context(), baseURL!);
    const hydration = watchHydration(page);
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await marked(page), path).toBe('true');
      const short = await careShortfalls(page);
      expect(short, `${path}: ${short.map((s) => `${s.kind} ${s.measured} ${s.what}`).join('\n')}`).toEqual(
        [],
      );
      expect(await careContrastFailures(page), path).toEqual([]);
    }
    // Each page was taken over as the server drew it, in care mode, not drawn again.
    expect(hydration).toEqual([]);
  });
}

test("care mode's sign-in and booking dialogs hold the contract too", async ({ page, baseURL }) => {
  await useCareMode(page.context(), baseURL!);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: /登录/ }).click();
  const signIn = page.getByRole('dialog');
  await expect(signIn).toBeVisible();
  await signIn.getByRole('button', { name: '短信登录' }).click();
  await expect(signIn.getByRole('textbox', { name: /手机号/ })).toBeVisible();
  const signInShort = await careShortfalls(page, '.ant-modal');
  expect(signInShort, signInShort.map((s) => `${s.kind} ${s.measured} ${s.what}`).join('\n')).toEqual([]);
  expect(await careContrastFailures(page, '.ant-modal')).toEqual([]);
  await page.keyboard.press('Escape');

  const phone = `136${run}1`;
  const token = await signInVisitor(page.request, phone);
  await verifyRealName(page.request, token, '李关怀', idCardNumber(run.slice(-3)));
  await signInPages(page.context(), token, baseURL!);
  await page.goto('/home');
  await page.getByRole('list', { name: '常用服务' }).getByRole('button', { name: '入馆预约' }).click();
  const booking = page.getByRole('dialog', { name: '入馆预约' });
  await expect(booking.locator('input[name=entry-day]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  const short = await careShortfalls(page, '.ant-modal');
  expect(short, short.map((s) => `${s.kind} ${s.measured} ${s.what}`).join('\n')).toEqual([]);
  expect(await careContrastFailures(page, '.ant-modal')).toEqual([]);
});
