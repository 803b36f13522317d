import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { whenSettled } from './network.ts';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The rules of WCAG 2.2 at levels A and AA, as axe tags them: the bar of docs/PRODUCT.md "Everyone can use it". */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page as it is now (or on the part `include` selects) and returns
 * every violation, whatever axe calls its impact, each with the selectors of the offending nodes.
 */
export async function wcagViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  // Judge the settled page: lists dim while a new page loads (aria-busy), which is not what visitors read. A
  // navigation renders in a React transition, after the address has changed, so first let its requests finish
  // (pictures may still arrive: they change no rule's answer), then wait for the dimming and any finite
  // transition to end.
  await whenSettled(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ context, tags }) => {
      const result = await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { context: include, tags: WCAG_22_AA },
  );
}

/** Fails with a readable list when axe finds any WCAG 2.2 A/AA violation. */
export async function expectAccessible(page: Page, include?: string) {
  const found = await wcagViolations(page, include);
  expect(
    found,
    `${page.url()}\n${found.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.targets.join('\n  ')}`).join('\n')}`,
  ).toEqual([]);
}
