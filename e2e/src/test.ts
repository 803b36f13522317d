import { test as base, expect, type Page } from '@playwright/test';
import { trackShapingRequests } from './network.ts';

export * from '@playwright/test';

/**
 * Runs in every page and frame before its own scripts: reports each Content-Security-Policy violation to the
 * console (Chromium also logs its own "Refused to ... Content Security Policy" line), where the fixture reads it.
 */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`,
    );
  });
}

/**
 * Playwright's `test`, failing any test whose pages broke the server's Content-Security-Policy: the suite then
 * proves the policy lets every screen work. Every spec imports `test` and `expect` from here.
 */
const withPolicy = base.extend<{ contentSecurityPolicy: undefined }>({
  contentSecurityPolicy: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(reportViolations);
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) {
          violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      await use(undefined);
      expect(violations, 'a page broke the Content Security Policy').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Public pages arrive drawn by the server and answer clicks once the app has hydrated them (AppProviders marks
 * `<html data-hydrated>`): a page opened or reloaded is waited for, so no click lands on HTML not yet listening.
 * Pages without the site's root element (files, answers, another origin) and pages without JavaScript are not.
 */
async function whenHydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
  );
}

export const test = withPolicy.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    trackShapingRequests(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await whenHydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await whenHydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
