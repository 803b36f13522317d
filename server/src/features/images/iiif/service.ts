import type { IiifImageInfo } from '@museum/shared';
import sharp from 'sharp';
import { asImageError, openImage } from '../../../platform/images/limits.ts';
import { IIIF_FORMATS, type ImageRequest, MAX_SIZE } from './params.ts';

/** Tiles of the deep-zoom pyramid, in source pixels at scale factor 1. */
export const TILE_SIZE = 512;
const SMALLEST_SIZE = 96;

export const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';
export const IMAGE_PROFILE = 'level2';

interface Dimensions {
  width: number;
  height: number;
}

/** 1, 2, 4 ... until one tile covers the whole image. */
export function scaleFactors({ width, height }: Dimensions): number[] {
  const factors = [1];
  while (Math.max(width, height) / factors[factors.length - 1]! > TILE_SIZE)
    factors.push(factors[factors.length - 1]! * 2);
  return factors;
}

/** The Image Information document (info.json) of one image. */
export function infoDocument(id: string, image: Dimensions): IiifImageInfo {
  const sizes = scaleFactors(image)
    .slice(1)
    .map((f) => ({ width: Math.ceil(image.width / f), height: Math.ceil(image.height / f) }))
    .filter((s) => Math.max(s.width, s.height) >= SMALLEST_SIZE)
    .reverse();
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: IMAGE_PROFILE,
    width: image.width,
    height: image.height,
    maxWidth: MAX_SIZE,
    maxHeight: MAX_SIZE,
    sizes,
    tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: scaleFactors(image) }],
    extraQualities: ['color', 'gray'],
    extraFormats: ['webp'],
    extraFeatures: ['mirroring', 'sizeUpscaling', 'profileLinkHeader'],
  };
}

/**
 * Requests a deep-zoom viewer makes (a tile of the pyramid or one of the listed sizes, unrotated) are kept in
 * storage; any other region or size is drawn each time, so odd requests cannot fill the disk.
 */
export function isCanonical(request: ImageRequest, image: Dimensions): boolean {
  if (request.rotation !== 0 || request.mirror || request.quality === 'gray') return false;
  const { region } = request;
  const whole =
    region.x === 0 && region.y === 0 && region.width === image.width && region.height === image.height;
  if (whole)
    return (
      infoDocument('', image).sizes.some((s) => s.width === request.width && s.height === request.height) ||
      request.width === image.width
    );
  return scaleFactors(image).some((f) => {
    const span = TILE_SIZE * f;
    return (
      region.x % span === 0 &&
      region.y % span === 0 &&
      region.width === Math.min(span, image.width - region.x) &&
      region.height === Math.min(span, image.height - region.y) &&
      request.width === Math.ceil(region.width / f) &&
      request.height === Math.ceil(region.height / f)
    );
  });
}

export function cacheKey(imageId: string, request: ImageRequest): string {
  const { region } = request;
  return `iiif/${imageId}/${region.x},${region.y},${region.width},${region.height}/${request.width},${request.height}/${request.quality}.${request.format}`;
}

/**
 * Cuts, scales, mirrors, turns and encodes the requested image; a source over the pixel limit throws
 * ImageTooLargeError before its pixels are decoded.
 */
export function renderImageRequest(source: Buffer, request: ImageRequest): Promise<Buffer> {
  return render(source, request).catch((error: unknown) => {
    throw asImageError(error);
  });
}

async function render(source: Buffer, request: ImageRequest): Promise<Buffer> {
  const { region } = request;
  let image = openImage(source)
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
    .resize(request.width, request.height, { fit: 'fill' });
  if (request.mirror) image = image.flop();
  if (request.quality === 'gray') image = image.greyscale();
  if (request.rotation !== 0) {
    // sharp rotates before it resizes within one pipeline; the IIIF order is region, size, rotation
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    image = sharp(data, { raw: info }).rotate(request.rotation);
  }
  switch (request.format) {
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: 82 }).toBuffer();
    default:
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
}

export const contentTypeOf = (request: ImageRequest) => IIIF_FORMATS[request.format];
