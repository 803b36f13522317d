import type { Page } from '@playwright/test';
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
