import { AccountPaths, ContentPaths } from '@museum/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { chooseOption } from '../src/antd.ts';
import { expectAccessible } from '../src/axe.ts';
import { watchHydration } from '../src/hydration.ts';
import { chineseLeft } from '../src/language.ts';
import { expect, test } from '../src/test.ts';
import { signInPages, signInVisitor } from '../src/visitor.ts';

/**
 * The English site (docs/PRODUCT.md "English", issue 28): every visitor page under /en, drawn by the server in
 * English and hydrated as drawn, with no Chinese left in its interface but in parts marked Chinese (names, an
 * untranslated item), and no WCAG 2.2 A/AA violation; a passport holder signs in, verifies and books in English.
 */
test.describe.configure({ timeout: 240_000 });

const run = Date.now().toString().slice(-7);

/** The first item of an English list, as the site's API answers it to an English page. */
async function firstEnglish(request: APIRequestContext, path: string) {
  const body = await (
    await request.get(`/prod-api${path}?pageNum=1&pageSize=1`, { headers: { 'Accept-Language': 'en' } })
  ).json();
  return body.rows[0] as { id: number; title?: string; name?: string; lang?: string; randomNum?: number };
}

/** Opens an English page and checks it: English, hydrated as drawn, nothing Chinese outside marked parts, axe. */
async function checkEnglishPage(page: Page, path: string) {
  const mismatches = watchHydration(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main')).toBeVisible();
  expect(await chineseLeft(page), `Chinese on ${path}`).toEqual([]);
  await expectAccessible(page);
  expect(mismatches, `hydration of ${path}`).toEqual([]);
}

for (const width of [1440, 390]) {
  test(`the English site at ${width} px: home, lists, details, search and the accessibility statement`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const exhibition = await firstEnglish(request, ContentPaths.exhibitionList);
    const artist = await firstEnglish(request, ContentPaths.artistList);
    const policy = await firstEnglish(request, ContentPaths.policyList);
    expect(exhibition.lang).toBe('en');
    for (const path of [
      '/en/home',
      '/en/exhibition',
      `/en/exhibition/detail/${exhibition.id}`,
      '/en/education',
      '/en/collection',
      '/en/artist',
      `/en/artist/detail/${artist.id}`,
      '/en/notice',
      '/en/policy',
      `/en/policy/detail/${policy.id}`,
      `/en/search/1/${encodeURIComponent('Silk Road')}`,
      '/en/accessibility',
    ]) {
      await checkEnglishPage(page, path);
    }
    // A work, reached as a visitor does, from the collection's first card.
    await page.goto('/en/collection');
    await page.locator('main a[href*="/en/collection/detail/"]').first().click();
    await expect(page).toHaveURL(/\/en\/collection\/detail\//);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await chineseLeft(page)).toEqual([]);
    await expectAccessible(page);
  });
}

test('the language switch keeps the page, both ways', async ({ page, request }) => {
  const exhibition = await firstEnglish(request, ContentPaths.exhibitionList);
  await page.goto(`/exhibition/detail/${exhibition.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('link', { name: 'EN, English' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/exhibition/detail/${exhibition.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1')).toHaveText(exhibition.title!);
  // A page a click opened is waited for as page.goto waits (src/test.ts): a click as it hydrates can be lost.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('link', { name: '中文' }).click();
  // The Chinese address itself (not the English one, which ends alike): the navigation is waited for.
  await expect(page).toHaveURL(new RegExp(`^[a-z]+://[^/]+/exhibition/detail/${exhibition.id}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // An item without English shows its Chinese, marked as such, with a note in English.
  const untranslated = (
    await (await request.get(`/prod-api${ContentPaths.academicList}?pageNum=1&pageSize=1`)).json()
  ).rows[0] as { id: number };
  await page.goto(`/en/academic/detail/${untranslated.id}`);
  await expect(page.locator('main [lang="zh-CN"]').first()).toBeVisible();
  expect(await chineseLeft(page)).toEqual([]);
});

for (const width of [1440, 390]) {
  test(`a passport holder signs in, verifies and books in English at ${width} px, and finds the visit in their account`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const phone = `136${run}${width === 390 ? 3 : 4}`;
    if (width === 1440) {
      // Signing in by SMS, in English.
      await page.goto('/en/home');
      await page.getByRole('button', { name: 'Sign in' }).first().click();
      const signIn = page.getByRole('dialog');
      await signIn.getByRole('button', { name: 'SMS code' }).click();
      await signIn.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
      await signIn.getByRole('button', { name: 'Get code' }).click();
      const outbox = await (
        await page.request.get(`/prod-api${AccountPaths.devSmsOutbox}?phone=${phone}`)
      ).json();
      await signIn.getByRole('textbox', { name: 'SMS code' }).fill(outbox.data[0].code);
      expect(await chineseLeft(page, '.ant-modal')).toEqual([]);
      // Signing in ends with the page reloaded (docs/spec §4), in English still.
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(signIn).toBeHidden();
      await reloaded;
      await expect(page).toHaveURL(/\/en\/home$/);
      // The reloaded page answers clicks once hydrated (as page.goto waits for in src/test.ts).
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    } else {
      await signInPages(page.context(), await signInVisitor(page.request, phone), baseURL!);
      await page.goto('/en/home');
    }

    await page
      .getByRole('navigation', { name: 'Quick services' })
      .getByRole('button', { name: 'Book a visit' })
      .click();
    const verify = page.getByRole('dialog', { name: 'Identity verification' });
    await chooseOption(page, verify.getByRole('combobox', { name: 'Document type' }), 'Passport');
    await verify.getByRole('textbox', { name: 'Full name' }).fill('Anna Schmidt');
    await verify.getByRole('textbox', { name: 'Passport number' }).fill('E1');
    await verify.getByRole('checkbox').check();
    await verify.getByRole('button', { name: 'Verify' }).click();
    // The rule's own message, in English.
    await expect(verify.getByText('A passport number has 5 to 17 letters or digits')).toBeVisible();
    expect(await chineseLeft(page, '.ant-modal')).toEqual([]);
    const passport = `E${run}${width === 390 ? 3 : 4}`;
    await verify.getByRole('textbox', { name: 'Passport number' }).fill(passport);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Continue booking' }).click();

    const booking = page.getByRole('dialog', { name: 'Book a visit' });
    await expect(booking.getByRole('region', { name: 'Booking rules' })).toBeVisible();
    await booking.locator('input[name=entry-day]:not([disabled])').first().check();
    await booking.getByRole('textbox', { name: /^Visitor 1\s*Full name$/ }).fill('Anna Schmidt');
    await booking.locator('label', { hasText: /^Female$/ }).click();
    await booking.getByRole('spinbutton', { name: /^Visitor 1\s*Age$/ }).fill('41');
    await chooseOption(
      page,
      booking.getByRole('combobox', { name: /^Visitor 1\s*Document type$/ }),
      'Passport',
    );
    await booking.getByRole('textbox', { name: /^Visitor 1\s*Document number$/ }).fill(passport);
    expect(await chineseLeft(page, '.ant-modal')).toEqual([]);
    await expectAccessible(page, '.ant-modal');
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    const ticket = booking.getByRole('article', { name: 'Entry ticket' });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText(/A\*+t/)).toBeVisible();
    expect(await chineseLeft(page, '.ant-modal')).toEqual([]);
    await page.keyboard.press('Escape');

    for (const tab of ['profile', 'realname', 'bookings', 'favourites', 'message']) {
      await page.goto(`/en/userCenter/${tab}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('main')).toBeVisible();
      expect(await chineseLeft(page), `Chinese on /en/userCenter/${tab}`).toEqual([]);
      await expectAccessible(page);
    }
    await page.goto('/en/userCenter/bookings');
    await expect(page.locator('main').getByText(/A\*+t/).first()).toBeVisible();
  });
}
