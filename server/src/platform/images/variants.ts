import { createHash } from 'node:crypto';
import type { ObjectStorage } from '../storage/index.ts';
import { asImageError, openImage } from './limits.ts';
import { createTaskQueue, type TaskQueueOptions } from './task-queue.ts';

/**
 * `imgSize=W_H`: a copy cropped to fill W×H, or scaled to W (or H) when the other side is 0. Only a fixed set of
 * sizes is ever made, so that one image has a bounded number of copies however many sizes are asked for: widths
 * (and heights of `0_H`) are these, near those the site's srcsets ask for, with the default 300 ...
 */
export const VARIANT_WIDTHS = [
  96, 160, 240, 300, 320, 360, 480, 640, 720, 960, 1080, 1280, 1600, 1920,
] as const;
/** ... and a cropped copy has one of these shapes (height / width): square, 4:3, 4:5, 16:9 and the banner's 12:5. */
export const VARIANT_RATIOS = [1, 3 / 4, 5 / 4, 9 / 16, 5 / 12] as const;
/** Copies one image may have in one format: each width in each shape, plus scaled to a width or to a height. */
export const VARIANT_SIZE_COUNT = VARIANT_WIDTHS.length * (VARIANT_RATIOS.length + 2);
const IMAGE_SIZE_PATTERN = /^(\d{1,4})_(\d{1,4})$/;
const RESIZABLE = /\.(jpe?g|png|webp)$/i;
/** Derived files are never resized again. */
const DERIVED_PREFIXES = ['variants/', 'iiif/'];

export type VariantFormat = 'jpeg' | 'webp';

export interface ImageFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Originals that are drawn rather than stored: the keys under `prefix` name pictures the source can draw at any
 * width (the generated covers and demo art). A drawn original is kept in storage like an uploaded one.
 */
export interface GeneratedImages {
  prefix: string;
  /** Full-size pixels of the picture a key names, known without drawing it; null when it names none. */
  sizeOf(key: string): { width: number; height: number } | null;
  /** The picture, `width` pixels wide (full size when left out); the same bytes every time. */
  draw(key: string, width?: number): Promise<Buffer | null>;
}

export interface ImageVariants {
  /** A resized copy, made once and kept in storage; null when the size is invalid or the key no image. */
  variant(key: string, size: string, format?: VariantFormat): Promise<ImageFile | null>;
  /** Makes sure a generated image is in storage (drawn the first time it is asked for). */
  ensureOriginal(key: string): Promise<void>;
  /** The original's bytes, drawing a generated image if needed. */
  original(key: string): Promise<Buffer | null>;
  /**
   * Runs other image work (IIIF renders) in the same bounded queues as resizing, so that no burst of requests can
   * take every core: `pixels` (decoded or drawn; big when left out) picks the lane. Identical work in flight
   * (same id) is done once; a full lane refuses with QueueFullError.
   */
  schedule<T>(id: string, task: () => Promise<T>, pixels?: number): Promise<T>;
}

/**
 * Every resized copy of a file lives under one folder named after it, so they can go when the file goes; given a
 * folder (`uploads/12/`), the folder holding the copies of every file in it.
 */
export const variantFolder = (key: string) => `variants/${key.endsWith('/') ? key : `${key}/`}`;

/** The allowed width (or height) at least `side`, else the largest. */
const snap = (side: number) => VARIANT_WIDTHS.find((step) => step >= side) ?? VARIANT_WIDTHS.at(-1)!;
/** The allowed shape nearest `ratio`, measured as a factor (2:1 is as far from 1:1 as 1:2). */
const nearestRatio = (ratio: number) =>
  VARIANT_RATIOS.reduce((best, r) =>
    Math.abs(Math.log(r / ratio)) < Math.abs(Math.log(best / ratio)) ? r : best,
  );

/**
 * The allowed size `imgSize=W_H` is served at, or null when it is malformed. A crop takes the nearest shape and
 * the smallest allowed width whose copy covers W×H (`Math.round(width × shape)`, as the site computes heights).
 */
