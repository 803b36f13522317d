import { test as base, expect } from '@playwright/test';

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
export const test = base.extend<{ contentSecurityPolicy: undefined }>({
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

export { expect };
