/**
 * Parsing of IIIF Image API 3.0 request parameters ({region}/{size}/{rotation}/{quality}.{format}) into pixel
 * operations. Errors carry the HTTP status the specification asks for: 400 for a malformed or impossible
 * request, 501 for a well-formed one this server does not support.
 */
export class IiifError extends Error {
  constructor(
    readonly status: 400 | 404 | 501,
    message: string,
  ) {
    super(message);
    this.name = 'IiifError';
  }
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageRequest {
  region: Region;
  width: number;
  height: number;
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: 'default' | 'color' | 'gray';
  format: IiifFormat;
}

export const IIIF_FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type IiifFormat = keyof typeof IIIF_FORMATS;

/** Largest side the server returns (upscaling included). */
export const MAX_SIZE = 4096;

const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

function numbers(text: string, pattern: RegExp, what: string): number[] {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !pattern.test(p)))
    throw new IiifError(400, `Invalid ${what}: ${text}`);
  return parts.map(Number);
}

export function parseRegion(text: string, image: { width: number; height: number }): Region {
  let region: Region;
  if (text === 'full') return { x: 0, y: 0, width: image.width, height: image.height };
  if (text === 'square') {
    const side = Math.min(image.width, image.height);
    return {
      x: Math.floor((image.width - side) / 2),
      y: Math.floor((image.height - side) / 2),
      width: side,
      height: side,
    };
  }
  if (text.startsWith('pct:')) {
    const [x, y, w, h] = numbers(text.slice(4), NUMBER, 'region');
    region = {
      x: Math.round((x! / 100) * image.width),
      y: Math.round((y! / 100) * image.height),
      width: Math.round((w! / 100) * image.width),
      height: Math.round((h! / 100) * image.height),
    };
  } else {
    const [x, y, width, height] = numbers(text, INTEGER, 'region');
    region = { x: x!, y: y!, width: width!, height: height! };
  }
  if (region.width <= 0 || region.height <= 0)
    throw new IiifError(400, 'Region width and height must be above zero');
  if (region.x >= image.width || region.y >= image.height)
    throw new IiifError(400, 'Region is outside the image');
  // A region extending past the edges is cropped to the image, as the IIIF Image API asks.
  return {
    x: region.x,
    y: region.y,
    width: Math.min(region.width, image.width - region.x),
    height: Math.min(region.height, image.height - region.y),
  };
}

export function parseSize(text: string, region: Region): { width: number; height: number } {
  const upscale = text.startsWith('^');
  const spec = upscale ? text.slice(1) : text;
  const ratio = region.width / region.height;
  let width: number;
  let height: number;
  if (spec === 'max') {
    const scale = upscale
      ? Math.min(MAX_SIZE / region.width, MAX_SIZE / region.height)
      : Math.min(1, MAX_SIZE / region.width, MAX_SIZE / region.height);
    width = Math.round(region.width * scale);
    height = Math.round(region.height * scale);
  } else if (spec.startsWith('pct:')) {
    const pct = spec.slice(4);
    if (!NUMBER.test(pct) || Number(pct) <= 0) throw new IiifError(400, `Invalid size: ${text}`);
    width = Math.round((region.width * Number(pct)) / 100);
    height = Math.round((region.height * Number(pct)) / 100);
  } else {
    const confined = spec.startsWith('!');
    const match = /^(\d*),(\d*)$/.exec(confined ? spec.slice(1) : spec);
    if (!match || (!match[1] && !match[2]) || (confined && (!match[1] || !match[2])))
      throw new IiifError(400, `Invalid size: ${text}`);
    const w = match[1] ? Number(match[1]) : null;
    const h = match[2] ? Number(match[2]) : null;
    if (confined) {
      const scale = Math.min(w! / region.width, h! / region.height);
      width = Math.round(region.width * scale);
      height = Math.round(region.height * scale);
    } else if (w !== null && h !== null) {
      width = w;
      height = h;
    } else if (w !== null) {
      width = w;
      height = Math.round(w / ratio);
    } else {
      height = h!;
      width = Math.round(h! * ratio);
    }
  }
  if (width < 1 || height < 1) throw new IiifError(400, 'Requested size is zero');
  if (!upscale && (width > region.width || height > region.height)) {
    throw new IiifError(400, 'Requested size is larger than the region; use ^ to upscale');
  }
  if (width > MAX_SIZE || height > MAX_SIZE)
    throw new IiifError(400, `Requested size exceeds ${MAX_SIZE} pixels`);
  return { width, height };
}

export function parseRotation(text: string): { mirror: boolean; rotation: 0 | 90 | 180 | 270 } {
  const mirror = text.startsWith('!');
  const angle = mirror ? text.slice(1) : text;
  if (!NUMBER.test(angle) || Number(angle) > 360) throw new IiifError(400, `Invalid rotation: ${text}`);
  const degrees = Number(angle) % 360;
  if (degrees % 90 !== 0) throw new IiifError(501, 'Only rotation by multiples of 90 degrees is supported');
  return { mirror, rotation: degrees as 0 | 90 | 180 | 270 };
}

export function parseQualityFormat(text: string): { quality: ImageRequest['quality']; format: IiifFormat } {
  const match = /^(\w+)\.(\w+)$/.exec(text);
  if (!match) throw new IiifError(400, `Invalid quality and format: ${text}`);
  const [, quality, format] = match;
  if (!['default', 'color', 'gray', 'bitonal'].includes(quality!))
    throw new IiifError(400, `Invalid quality: ${quality}`);
  if (quality === 'bitonal') throw new IiifError(501, 'Bitonal quality is not supported');
  if (!(format! in IIIF_FORMATS)) throw new IiifError(501, `Format ${format} is not supported`);
  return { quality: quality as ImageRequest['quality'], format: format as IiifFormat };
}

export function parseImageRequest(
  image: { width: number; height: number },
  params: { region: string; size: string; rotation: string; quality: string },
): ImageRequest {
  const region = parseRegion(params.region, image);
  return {
    region,
    ...parseSize(params.size, region),
    ...parseRotation(params.rotation),
    ...parseQualityFormat(params.quality),
  };
}
