import { AccountPaths, PUBLISHING_MODULES, USER_CENTER_TABS } from '@museum/shared';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../src/axe.ts';
import { useCareMode } from '../src/care.ts';
import { whenSettled } from '../src/network.ts';
import { signInStaff } from '../src/staff.ts';
import { expect, test } from '../src/test.ts';
import { idCardNumber, signInPages, signInVisitor, verifyRealName } from '../src/visitor.ts';

/**
 * WCAG 2.2 AA on every screen (docs/PRODUCT.md "Everyone can use it"): axe finds no A/AA violation on every
 * visitor route and dialog in the standard mode and in care mode, nor on the console's screens; every visitor
 * route reflows at 320 px; and a visitor goes from the home page through the SMS sign-in to a booked ticket with
 * the keyboard alone, the focused element never under the sticky header.
 */
// A sweep runs axe on some thirty pages: three minutes on a CI machine whose other run shares the cores.
test.describe.configure({ timeout: 300_000 });

const MODES = ['standard', 'care'] as const;
type Mode = (typeof MODES)[number];

const run = Date.now().toString().slice(-6);
/** A resident ID number of this run's, one per visitor who verifies (n from 0 to 9). */
const card = (n: number) => idCardNumber(`${run.slice(-2)}${n}`);

/** Care mode is the visitor's cookie, set before the first page so the server draws every page in it. */
async function enterMode(context: BrowserContext, baseURL: string, mode: Mode) {
  if (mode === 'care') await useCareMode(context, baseURL);
}

