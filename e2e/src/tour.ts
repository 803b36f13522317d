import path from 'node:path';
import { idCardCheckDigit, USER_CENTER_TABS } from '@museum/shared';
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import { chooseOption } from './antd.ts';
import { launchChromium } from './browser.ts';
import {
  API,
  arg,
  base,
  bookFirstBookable,
  call,
  dayFromNow,
  endTour,
  goto,
  idle,
  newContext,
  note,
  open,
  PDF,
  picture,
  shootPage,
  shootView,
  startTour,
  step,
  waitForDialog,
} from './shots.ts';

/**
 * `npm run tour -w e2e`: a screenshot tour of a running site (BASE_URL, default http://localhost:8080) at 1440×900
 * and 360×780 — every screen, every dialog and its modes, the header popovers and every personal-centre tab of a
 * verified visitor with a booking, an application, a donation report, an exhibition order and favourites.
 * Pictures go to e2e/.artifacts/tour (emptied first); problems met on the way are listed at the end.
 * `-- --only=360` (or 1440) runs one size; `-- --part=screens,login,visitor` runs some parts.
 */
const SIZES = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
].filter((size) => !arg('only') || arg('only') === String(size.width));
const PARTS = new Set((arg('part') ?? 'screens,login,visitor').split(','));

const run = Date.now().toString().slice(-6);
let phoneSeq = 0;
// ---------------------------------------------------------------------------------------------------------------
// Visitors over the API

/** A valid 18-digit ID number (GB 11643 check digit), a different one each call. */
function idCard(): string {
  const day = String((Number(run.slice(-2)) % 28) + 1).padStart(2, '0');
  const body = `650104198${phoneSeq % 10}03${day}${run.slice(-5, -2)}`;
  return body + idCardCheckDigit(body);
}

function newPhone(): string {
  phoneSeq++;
  return `139${run}${String(phoneSeq).padStart(2, '0')}`;
}

