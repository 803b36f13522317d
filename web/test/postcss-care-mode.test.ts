import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { careModeSizes } from '../postcss-care-mode.ts';

const run = async (css: string) => (await postcss([careModeSizes()]).process(css, { from: undefined })).css;

describe("care mode's floor under the style sheets' sizes", () => {
  it('holds every declared font size and unitless line height to the care variables', async () => {
    expect(await run('.a{font-size:13px;line-height:1.3}')).toBe(
      '.a{font-size:max(var(--care-text, 0px), 13px);line-height:max(var(--care-leading, 0), 1.3)}',
    );
    expect(await run('.t{font-size:clamp(28px, 5vw, 44px)}')).toBe(
      '.t{font-size:max(var(--care-text, 0px), clamp(28px, 5vw, 44px))}',
    );
  });

  it('leaves what follows the parent, and lengths of leading, as they are, and never wraps twice', async () => {
    const kept = '.a{font-size:inherit;line-height:20px}.b{font-size:max(var(--care-text, 0px), 12px)}';
    expect(await run(kept)).toBe(kept);
  });
});
