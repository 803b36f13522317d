import { idCardCheckDigit } from '@museum/shared';
import { watchCaptcha } from '../src/captcha.ts';
import { expect, type Locator, type Page, test } from '../src/test.ts';

/**
 * Accounts end to end: register with a code from the console SMS outbox, sign out, sign in with a
 * password (a failure brings a new captcha), by SMS and through the WeChat simulator with profile completion,
 * recover the password, verify the real name and close the account.
 */
// Serial: one visitor's story; long enough to wait out the one-code-a-minute gap when a phone gets a second code.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const PASSWORD = 'Museum2026';
const NEW_PASSWORD = 'Tianshan2027';
const run = Date.now().toString().slice(-7);
/** Phones of this run: registered, SMS-only and WeChat-bound. */
const phones = { main: `137${run}1`, sms: `137${run}2`, wechat: `137${run}3` };
const lastSent = new Map<string, number>();

/** A valid 18-digit ID number (GB 11643 check digit) unique to this run. */
function idCard(): string {
  const day = String((Number(run.slice(-2)) % 28) + 1).padStart(2, '0');
  const body = `650102199001${day}${run.slice(-3)}`;
  return body + idCardCheckDigit(body);
}

/** Clicks "get code" and reads the new code from the console provider's outbox. */
async function smsCode(page: Page, scope: Locator, phone: string, type: string): Promise<string> {
  // One code a minute per phone (docs/PRODUCT.md): wait out the gap when this run sent one recently.
  const gap = 61_000 - (Date.now() - (lastSent.get(phone) ?? 0));
  if (gap > 0) await page.waitForTimeout(gap);
  const clicked = Date.now();
  await scope.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送，5分钟内有效').last()).toBeVisible();
  lastSent.set(phone, Date.now());
  let code = '';
  await expect
    .poll(async () => {
      const body = await (await page.request.get(`/prod-api/dev/sms-outbox?phone=${phone}`)).json();
      const entry = (body.data as { type: string; code: string; sentAt: string }[]).find(
        (e) => e.type === type && Date.parse(e.sentAt) >= clicked - 1000,
      );
      code = entry?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

function header(page: Page) {
  return page.getByRole('banner');
}

/** The login dialog; its name follows the mode, so it is found by role alone (one dialog at a time). */
async function openLogin(page: Page) {
  await page.goto('/home');
  await header(page).getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog', { name: /账号登录/ })).toBeVisible();
  return page.getByRole('dialog');
}

async function passwordSignIn(page: Page, phone: string, password: string) {
  const captcha = watchCaptcha(page);
  const dialog = await openLogin(page);
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('密码').fill(password);
  await dialog.getByLabel('图形验证码').fill(await captcha.answer(page.request));
  await submitAndReload(page, dialog.getByRole('button', { name: '登录', exact: true }));
}

/** Signing in or completing the profile ends with a page reload (docs/spec §4): wait for it. */
async function submitAndReload(page: Page, button: Locator) {
  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await button.click();
  await reloaded;
}

async function expectSignedIn(page: Page, name: RegExp | string) {
  await expect(header(page).getByRole('button', { name: /账户菜单/ })).toContainText(name, {
    timeout: 15_000,
  });
}

async function signOut(page: Page) {
  await header(page)
    .getByRole('button', { name: /账户菜单/ })
    .click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog', { name: '退出登录' })
    .getByRole('button', { name: /^退\s?出$/ })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(header(page).getByRole('button', { name: '登录' })).toBeVisible();
}

test('registers with an SMS code, signs out, and signs in with a password after a failed try', async ({
  page,
}) => {
  const captcha = watchCaptcha(page);
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '注册账号' }).click();
  await expect(page.getByRole('dialog', { name: /注册账号/ })).toBeVisible();
  await dialog.getByLabel('手机号').fill(phones.main);
  const code = await smsCode(page, dialog, phones.main, 'signUp');
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await dialog.getByLabel('短信验证码').fill(code);
  await dialog.getByLabel('设置密码').fill(PASSWORD);
  // The agreement is required, with the message of docs/spec §5.
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(dialog.getByText('请勾选同意《用户服务协议》和《隐私政策》')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功，请登录')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /账号登录/ })).toBeVisible();
  await expect(dialog.getByLabel('手机号')).toHaveValue(phones.main);

  // A wrong password: the message counts the attempts left and a new captcha replaces the spent one.
  const image = dialog.getByRole('img', { name: /图形验证码/ });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const before = await image.getAttribute('src');
  await dialog.getByLabel('密码').fill('Wrong2026x');
  await dialog.getByLabel('图形验证码').fill(await captcha.answer(page.request));
  const seen = captcha.count();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('手机号或密码错误，还可尝试4次')).toBeVisible();
  await expect.poll(() => captcha.count()).toBeGreaterThan(seen);
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(dialog.getByLabel('图形验证码')).toHaveValue('');

  await dialog.getByLabel('密码').fill(PASSWORD);
  await dialog.getByLabel('图形验证码').fill(await captcha.answer(page.request));
  await submitAndReload(page, dialog.getByRole('button', { name: '登录', exact: true }));
  await expectSignedIn(page, `观众${phones.main.slice(-4)}`);

  await signOut(page);
});

test('signs in by SMS, creating the account of a new phone', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '短信登录' }).click();
  await expect(page.getByRole('dialog', { name: /短信验证码登录/ })).toBeVisible();
  await dialog.getByLabel('手机号').fill(phones.sms);
  const code = await smsCode(page, dialog, phones.sms, 'signIn');
  await dialog.getByLabel('短信验证码').fill(code);
  await submitAndReload(page, dialog.getByRole('button', { name: '登录', exact: true }));
  await expectSignedIn(page, `观众${phones.sms.slice(-4)}`);
  await signOut(page);
});