/** The public routes; a detail route is the first item its list links to. */
const PUBLIC_ROUTES: { path: string; detail?: RegExp }[] = [
  { path: '/home' },
  { path: '/exhibition', detail: /^\/exhibition\/detail\// },
  { path: '/education', detail: /^\/education\/detail\// },
  { path: '/collection', detail: /^\/collection\/detail\// },
  { path: '/artist', detail: /^\/artist\/detail\// },
  { path: '/academic', detail: /^\/academic\/detail\// },
  { path: '/notice', detail: /^\/notice\/detail\// },
  { path: '/policy', detail: /^\/policy\/detail\// },
  { path: '/affair', detail: /^\/affair\/detail\// },
  // A search with results: the first exhibition module's answers for the museum's own name.
  { path: `/search/1/${encodeURIComponent('天山')}` },
  { path: '/accessibility' },
  { path: '/no/such/page' },
  { path: '/exhibition/maintain' },
];

/** The desktop's window, where axe reads the pages, and the narrowest phone's, where they must reflow. */
const DESKTOP = { width: 1440, height: 900 };
const NARROWEST = { width: 320, height: 640 };

/** The first detail page a list page links to. */
async function firstDetail(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const detail = hrefs.find((href) => pattern.test(href));
  expect(detail, `a link to ${pattern} on ${page.url()}`).toBeTruthy();
  return detail!;
}

/**
 * The page as it is has no WCAG 2.2 A/AA violation; narrowed to 320 x 640 it reflows with no sideways scrolling
 * (WCAG 1.4.10), and it is widened again for the next page.
 */
async function expectAccessibleAndReflowing(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(NARROWEST);
  // A phone's width may load a part of its own (the header's menu) or another picture size.
  await whenSettled(page);
  const overflow = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    // What sticks out, to say where to look.
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > 320.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
  }));
  expect(overflow.width, `${page.url()} at 320 px: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
    NARROWEST.width,
  );
  await page.setViewportSize(DESKTOP);
}

/** A page opened and drawn: its main landmark is there (the error pages have one too). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeVisible();
}

function header(page: Page) {
  return page.getByRole('banner');
}

/** Opens the header's 参与 popover and one of its entries. */
async function participate(page: Page, entry: string) {
  await header(page).getByRole('button', { name: '参与' }).click();
  await page.getByRole('button', { name: new RegExp(`^${entry}`) }).click();
  await expect(page.getByRole('dialog', { name: entry })).toBeVisible();
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

for (const mode of MODES) {
  test(`every visitor route in ${mode} mode has no WCAG 2.2 A/AA violation and reflows at 320 px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await enterMode(context, baseURL!, mode);
    for (const route of PUBLIC_ROUTES) {
      await open(page, route.path);
      const detail = route.detail && (await firstDetail(page, route.detail));
      await expectAccessibleAndReflowing(page);
      if (!detail) continue;
      await open(page, detail);
      await expectAccessibleAndReflowing(page);
    }
    const token = await signInVisitor(page.request, `139${run}${mode === 'care' ? 1 : 0}1`);
    await signInPages(context, token, baseURL!);
    for (const tab of USER_CENTER_TABS) {
      await open(page, `/userCenter/${tab}`);
      await expectAccessibleAndReflowing(page);
    }
  });

  test(`every visitor dialog in ${mode} mode has no WCAG 2.2 A/AA violation`, async ({
    page,
    context,
    baseURL,
  }) => {
    await enterMode(context, baseURL!, mode);
    await open(page, '/home');

    // Signing in, each way, with its errors shown (they are part of what is read).
    await header(page).getByRole('button', { name: '登录' }).click();
    const login = page.getByRole('dialog');
    await expect(login).toBeVisible();
    await login.getByRole('button', { name: '登录', exact: true }).click();
    await expect(login.getByText('请输入手机号')).toBeVisible();
    await expectAccessible(page);
    const ways = login.getByRole('navigation', { name: '其他登录方式' });
    for (const [way, title] of [
      ['短信登录', '短信验证码登录'],
      ['微信登录', '微信扫码登录'],
      ['注册账号', '注册账号'],
    ] as const) {
      await ways.getByRole('button', { name: way }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expectAccessible(page);
    }
    await ways.getByRole('button', { name: '密码登录' }).click();
    await login.getByRole('button', { name: '忘记密码' }).click();
    await expect(page.getByRole('dialog', { name: '找回密码' })).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    // The header's popovers (each closed by its button again) and the quick services' floor guide.
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    for (const [trigger, inside] of [
      ['搜索', popover.locator('input')],
      ['参与', popover.getByRole('button', { name: /^申请办展/ })],
    ] as const) {
      await header(page).getByRole('button', { name: trigger }).click();
      await expect(inside.first()).toBeVisible();
      await expectAccessible(page);
      await header(page).getByRole('button', { name: trigger }).click();
      await expect(popover).toHaveCount(0);
    }
    await page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: '楼层导览' })
      .click();
    await expect(page.getByRole('dialog', { name: '楼层导览' })).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    // The phone's menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await header(page).getByRole('button', { name: '打开导航菜单' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    // A visitor's services: real-name verification before the first booking, then the booking itself.
    const phone = `139${run}${mode === 'care' ? 1 : 0}2`;
    const token = await signInVisitor(page.request, phone);
    await signInPages(context, token, baseURL!);
    await open(page, '/home');
    const services = page.getByRole('navigation', { name: '快捷服务' });
    await services.getByRole('button', { name: '入馆预约' }).click();
    await expect(page.getByRole('dialog', { name: '实名认证' })).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);
    await verifyRealName(page.request, token, '阿依古丽', card(mode === 'care' ? 1 : 0));
    await open(page, '/home');
    await services.getByRole('button', { name: '入馆预约' }).click();
    const booking = page.getByRole('dialog', { name: '入馆预约' });
    await expect(booking.getByRole('radiogroup', { name: '入馆日期' })).toBeVisible();
    await booking.getByRole('button', { name: '提交预约' }).click();
    await expect(booking.getByText('请选择入馆时间')).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    // The forms sent empty: their errors are what is read then.
    for (const [entry, submit] of [
      ['申请办展', '提交申请'],
      ['藏品捐赠', '提交登记'],
    ] as const) {
      await participate(page, entry);
      await page.getByRole('dialog', { name: entry }).getByRole('button', { name: submit }).click();
      await expect(
        page.getByRole('dialog', { name: entry }).locator('.ant-form-item-explain-error').first(),
      ).toBeVisible();
      await expectAccessible(page);
      await closeDialog(page);
    }
    await open(page, '/userCenter/groups');
    await page.getByRole('button', { name: '申请团体预约' }).click();
    const group = page.getByRole('dialog', { name: '团体预约' });
    await group.getByRole('button', { name: '提交申请' }).click();
    await expect(group.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expectAccessible(page);
    await closeDialog(page);

    // An education event that takes bookings.
    await open(page, '/education');
    const events = await page
      .getByRole('main')
      .locator('a[href^="/education/detail/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    for (const event of events) {
      await open(page, event);
      const order = page.getByRole('button', { name: '预约活动' });
      if (!(await order.isVisible())) continue;
      await order.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
      await closeDialog(page);
      return;
    }
    throw new Error('no education event takes bookings');
  });
}

/** The console's screens, as the admin (who sees every menu entry) opens them. */
const CONSOLE_PATHS = [
  '/admin',
  ...PUBLISHING_MODULES.map((module) => `/admin/content/${module}`),
  '/admin/entry/checkin',
  '/admin/entry/conflicts',
  '/admin/entry/window',
  '/admin/entry/bookings',
  '/admin/entry/calendar',
  '/admin/entry/bans',
  '/admin/reviews/applications',
  '/admin/reviews/donations',
  '/admin/reviews/orders',
  '/admin/reviews/groups',
  '/admin/messages/broadcast',
  '/admin/staff',
  '/admin/audit',
  '/admin/account',
];

test("every screen of the console's menu has no WCAG 2.2 A/AA violation", async ({ page }) => {
  await page.goto('/admin/login');
  await expectAccessible(page);
  await signInStaff(page, 'admin');
  // Every group open, then each entry of the menu in turn: the screens it opens are the list above.
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  for (const group of ['内容管理', '入馆管理', '审核与消息']) {
    const title = menu.getByRole('menuitem', { name: group });
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  }
  const entries = menu.locator('li[role=menuitem]');
  await expect(entries).toHaveCount(CONSOLE_PATHS.length);
  const opened: string[] = [];
  for (let i = 0; i < CONSOLE_PATHS.length; i += 1) {
    await entries.nth(i).click();
    await expect(page).toHaveURL(new RegExp(`${CONSOLE_PATHS[i]}$`));
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
    opened.push(new URL(page.url()).pathname);
  }
  expect(opened).toEqual(CONSOLE_PATHS);
});

/** Where the element in focus is, whether it is the one drawn at its centre, and the sticky header's bottom. */
function focusGeometry(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const box = focused?.getBoundingClientRect();
    const centre = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      what: focused ? `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 20)}` : '',
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      // Uncovered: what is drawn at its centre is it, or inside it (a label's text, an icon).
      uncovered: Boolean(
        centre && focused && (focused === centre || focused.contains(centre) || centre.contains(focused)),
      ),
      // Drawn over the header, as the skip link is: nothing lies on its top edge.
      onTop: Boolean(
        box && focused?.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 1)),
      ),
      inDialog: Boolean(focused?.closest('[role=dialog]')),
      headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
      viewport: window.innerHeight,
      scrollY: window.scrollY,
    };
  });
}

