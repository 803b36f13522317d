import { CARE_MODE, CARE_MODE_COOKIE, CARE_MODE_ON } from '@museum/shared';
import type { BrowserContext, Page } from '@playwright/test';
import axe from 'axe-core';

/** Care mode for the context's pages, as the header's switch leaves it: the cookie, before the first page. */
export async function useCareMode(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: CARE_MODE_COOKIE, value: CARE_MODE_ON, url: baseURL }]);
}

export interface CareShortfall {
  kind: 'text' | 'heading' | 'leading' | 'target';
  what: string;
  measured: string;
}

/**
 * What on the page falls short of care mode's contract (docs/PRODUCT.md "Everyone can use it"), measured from the
 * browser's computed styles and boxes: text under 18 px, heading text under 24 px, line height under 1.5, and any
 * control (button, field, link standing on its own) smaller than 44 × 44 px. Only what a visitor can see counts:
 * hidden, clipped (screen-reader only) and decorative (aria-hidden) parts are left out, and so are links inside
 * running text, which WCAG's target rule exempts too.
 */
export function careShortfalls(page: Page, within = 'body'): Promise<CareShortfall[]> {
  return page.evaluate(
    ({ within, contract }) => {
      const found: { kind: 'text' | 'heading' | 'leading' | 'target'; what: string; measured: string }[] = [];
      const root = document.querySelector(within) ?? document.body;
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('')} "${(el.textContent ?? '').trim().slice(0, 24)}"`;
      const shown = (el: Element) => {
        if (el.closest('[aria-hidden="true"], svg, [hidden], .visually-hidden')) return false;
        const box = el.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) return false;
        for (let node: Element | null = el; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
            return false;
          if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
        }
        return true;
      };
      for (const el of root.querySelectorAll('*')) {
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 0,
        );
        if (!ownText || !shown(el)) continue;
        const style = getComputedStyle(el);
        const size = Number.parseFloat(style.fontSize);
        const heading = el.closest('h1, h2, h3, h4, h5, h6') !== null;
        const least = heading ? contract.minHeadingPx : contract.minTextPx;
        if (size < least - 0.01)
          found.push({ kind: heading ? 'heading' : 'text', what: name(el), measured: `${size}px` });
        const leading = style.lineHeight === 'normal' ? 1.2 : Number.parseFloat(style.lineHeight) / size;
        // A single line's leading is not read as spacing between lines; only text that wraps is held to it.
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (leading < contract.minLineHeight - 0.01 && lines.size > 1)
          found.push({ kind: 'leading', what: name(el), measured: leading.toFixed(2) });
      }
      const controls = root.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [role="combobox"]',
      );
      for (const el of controls) {
        if (!shown(el) && !(el instanceof HTMLInputElement)) continue;
        // antd hides a checkbox's or radio's own input under its drawn box; the label around both is the target.
        // A field's box is antd's wrapper around it (affixes, a select's or picker's frame).
        const target =
          el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
            ? (el.closest('label') ?? el)
            : (el.closest(
                '.ant-input-affix-wrapper, .ant-input-group-wrapper, .ant-input-number, .ant-select, .ant-picker',
              ) ?? el);
        if (!shown(target)) continue;
        if (
          target.tagName === 'A' &&
          target.closest('p, li, dd, td') &&
          getComputedStyle(target).display === 'inline'
        ) {
          const block = target.closest('p, li, dd, td')!;
          const inRunningText =
            (block.textContent ?? '').trim().length > (target.textContent ?? '').trim().length + 4;
          if (inRunningText) continue;
        }
        // A tile's action stretches over the tile through a positioned ::after: the tile is what is pressed.
        const cover = getComputedStyle(target, '::after');
        const covered = cover.content !== 'none' && cover.position === 'absolute';
        const box = (
          covered ? ((target as HTMLElement).offsetParent ?? target) : target
        ).getBoundingClientRect();
        if (box.width < contract.minTargetPx - 0.5 || box.height < contract.minTargetPx - 0.5)
          found.push({
            kind: 'target',
            what: name(target),
            measured: `${Math.round(box.width)}×${Math.round(box.height)}`,
          });
      }
      // One line a problem, however many nodes share it.
      const seen = new Set<string>();
      return found.filter((f) => {
        const key = `${f.kind} ${f.what}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    { within, contract: CARE_MODE },
  );
}

/** Text below the enhanced contrast of care mode (7:1, axe-core's `color-contrast-enhanced`). */
export async function careContrastFailures(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (context) => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(context ?? document, {
      runOnly: { type: 'rule', values: ['color-contrast-enhanced'] },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`),
    );
  }, within);
}