test('signs in through the WeChat simulator and completes the profile', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '微信登录' }).click();
  await expect(dialog.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  const [phonePage] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: '在新窗口打开模拟器' }).click(),
  ]);
  await expect(phonePage.getByText('申请使用你的微信账号登录')).toBeVisible();
  await expect(dialog.getByText('已扫码，请在手机上确认登录')).toBeVisible();
  await phonePage.getByLabel('新建模拟微信用户').check();
  await phonePage.getByLabel('新用户的昵称（可不填）').fill('天池来客');
  await phonePage.getByRole('button', { name: '确认登录' }).click();
  await expect(phonePage.getByText('已确认登录')).toBeVisible();
  await phonePage.close();

  // Without a phone the dialog asks to bind one, and cannot be closed.
  const complete = page.getByRole('dialog', { name: /绑定手机号/ });
  await expect(complete).toBeVisible({ timeout: 15_000 });
  await expect(complete.getByRole('button', { name: /Close|关闭/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(complete).toBeVisible();
  await complete.getByLabel('手机号').fill(phones.wechat);
  const code = await smsCode(page, complete, phones.wechat, 'shenFen');
  await complete.getByLabel('短信验证码').fill(code);
  await submitAndReload(page, complete.getByRole('button', { name: '完成', exact: true }));
  await expectSignedIn(page, '天池来客');
  await signOut(page);
});

test('recovers the password with an SMS code', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: '忘记密码？' }).click();
  const forgot = page.getByRole('dialog', { name: /找回密码/ });
  await expect(forgot).toBeVisible();
  await forgot.getByLabel('手机号').fill(phones.main);
  const code = await smsCode(page, forgot, phones.main, 'findPwd');
  await forgot.getByLabel('短信验证码').fill(code);
  await forgot.getByLabel('新密码').fill(NEW_PASSWORD);
  await forgot.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /账号登录/ })).toBeVisible();

  await passwordSignIn(page, phones.main, NEW_PASSWORD);
  await expectSignedIn(page, `观众${phones.main.slice(-4)}`);
});

test('verifies the real name with separate consent and shows it masked', async ({ page }) => {
  await passwordSignIn(page, phones.main, NEW_PASSWORD);
  await expectSignedIn(page, `观众${phones.main.slice(-4)}`);
  await page.goto('/userCenter/realname');
  await page.getByRole('button', { name: '立即认证' }).click();
  const dialog = page.getByRole('dialog', { name: '实名认证' });
  await dialog.getByRole('textbox', { name: '真实姓名' }).fill('李文澜');
  const card = idCard();
  await dialog
    .getByRole('textbox', { name: '身份证号' })
    .fill(card.slice(0, 17) + (card[17] === '1' ? '2' : '1'));
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog.getByText('你输入的身份证号非法')).toBeVisible();
  await expect(dialog.getByText('请阅读并单独同意《实名信息处理规则》')).toBeVisible();
  await dialog.getByRole('textbox', { name: '身份证号' }).fill(card);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('实名认证成功')).toBeVisible();
  await expect(page.getByText('已完成实名认证')).toBeVisible();
  await expect(page.getByText('李*澜')).toBeVisible();
  await expect(page.getByText(`${card.slice(0, 4)}**********${card.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(card)).toHaveCount(0);
});

test('closes the account after a clear warning and frees the phone', async ({ page }) => {
  await passwordSignIn(page, phones.main, NEW_PASSWORD);
  await expectSignedIn(page, `观众${phones.main.slice(-4)}`);
  await page.goto('/userCenter/security');
  await expect(page.getByText('注销是不可撤销的操作。注销后：')).toBeVisible();
  await page.getByRole('button', { name: '注销账号' }).click();
  const dialog = page.getByRole('dialog', { name: /确认注销账号/ });
  await dialog.getByLabel('登录密码').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(dialog.getByText('请确认您已了解注销的后果')).toBeVisible();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByText('账号已注销，感谢您对天山美术馆的关注')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(header(page).getByRole('button', { name: '登录' })).toBeVisible();

  const check = await (await page.request.get(`/prod-api/client/checkExist/${phones.main}`)).json();
  expect(check.code).toBe(200);
});
