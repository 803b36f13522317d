import type { GeneratedImages } from '../../platform/images/variants.ts';
import { demoArtFor } from './catalog.ts';
import { buildPicture, FORMATS } from './recipes.ts';
import { renderPicture } from './render.ts';

export { demoCollectionKey } from './catalog.ts';

/** Generated demo images live under this prefix; anything else in storage is real. */
export const DEMO_PREFIX = 'demo/';

/** Pixel size of a demo image at full size, known without drawing it (the seed records it for IIIF). */
export function demoImageSize(key: string): { width: number; height: number } | null {
  const art = demoArtFor(key);
  if (!art) return null;
  const [width, height] = FORMATS[art.format];
  return { width, height };
}

/**
 * Draws a demo image from its key, the same bytes every time; `width` draws it smaller (thumbnails need not
 * wait for the full-size original). Null when the key names no demo image.
 */
export async function renderDemoImage(key: string, width?: number): Promise<Buffer | null> {
  const art = demoArtFor(key);
  if (!art) return null;
  const picture = buildPicture(art, key);
  return renderPicture(
    picture,
    Math.min(picture.width, Math.max(16, Math.round(width ?? picture.width))),
    key,
  );
}

/** The demo art as the image service's generated originals: drawn on first request, then kept in storage. */
export const demoImages: GeneratedImages = {
  prefix: DEMO_PREFIX,
  sizeOf: demoImageSize,
  draw: renderDemoImage,
};
