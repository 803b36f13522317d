import type { Page } from '@playwright/test';

/**
 * Collects what would show a page's hydration went wrong: uncaught errors, and React's report of a mismatch between
 * the server's HTML and the first render in the browser (#418-#425 in production, "Hydration failed" or "did not
 * match" in development), after which React throws the server's markup away and draws the page again.
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|error #4(1[89]|2[0-5])/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}
