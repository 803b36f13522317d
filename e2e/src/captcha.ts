import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test.ts';

/** Remembers the uuid of every captcha the page fetches, to read its answer from the dev endpoint. */
export function watchCaptcha(page: Page) {
  const seen: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/prod-api/captchaImage')) return;
    const body = await response.json().catch(() => null);
    if (body?.uuid) seen.push(body.uuid);
  });
  return {
    count: () => seen.length,
    async answer(request: APIRequestContext): Promise<string> {
      await expect.poll(() => seen.length).toBeGreaterThan(0);
      const body = await (await request.get(`/prod-api/dev/captcha?uuid=${seen[seen.length - 1]}`)).json();
      return body.data.answer;
    },
  };
}
