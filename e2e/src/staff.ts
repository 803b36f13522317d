import { AccountPaths, StaffPaths } from '@museum/shared';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { watchCaptcha } from './captcha.ts';
import { expect } from './test.ts';

/** Every demo staff account's password (outside production only). */
export const STAFF_PASSWORD = 'Museum2026';

/** Signs a demo staff member in to the console through its sign-in page, captcha included. */
export async function signInStaff(page: Page, username: string, password = STAFF_PASSWORD) {
  const captcha = watchCaptcha(page);
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('图形验证码').fill(await captcha.answer(page.request));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await expect(page).not.toHaveURL(/\/admin\/login/);
}

/** Signs a demo staff member in over the API, the captcha answered from the dev endpoint; answers the token. */
export async function staffToken(request: APIRequestContext, username: string): Promise<string> {
  const { uuid } = await (await request.get(`/prod-api${AccountPaths.captchaImage}`)).json();
  const captcha = await (await request.get(`/prod-api${AccountPaths.devCaptcha}?uuid=${uuid}`)).json();
  const signedIn = await (
    await request.post(`/prod-api${StaffPaths.login}`, {
      data: { username, password: STAFF_PASSWORD, code: captcha.data.answer, uuid },
    })
  ).json();
  expect(signedIn.code, JSON.stringify(signedIn)).toBe(200);
  return signedIn.data.token;
}

/**
 * A demo staff member's session for calls the test makes itself (setting up a case): the captcha answered from
 * the dev endpoint, the token sent on every call.
 */
export async function staffRequest(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  username: string,
): Promise<APIRequestContext> {
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    const token = await staffToken(anonymous, username);
    return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  } finally {
    await anonymous.dispose();
  }
}
