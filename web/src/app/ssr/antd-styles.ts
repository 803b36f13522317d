import { type createCache, extractStyle } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import hash from '@emotion/hash';

/** A theme's CSS variables as the server extracts them: `<style … data-token-hash="KEY" data-css-hash="ID">.KEY{`. */
const THEME_VARIABLES = /(<style [^>]*data-token-hash="([^"]+)" data-css-hash=")([^"]+)(">\.\2\{)/g;

/**
 * antd's styles of a rendered page, named as the browser's antd looks for them as the page hydrates, so that it finds
 * them there rather than adding them again: each addition restyles the whole page on the phone's main thread, in
 * hydration's longest task.
 * - The theme's CSS variables: the server names them by the token's hash, the browser by the theme's key
 *   (`@ant-design/cssinjs` useCacheToken), and so it added a second copy of 12 kB.
 * - The icons' own base styles, which `@ant-design/icons` adds once an icon is drawn in the browser, under its key.
 */
export function antdStyleTags(cache: ReturnType<typeof createCache>): string {
  const themes = extractStyle(cache).replace(
    THEME_VARIABLES,
    (_, start: string, key: string, _id: string, end: string) => `${start}${hash(`css-var-${key}`)}${end}`,
  );
  return `<style data-rc-order="prepend" rc-util-key="@ant-design-icons">${iconStyles}</style>${themes}`;
}
