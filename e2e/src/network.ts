import type { Page, Request } from '@playwright/test';

/** What changes what a page shows when it arrives: pictures, media and fonts only repaint it. */
const SHAPING = (request: Request) => !['image', 'media', 'font'].includes(request.resourceType());

/**
 * A page's requests in flight, counted from the moment it is given here, so that "the network is quiet" can be
 * waited for at any moment, not only after a navigation (Playwright's `networkidle`), and for a quiet shorter than
 * its half second.
 */
export function requestsInFlight(page: Page, counts: (request: Request) => boolean = () => true) {
  const pending = new Set<Request>();
  let last = Date.now();
  const done = (request: Request) => {
    if (pending.delete(request)) last = Date.now();
  };
  page.on('request', (request) => {
    if (!counts(request)) return;
    pending.add(request);
    last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once nothing counted has been in flight for `quietMs` (or after `maxMs`, to let the caller judge). */
    async quiet(quietMs = 500, maxMs = 10_000) {
      const start = Date.now();
      while (Date.now() - start < maxMs) {
        if (pending.size === 0 && Date.now() - last >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}

const shaping = new WeakMap<Page, ReturnType<typeof requestsInFlight>>();

/** Starts counting the requests that can change what the page shows (src/test.ts does it for every page). */
export function trackShapingRequests(page: Page) {
  if (!shaping.has(page)) shaping.set(page, requestsInFlight(page, SHAPING));
}

/**
 * The page has what it shows: no document, script, style or data request in flight for 150 ms. Pictures may still
 * be arriving. A page not tracked from its start waits for Playwright's network idle instead.
 */
export async function whenSettled(page: Page) {
  const tracker = shaping.get(page);
  if (tracker) await tracker.quiet(150);
  else await page.waitForLoadState('networkidle');
}
