import { CARE_MODE } from '@museum/shared';
import { describe, expect, it } from 'vitest';
import { careLayer } from './care-theme';
import { siteTheme } from './theme';

describe("the site's theme in care mode", () => {
  it("gives antd the contract's sizes: text, headings and controls", () => {
    const token = siteTheme({ care: careLayer, motion: true }).token!;
    expect(token.fontSize).toBeGreaterThanOrEqual(CARE_MODE.minTextPx);
    expect(token.fontSizeSM).toBeGreaterThanOrEqual(CARE_MODE.minTextPx);
    for (const heading of [1, 2, 3, 4, 5] as const)
      expect(token[`fontSizeHeading${heading}`]).toBeGreaterThanOrEqual(CARE_MODE.minHeadingPx);
    expect(token.controlHeightSM).toBeGreaterThanOrEqual(CARE_MODE.minTargetPx);
    expect(token.lineHeight).toBeGreaterThanOrEqual(CARE_MODE.minLineHeight);
    // The standard theme is left as it was.
    expect(siteTheme({ motion: true }).token!.fontSize).toBe(15);
  });
});