/**
 * Presses Tab (or `key`) until `target` has the focus; answers how many steps scrolled the page. At every step the element in focus is in the window and not covered;
 * whenever the page scrolled to bring it in, it stopped below the sticky header (a dialog lies over the header).
 */
async function tabTo(page: Page, target: Locator, { max = 60, key = 'Tab' } = {}): Promise<number> {
  const isFocused = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  if (await isFocused()) return 0;
  let scrollY = (await focusGeometry(page)).scrollY;
  let scrolled = 0;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const at = await focusGeometry(page);
    expect(at.top, `${at.what} above the window`).toBeGreaterThanOrEqual(0);
    expect(at.bottom, `${at.what} below the window`).toBeLessThanOrEqual(at.viewport);
    expect(at.uncovered, `${at.what} covered by something else`).toBe(true);
    if (at.scrollY !== scrollY && !at.inDialog) {
      // Below the header, or drawn over it (the skip link).
      const top = at.onTop ? Math.max(at.top, at.headerBottom) : at.top;
      expect(top, `${at.what} scrolled under the sticky header`).toBeGreaterThanOrEqual(at.headerBottom);
      scrolled += 1;
    }
    scrollY = at.scrollY;
    if (await isFocused()) return scrolled;
  }
  throw new Error(`${target} never took the focus in ${max} presses of ${key}`);
}

