import { segment } from '../common/paths.ts';

/** IIIF Image API 3.0 and Presentation 3 services, at the server root. */
export const IiifPaths = {
  base: '/iiif/3',
  image: (imageId: string) => `/iiif/3/${segment(imageId)}`,
  info: (imageId: string) => `/iiif/3/${segment(imageId)}/info.json`,
  manifest: (culId: string) => `/iiif/3/manifest/${segment(culId)}`,
} as const;

/** The IIIF id of an item's n-th image (from 1): `TSM-HH-0001_1`. */
export const iiifImageId = (culId: string, index: number) => `${culId}_${index}`;

/**
 * `?imgSize=W_H` on a served image returns a resized, cached copy (cropped to fill); a 0 side keeps the
 * proportions. The server makes a fixed set of sizes (a few widths, each in a few shapes) and serves the nearest
 * that covers the one asked for, so ask for the size you display.
 */
export function imageSize(url: string, width: number, height = 0): string {
  if (!url.startsWith('/files/')) return url;
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('imgSize', `${width}_${height}`);
  return `${path}?${params.toString()}`;
}

/**
 * `srcset` of resized copies at the given widths, keeping `ratio` (height / width; 0 keeps the image's own); none
 * for a picture served elsewhere (an outside ICMS's), which has only its one size.
 */
export function imageSrcSet(url: string, widths: number[], ratio = 0): string | undefined {
  if (!url.startsWith('/files/')) return undefined;
  return widths.map((w) => `${imageSize(url, w, Math.round(w * ratio))} ${w}w`).join(', ');
}