export function parseImageSize(size: string): { width: number; height: number } | null {
  const match = IMAGE_SIZE_PATTERN.exec(size);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  if (width === 0 && height === 0) return null;
  if (height === 0) return { width: snap(width), height: 0 };
  if (width === 0) return { width: 0, height: snap(height) };
  const ratio = nearestRatio(height / width);
  const w = snap(Math.max(width, Math.ceil((height - 0.5) / ratio - 1e-9)));
  return { width: w, height: Math.round(w * ratio) };
}

/**
 * Renders this many pixels or fewer are small (thumbnails, card images, deep-zoom tiles): they have a lane of
 * their own, so that big renders never keep a page's thumbnails waiting.
 */
export const SMALL_RENDER_PIXELS = 1024 * 1024;
/** Pixels a copy of this size draws (a side of 0 counted as a square). */
const pixelsOf = ({ width, height }: { width: number; height: number }) =>
  (width || height) * (height || width);

export const etagOf = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const CONTENT_TYPES: Record<VariantFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

/** Two renders at once in each lane, and a short line behind them: what the defaults of the settings say. */
const DEFAULT_QUEUE: TaskQueueOptions = { concurrency: 2, queueLength: 32 };

/**
 * `queue` sets each lane (small renders, big ones): how many run at once and how many may wait; beyond that a
 * render is refused with QueueFullError (503) instead of letting latency grow.
 */
export function createImageVariants(
  storage: ObjectStorage,
  generated?: GeneratedImages,
  queue: TaskQueueOptions = DEFAULT_QUEUE,
): ImageVariants {
  const lanes = { small: createTaskQueue(queue), large: createTaskQueue(queue) };
  const laneOf = (pixels: number) => (pixels <= SMALL_RENDER_PIXELS ? lanes.small : lanes.large);
  const sizeOfGenerated = (key: string) =>
    generated && key.startsWith(generated.prefix) ? generated.sizeOf(key) : null;

  const ensureOriginal = async (key: string) => {
    if (!generated || !sizeOfGenerated(key) || (await storage.exists(key))) return;
    // A whole original is drawn at full size: big work.
    await lanes.large.run(key, async () => {
      if (await storage.exists(key)) return;
      const body = await generated.draw(key);
      if (body) await storage.put(key, body, 'image/jpeg');
    });
  };

  /** The source to resize: the stored original, or a generated picture drawn straight at the size needed. */
  const sourceFor = async (key: string, width: number, height: number): Promise<Buffer | null> => {
    const stored = await storage.read(key);
    const full = sizeOfGenerated(key);
    if (stored || !generated || !full) return stored;
    const scale =
      width && height
        ? Math.max(width / full.width, height / full.height)
        : width
          ? width / full.width
          : height / full.height;
    return generated.draw(key, Math.ceil(full.width * Math.min(1, scale)));
  };

  return {
    ensureOriginal,
    schedule: (id, task, pixels = Number.POSITIVE_INFINITY) => laneOf(pixels).run(id, task),
    async original(key) {
      await ensureOriginal(key);
      return storage.read(key);
    },
    async variant(key, size, format = 'jpeg') {
      const dimensions = parseImageSize(size);
      if (!dimensions || !RESIZABLE.test(key) || DERIVED_PREFIXES.some((p) => key.startsWith(p))) return null;
      const { width, height } = dimensions;
      const ext = format === 'webp' ? 'webp' : 'jpg';
      const variantKey = `${variantFolder(key)}${width}_${height}.${ext}`;
      const contentType = CONTENT_TYPES[format];
      const cached = await storage.read(variantKey);
      if (cached) return { body: cached, contentType, etag: etagOf(cached) };
      return laneOf(pixelsOf(dimensions)).run(variantKey, async () => {
        const source = await sourceFor(key, width, height);
        if (!source) return null;
        const resized = openImage(source).resize(width || null, height || null, {
          fit: width && height ? 'cover' : 'inside',
          position: 'attention',
          withoutEnlargement: !(width && height),
        });
        const body = await (format === 'webp'
          ? resized.webp({ quality: 80 })
          : resized.jpeg({ quality: 82, mozjpeg: true })
        )
          .toBuffer()
          .catch((error: unknown) => {
            throw asImageError(error);
          });
        await storage.put(variantKey, body, contentType);
        return { body, contentType, etag: etagOf(body) };
      });
    },
  };
}
