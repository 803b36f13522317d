import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations
 * (the bar of docs/PRODUCT.md), each with the selectors of the offending nodes.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeFinding[]> {
  // Judge the settled page: lists dim while a new page loads (aria-busy), which is not what visitors read. A
  // navigation renders in a React transition, after the address has changed, so first let its requests finish,
  // then wait for the dimming and any finite transition to end.
  await page.waitForLoadState('networkidle');
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
  const violations = await page.evaluate(async (context) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page, include?: string) {
  const found = await seriousViolations(page, include);
  expect(
    found,
    found.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.targets.join('\n  ')}`).join('\n'),
  ).toEqual([]);
}