async function smsCode(api: APIRequestContext, phone: string, type: string, after: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const body = await (await api.get(`${API}/dev/sms-outbox?phone=${phone}`)).json();
    const entries = (body.data ?? []) as { type: string; code: string; sentAt: string }[];
    const entry = entries
      .filter((e) => e.type === type && Date.parse(e.sentAt) >= after - 1000)
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))[0];
    if (entry) return entry.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${type} code for ${phone} in the SMS outbox`);
}

/** Signs a new phone in by SMS (which creates the account) and returns its token. */
async function signInNewVisitor(api: APIRequestContext): Promise<{ phone: string; token: string }> {
  const phone = newPhone();
  const sent = Date.now();
  const result = await (await api.get(`${API}/common/sms/send?phone=${phone}&type=signIn`)).json();
  if (result.code !== 200) throw new Error(`SMS send: ${result.msg}`);
  const smsCodeValue = await smsCode(api, phone, 'signIn', sent);
  const signedIn = await (
    await api.post(`${API}/client/smsSignIn`, { data: { phone, smsCode: smsCodeValue } })
  ).json();
  if (signedIn.code !== 200) throw new Error(`SMS sign-in: ${signedIn.msg}`);
  return { phone, token: signedIn.data.token as string };
}

// ---------------------------------------------------------------------------------------------------------------
const header = (page: Page) => page.getByRole('banner');
const wide = (page: Page) => page.viewportSize()!.width >= 768;

/** Opens the first item of a list (its `main h3 a`) and returns the detail's address. */
async function firstDetail(page: Page, list: string): Promise<string> {
  await goto(page, list);
  const link = page.locator('main h3 a').first();
  await link.waitFor({ timeout: 15_000 });
  await link.click();
  await page.waitForURL((url) => url.pathname !== list && url.pathname.includes('/detail/'), {
    timeout: 15_000,
  });
  await idle(page);
  return new URL(page.url()).pathname;
}

async function openParticipation(page: Page) {
  if (wide(page)) {
    await header(page).getByRole('button', { name: '参与' }).click();
    await page.locator('.ant-popover:visible').waitFor();
  } else {
    await header(page).getByRole('button', { name: '打开导航菜单' }).click();
    await page.locator('.ant-drawer-open .ant-drawer-body').waitFor();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Parts of the tour

async function tourScreens(browser: Browser, size: { width: number; height: number }) {
  const context = await newContext(browser, size);
  const page = await open(context, '/home');
  const screens: [string, string | (() => Promise<string>)][] = [
    ['home', '/home'],
    ['exhibition', '/exhibition'],
    ['exhibition-detail', () => firstDetail(page, '/exhibition')],
    ['education', '/education'],
    ['education-detail', () => firstDetail(page, '/education')],
    ['collection', '/collection'],
    ['collection-detail', () => firstDetail(page, '/collection')],
    ['artist', '/artist'],
    ['artist-detail', () => firstDetail(page, '/artist')],
    ['academic', '/academic'],
    ['academic-detail', () => firstDetail(page, '/academic')],
    ['notice', '/notice'],
    ['notice-detail', () => firstDetail(page, '/notice')],
    ['policy', '/policy'],
    ['policy-detail', () => firstDetail(page, '/policy')],
    ['affair', '/affair'],
    ['affair-detail', () => firstDetail(page, '/affair')],
    ['search', `/search/1/${encodeURIComponent('丝绸之路')}`],
    ['search-empty', `/search/1/${encodeURIComponent('不存在的关键词')}`],
    ['exhibition-maintain', '/exhibition/maintain'],
    ['not-found', '/no-such-page'],
    ['exhibition-detail-missing', '/exhibition/detail/99999'],
    ['usercenter-signed-out', '/userCenter'],
  ];
  for (const [name, target] of screens) {
    await step(`screen-${name}-${size.width}`, async () => {
      if (typeof target === 'string') await goto(page, target);
      else await target();
      await shootPage(page, `screen-${name}`);
    });
  }

  // The header's popovers and the desktop menus.
  await step(`popover-search-${size.width}`, async () => {
    await goto(page, '/home');
    await header(page).getByRole('button', { name: '搜索' }).click();
    await page.getByRole('search').waitFor();
    await shootView(page, 'popover-search');
    await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
    await page.waitForTimeout(300);
    await shootView(page, 'popover-search-empty-keyword');
  });
  await step(`popover-participate-${size.width}`, async () => {
    await goto(page, '/home');
    await openParticipation(page);
    await shootView(page, wide(page) ? 'popover-participate' : 'drawer-navigation');
    // Signed out, an entry asks to sign in first.
    await page.getByRole('button', { name: /申请办展/ }).click();
    await waitForDialog(page, /账号登录/);
    await shootView(page, 'popover-participate-signed-out');
  });
  if (size.width >= 768) {
    await step('menu-desktop-nav', async () => {
      await goto(page, '/home');
      const buttons = page.getByRole('navigation', { name: '主导航' }).locator('button[aria-haspopup=menu]');
      const count = await buttons.count();
      for (let i = 0; i < count; i++) {
        const button = buttons.nth(i);
        const label = ((await button.textContent()) ?? '').trim();
        await button.hover();
        await page.locator('.ant-dropdown:visible').last().waitFor();
        await shootView(page, `menu-nav-${i + 1}`);
        console.info(`    (the ${label} menu)`);
        await page.mouse.move(700, 600);
        await page.waitForTimeout(400);
      }
    });
  }
  await step(`dialog-floor-guide-${size.width}`, async () => {
    await goto(page, '/home');
    await page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: '楼层导览' })
      .click();
    await page.locator('.ant-modal:visible').waitFor();
    await shootView(page, 'dialog-floor-guide');
    // Each floor's tab, and a hall chosen on the plan.
    const tabs = page.locator('.ant-modal:visible [role=tab]');
    const count = await tabs.count();
    // Named by floor (-1F becomes B1); the floor open at first is skipped.
    const selected: boolean[] = [];
    for (let i = 0; i < count; i++)
      selected.push((await tabs.nth(i).getAttribute('aria-selected')) === 'true');
    for (let i = 0; i < count; i++) {
      if (selected[i]) continue;
      await tabs.nth(i).click();
      const floor = ((await tabs.nth(i).textContent()) ?? '').match(/-?\d+F/)?.[0] ?? `${i + 1}`;
      await shootView(page, `dialog-floor-guide-floor-${floor.replace('-', 'B')}`);
    }
    if (count > 0) await tabs.first().click();
    const hall = page.locator('.ant-modal:visible svg [role=button]').first();
    if (await hall.count()) {
      await hall.click();
      await shootView(page, 'dialog-floor-guide-hall');
    }
  });
  await context.close();
}

/** The login dialog; its name follows the mode, so it is found as the first dialog (terms open over it). */
async function openLogin(page: Page) {
  await goto(page, '/home');
  await header(page).getByRole('button', { name: '登录' }).click();
  await waitForDialog(page, /账号登录/);
  return page.getByRole('dialog').first();
}

async function tourLogin(browser: Browser, size: { width: number; height: number }) {
  const context = await newContext(browser, size);
  const page = await open(context, '/home');

  await step(`dialog-login-${size.width}`, async () => {
    const dialog = await openLogin(page);
    await dialog.getByRole('img', { name: /图形验证码/ }).waitFor();
    await shootView(page, 'dialog-login-password');
    // Submitting empty shows every field's message.
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForTimeout(300);
    await shootView(page, 'dialog-login-password-errors');

    await dialog.getByRole('button', { name: '短信登录' }).click();
    await waitForDialog(page, /短信验证码登录/);
    await shootView(page, 'dialog-login-sms');

    await dialog.getByRole('button', { name: '注册账号' }).click();
    await waitForDialog(page, /注册账号/);
    await shootView(page, 'dialog-login-register');
    await dialog.getByRole('button', { name: '《用户服务协议》' }).click();
    await waitForDialog(page, /用户服务协议/);
    await shootView(page, 'dialog-terms-of-service');
    await page.getByRole('button', { name: '我知道了' }).click();
    await page.waitForTimeout(400);
    await dialog.getByRole('button', { name: '《隐私政策》' }).click();
    await waitForDialog(page, /隐私政策/);
    await shootView(page, 'dialog-privacy-policy');
    await page.getByRole('button', { name: '我知道了' }).click();
    await page.waitForTimeout(400);

    await dialog.getByRole('button', { name: '密码登录' }).click();
    await waitForDialog(page, /账号登录/);
    await dialog.getByRole('button', { name: '忘记密码？' }).click();
    await waitForDialog(page, /找回密码/);
    await shootView(page, 'dialog-login-forgot');
  });

  await step(`dialog-login-wechat-${size.width}`, async () => {
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: '微信登录' }).click();
    await dialog.getByRole('img', { name: '微信登录二维码' }).waitFor({ timeout: 15_000 });
    await shootView(page, 'dialog-login-wechat');
    const [phonePage] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: '在新窗口打开模拟器' }).click(),
    ]);
    await phonePage.getByText('申请使用你的微信账号登录').waitFor();
    await picture(phonePage, 'wechat-simulator', true);
    await dialog.getByText('已扫码，请在手机上确认登录').waitFor({ timeout: 15_000 });
    await shootView(page, 'dialog-login-wechat-scanned');
    await phonePage.getByLabel('新建模拟微信用户').check();
    await phonePage.getByLabel('新用户的昵称（可不填）').fill('天池来客');
    await phonePage.getByRole('button', { name: '确认登录' }).click();
    await phonePage.getByText('已确认登录').waitFor();
    await picture(phonePage, 'wechat-simulator-confirmed', true);
    await phonePage.close();
    // A WeChat-only account must bind a phone: the dialog comes back in complete mode after the reload.
    await waitForDialog(page, /绑定手机号/);
    await idle(page);
    await shootView(page, 'dialog-login-complete');
  });
  await context.close();
}

async function tourVisitor(browser: Browser, size: { width: number; height: number }) {
  const api = await request.newContext({ baseURL: base });
  const { phone, token } = await signInNewVisitor(api);
  console.info(`  visitor ${phone}`);
  const context = await newContext(browser, size, token);
  const page = await open(context, '/userCenter/realname');
  const w = size.width;
  const passport = `E${phone.slice(-8)}`;

  await step(`dialog-real-name-${w}`, async () => {
    await shootPage(page, 'center-realname-unverified');
    // From the booking entry, so that the confirmation offering to go on booking follows.
    await goto(page, '/home');
    await page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: '入馆预约' })
      .click();
    const dialog = await waitForDialog(page, '实名认证');
    await shootView(page, 'dialog-real-name');
    await dialog.getByRole('button', { name: '提交认证' }).click();
    await page.waitForTimeout(300);
    await shootView(page, 'dialog-real-name-errors');
    // A visitor from abroad: the passport, with the name as the passport prints it.
    await chooseOption(page, dialog.getByRole('combobox', { name: '证件类型' }), '护照');
    await dialog.getByRole('textbox', { name: '真实姓名' }).fill('Anna Schmidt');
    await dialog.getByRole('textbox', { name: '护照号码' }).fill(passport);
    await shootView(page, 'dialog-real-name-passport');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '提交认证' }).click();
    await page.getByRole('button', { name: '继续预约' }).waitFor({ timeout: 15_000 });
    await shootView(page, 'dialog-real-name-continue-booking');
    await page.keyboard.press('Escape');
  });

  await step(`dialog-reservation-${w}`, async () => {
    await goto(page, '/home');
    await page
      .getByRole('navigation', { name: '快捷服务' })
      .getByRole('button', { name: '入馆预约' })
      .click();
    const dialog = await waitForDialog(page, '入馆预约');
    await dialog.getByRole('radiogroup', { name: '入馆日期' }).waitFor();
    await shootView(page, 'dialog-reservation');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    await page.waitForTimeout(300);
    await shootView(page, 'dialog-reservation-errors');
    await dialog.locator('input[name=entry-day]:not([disabled])').first().check();
    await dialog.getByRole('textbox', { name: /^参观人1\s*姓名$/ }).fill('Anna Schmidt');
    await dialog.locator('label', { hasText: /^女$/ }).first().click();
    await dialog.getByRole('spinbutton', { name: /^参观人1\s*年龄$/ }).fill('41');
    await chooseOption(page, dialog.getByRole('combobox', { name: /^参观人1\s*证件类型$/ }), '护照');
    await dialog.getByRole('textbox', { name: /^参观人1\s*证件号码$/ }).fill(passport);
    await dialog.getByRole('button', { name: '添加参观人' }).click();
    await dialog.getByRole('textbox', { name: /^参观人2\s*姓名$/ }).fill('买买提·艾力');
    await dialog.locator('label', { hasText: /^男$/ }).nth(1).click();
    await dialog.getByRole('spinbutton', { name: /^参观人2\s*年龄$/ }).fill('8');
    await dialog.getByRole('textbox', { name: /^参观人2\s*证件号码$/ }).fill(idCard());
    await dialog.getByRole('textbox', { name: '联系电话' }).fill(phone);
    await shootView(page, 'dialog-reservation-filled');
    await dialog.getByRole('button', { name: '提交预约' }).click();
    await dialog.getByText('预约成功').first().waitFor({ timeout: 15_000 });
    await dialog.getByRole('article', { name: '入馆凭证' }).getByRole('img').first().waitFor();
    await shootView(page, 'dialog-reservation-ticket');
    await dialog.getByRole('button', { name: '完成' }).click();
  });

  await step(`dialog-host-application-${w}`, async () => {
    await goto(page, '/home');
    await openParticipation(page);
    if (wide(page)) await shootView(page, 'popover-participate-signed-in');
    await page.getByRole('button', { name: /申请办展/ }).click();
    const dialog = await waitForDialog(page, '申请办展');
    await dialog.getByRole('region', { name: '办展须知' }).waitFor();
    await shootView(page, 'dialog-host-application');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await page.waitForTimeout(300);
    await shootView(page, 'dialog-host-application-errors');
    await dialog.locator('input[type=file]').setInputFiles({
      name: '办展方案.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('link', { name: '办展方案.pdf' }).waitFor();
    await dialog.getByPlaceholder('开始日期').click();
    await page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-in-view').first().waitFor();
    await shootView(page, 'dialog-host-application-date-picker');
    // One month at a time: a first day picked, then the last day's picker opens by itself.
    await page
      .locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view:not(.ant-picker-cell-disabled)')
      .first()
      .click();
    // The start picker may still be closing while the end one opens.
    await page.locator('.ant-picker-dropdown:visible').last().waitFor();
    await shootView(page, 'dialog-host-application-end-picker');
    await page.keyboard.press('Escape');
    // Then the period wanted, typed as a keyboard user would.
    for (const [name, days] of [
      ['开始日期', 14],
      ['结束日期', 30],
    ] as const) {
      const input = dialog.getByRole('textbox', { name });
      await input.fill(dayFromNow(days));
      await input.press('Enter');
    }
    await dialog.getByRole('textbox', { name: '联系人' }).fill('古丽娜尔');
    await dialog
      .getByRole('textbox', { name: '展览简介' })
      .fill('以天山南北的岩画与当代版画对话，呈现游牧文化中的图像记忆。');
    await shootView(page, 'dialog-host-application-filled');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await dialog.getByText('办展申请已提交').waitFor({ timeout: 15_000 });
    await shootView(page, 'dialog-host-application-done');
  });

  await step(`dialog-donation-${w}`, async () => {
    await goto(page, '/home');
    await openParticipation(page);
    await page.getByRole('button', { name: /藏品捐赠/ }).click();
    const dialog = await waitForDialog(page, '藏品捐赠');
    await shootView(page, 'dialog-donation');
    const photo = await (await api.get('/files/demo/exhibition/03.jpg')).body();
    await dialog.locator('input[type=file]').setInputFiles([
      { name: '藏品正面.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: '收藏证明.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await dialog.getByRole('img', { name: '藏品正面.jpg 预览' }).waitFor({ timeout: 15_000 });
    await dialog.getByRole('textbox', { name: '联系人' }).fill('马建国');
    await dialog
      .getByRole('textbox', { name: '藏品简介' })
      .fill('祖父收藏的一幅 1950 年代天山写生油画，布面，保存完好。');
    await shootView(page, 'dialog-donation-filled');
    await dialog.getByRole('button', { name: '提交登记' }).click();
    await dialog.getByText('捐赠登记已提交').waitFor({ timeout: 15_000 });
    await shootView(page, 'dialog-donation-done');
  });

  // An exhibition order and favourites, over the API.
  await step(`orders-and-favourites-${w}`, async () => {
    const order = { num: 2, people: '阿依古丽', phone };
    const ordered = await bookFirstBookable(api, token, 1, order);
    if (!ordered) note('no exhibition takes bookings: the orders tab stays empty');
    await bookFirstBookable(api, token, 2, { ...order, num: 1 });
    const favourite = async (module: number, listPath: string) => {
      const rows = (await (await api.get(`${API}${listPath}?pageSize=1`)).json()).rows as { id: number }[];
      if (rows[0])
        await call(api, token, 'POST', '/client/action', { module, resId: rows[0].id, type: 'collect' });
    };
    await favourite(1, '/client/zhanlan/list');
    await favourite(4, '/client/yishujia/list');
    await favourite(6, '/client/notice/list');
    if (ordered) {
      await goto(page, `/exhibition/detail/${ordered}`);
      await shootPage(page, 'screen-exhibition-detail-ordered');
    }
  });

  await step(`dialog-event-order-${w}`, async () => {
    // A second bookable exhibition shows the order dialog itself.
    const list = await (await api.get(`${API}/client/zhanlan/list?pageSize=50`)).json();
    for (const row of list.rows as { id: number }[]) {
      const availability = await (
        await api.get(`${API}/client/zhanlan/order/availability?module=1&resId=${row.id}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json();
      if (!availability.data?.bookable || availability.data.myOrderId) continue;
      await goto(page, `/exhibition/detail/${row.id}`);
      await page.getByRole('button', { name: '预约展览' }).click();
      await page.locator('.ant-modal:visible').waitFor();
      await shootView(page, 'dialog-event-order');
      await page.keyboard.press('Escape');
      break;
    }
  });

  for (const tab of USER_CENTER_TABS) {
    await step(`center-${tab}-${w}`, async () => {
      await goto(page, `/userCenter/${tab}`);
      await page.locator('#center-content h2').first().waitFor();
      await idle(page);
      await shootPage(page, `center-${tab}`);
    });
  }

  await step(`dialog-entry-code-${w}`, async () => {
    await goto(page, '/userCenter/bookings');
    await page.getByRole('button', { name: '入馆码' }).first().click();
    await waitForDialog(page, '入馆码');
    await shootView(page, 'dialog-entry-code');
    await page.keyboard.press('Escape');
  });

  await step(`dialog-cancel-booking-${w}`, async () => {
    await goto(page, '/userCenter/bookings');
    await page.getByRole('button', { name: '取消预约' }).first().click();
    await page.getByRole('dialog').filter({ hasText: '取消这次入馆预约？' }).waitFor();
    await shootView(page, 'dialog-cancel-booking-confirm');
    await page.keyboard.press('Escape');
  });

  await step(`dialog-withdraw-application-${w}`, async () => {
    await goto(page, '/userCenter/applications');
    await page.getByRole('button', { name: '撤回申请' }).first().click();
    const confirm = page.getByRole('dialog').filter({ hasText: '撤回这份办展申请？' });
    await confirm.waitFor();
    await shootView(page, 'dialog-withdraw-application-confirm');
    await confirm.getByRole('button', { name: '撤回申请' }).click();
    await page.getByRole('button', { name: '删除' }).first().click();
    await page.getByRole('dialog').filter({ hasText: '删除这份申请记录？' }).waitFor();
    await shootView(page, 'dialog-delete-application-confirm');
    await page.keyboard.press('Escape');
  });

  await step(`menu-account-${w}`, async () => {
    await goto(page, '/home');
    await header(page)
      .getByRole('button', { name: /账户菜单/ })
      .click();
    await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
    await shootView(page, 'menu-account');
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await waitForDialog(page, '退出登录');
    await shootView(page, 'dialog-logout-confirm');
    await page.keyboard.press('Escape');
  });

  await context.close();
  await api.dispose();
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  await startTour(
    path.resolve(import.meta.dirname, '../.artifacts/tour'),
    Boolean(arg('only') || arg('part')),
  );
  const browser = await launchChromium();
  try {
    for (const size of SIZES) {
      console.info(`${size.width}×${size.height}`);
      if (PARTS.has('screens')) await tourScreens(browser, size);
      if (PARTS.has('login')) await tourLogin(browser, size);
      if (PARTS.has('visitor')) await tourVisitor(browser, size);
    }
  } finally {
    await browser.close();
  }
  endTour();
}

await main();