test('a visitor signs in by SMS and books a ticket with the keyboard alone', async ({ page }) => {
  const phone = `139${run}99`;

  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  const banner = header(page);
  // Down the home page to the footer's 无障碍声明 and up again to 登录: every element the page scrolls to stops
  // clear of the sticky header (scroll-padding), going up as well, where it would come in under it.
  const statement = page.getByRole('contentinfo').getByRole('link', { name: '无障碍声明' });
  expect(await tabTo(page, statement, { max: 150 })).toBeGreaterThan(0);
  expect(
    await tabTo(page, banner.getByRole('button', { name: '登录' }), { max: 150, key: 'Shift+Tab' }),
  ).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: '短信登录' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '短信验证码登录' })).toBeVisible();

  // No puzzle on this way: a phone, a code, and nothing else to answer.
  await expect(dialog.getByRole('img', { name: /图形验证码/ })).toHaveCount(0);
  const phoneField = dialog.getByRole('textbox', { name: '手机号' });
  await tabTo(page, phoneField);
  // Sent empty, each error is tied to its field (read out with it).
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('请输入手机号')).toBeVisible();
  for (const field of [phoneField, dialog.getByRole('textbox', { name: '短信验证码' })]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const described = await field.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
    expect(described).toMatch(/^请输入/);
  }

  await phoneField.focus();
  await page.keyboard.type(phone);
  const sentAfter = Date.now() - 1000;
  await tabTo(page, dialog.getByRole('button', { name: '获取验证码' }));
  await page.keyboard.press('Enter');
  // The code's field takes the focus once the code is sent.
  await expect(dialog.getByRole('textbox', { name: '短信验证码' })).toBeFocused();
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (
        await page.request.get(`/prod-api${AccountPaths.devSmsOutbox}?phone=${phone}`)
      ).json();
      const sent = (outbox.data as { type: string; code: string; sentAt: string }[]).find(
        (entry) => entry.type === 'signIn' && Date.parse(entry.sentAt) >= sentAfter,
      );
      code = sent?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.keyboard.type(code);
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(banner.getByRole('button', { name: /账户菜单/ })).toBeVisible();

  // 预约入馆 on the home page (the quick services' 入馆预约 comes last on the page), then the fields in order.
  await tabTo(page, page.getByRole('main').getByRole('button', { name: '预约入馆' }));
  await page.keyboard.press('Enter');

  // A new visitor verifies the real name first, and is offered to go on booking.
  const realName = page.getByRole('dialog', { name: '实名认证' });
  await expect(realName).toBeVisible();
  await tabTo(page, realName.getByRole('textbox', { name: '真实姓名' }));
  await page.keyboard.type('阿依古丽');
  await tabTo(page, realName.getByRole('textbox', { name: '身份证号' }));
  await page.keyboard.type(card(9));
  await tabTo(page, realName.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, realName.getByRole('button', { name: '提交认证' }));
  await page.keyboard.press('Enter');
  const goOn = page.getByRole('button', { name: '继续预约' });
  await expect(goOn).toBeVisible();
  await tabTo(page, goOn);
  await page.keyboard.press('Enter');

  const booking = page.getByRole('dialog', { name: '入馆预约' });
  const days = booking.getByRole('radiogroup', { name: '入馆日期' });
  await expect(days).toBeVisible();
  await tabTo(page, days.getByRole('radio').and(page.locator(':not([disabled])')).first());
  await page.keyboard.press('Space');
  await expect(days.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, booking.getByRole('textbox', { name: /^参观人1\s*姓名$/ }));
  await page.keyboard.type('阿依古丽');
  // A radio group is one stop of Tab; the arrows choose within it.
  await tabTo(page, booking.getByRole('radio', { name: '男' }));
  await page.keyboard.press('ArrowRight');
  await expect(booking.getByRole('radio', { name: '女' })).toBeChecked();
  await tabTo(page, booking.getByRole('spinbutton', { name: /^参观人1\s*年龄$/ }));
  await page.keyboard.type('29');
  await tabTo(page, booking.getByRole('textbox', { name: /^参观人1\s*证件号码$/ }));
  await page.keyboard.type(card(9));
  await tabTo(page, booking.getByRole('button', { name: '提交预约' }));
  await page.keyboard.press('Enter');

  await expect(booking.getByText('预约成功')).toBeVisible();
  const ticket = booking.getByRole('article', { name: '入馆凭证' });
  await expect(ticket.getByRole('img', { name: /入馆二维码，票号 [A-Z2-9]{12}/ })).toBeVisible();
  await expectAccessible(page);
  // Closed, the chain of dialogs gives the focus back to the button that began it, not to the page's top.
  await page.keyboard.press('Escape');
  await expect(booking).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: '预约入馆' })).toBeFocused();
});
