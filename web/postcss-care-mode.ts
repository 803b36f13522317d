import type { PluginCreator } from 'postcss';

/** Sizes that name no length of their own: left as they are (they follow the parent, which is held already). */
const KEYWORD = /^(inherit|initial|unset|revert|revert-layer|smaller|larger)$/i;
const UNITLESS = /^\d*\.?\d+$/;
const HELD = /^max\(var\(--care-/;

/**
 * Care mode's floor under every size the site's style sheets declare (docs/PRODUCT.md "Everyone can use it"):
 * `font-size: 13px` becomes `font-size: max(var(--care-text, 0px), 13px)`, and a unitless line height likewise
 * with `--care-leading`. The variables are set only under `html[data-care]` (global.css: 18 px text, 24 px in
 * headings, 1.5 leading), so the standard page computes the sizes it always had, and care mode needs no second
 * copy of each rule: its cost is these few bytes a size, a few hundred bytes compressed.
 */
export const careModeSizes: PluginCreator<void> = () => ({
  postcssPlugin: 'museum-care-mode',
  Declaration: {
    'font-size': (declaration) => {
      const value = declaration.value.trim();
      if (KEYWORD.test(value) || HELD.test(value)) return;
      declaration.value = `max(var(--care-text, 0px), ${value})`;
    },
    'line-height': (declaration) => {
      const value = declaration.value.trim();
      if (!UNITLESS.test(value)) return;
      declaration.value = `max(var(--care-leading, 0), ${value})`;
    },
  },
});
careModeSizes.postcss = true;
