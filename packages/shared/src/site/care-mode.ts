/**
 * Care mode (关怀模式, docs/PRODUCT.md "Everyone can use it"): large text, strong contrast, large targets, a
 * calmer home page. The visitor's choice is kept in this cookie, which the server reads to draw pages in it.
 */
export const CARE_MODE_COOKIE = 'museum-care';
export const CARE_MODE_ON = '1';
/** The cookie lasts a year: an elder who turned it on once finds it on at the next visit. */
export const CARE_MODE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The contract's measures in care mode, read by the care theme and held by its tests. */
export const CARE_MODE = {
  minTextPx: 18,
  minHeadingPx: 24,
  minLineHeight: 1.5,
  minContrast: 7,
  minTargetPx: 44,
} as const;

/** Whether a Cookie header (or `document.cookie`) has care mode on. */
export function careModeIn(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(/;\s*/).some((part) => part === `${CARE_MODE_COOKIE}=${CARE_MODE_ON}`);
}
