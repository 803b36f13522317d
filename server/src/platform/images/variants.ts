import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ObjectStorage } from '../storage/index.ts';
import { createTaskQueue } from './task-queue.ts';

/**
 * `imgSize=W_H`: a copy cropped to fill W×H, or scaled to W (or H) when the other side is 0. Sides snap up to
 * these steps so that arbitrary sizes cannot fill storage with variants.
 */
export const IMAGE_SIZE_STEPS = [
  16, 24, 32, 40, 48, 64, 80, 96, 120, 160, 200, 240, 300, 360, 400, 480, 540, 600, 720, 800, 960, 1080, 1200,
  1440, 1600, 1920, 2400,
];
const IMAGE_SIZE_PATTERN = /^(\d{1,4})_(\d{1,4})$/;
const MAX_SIDE = IMAGE_SIZE_STEPS[IMAGE_SIZE_STEPS.length - 1]!;
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
   * Runs other image work (IIIF renders) in the same small queue as resizing, so that no burst of requests can
   * take every core; identical work in flight (same id) is done once.
   */
  schedule<T>(id: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Every resized copy of a file lives under one folder named after it, so they can go when the file goes; given a
 * folder (`uploads/12/`), the folder holding the copies of every file in it.
 */
export const variantFolder = (key: string) => `variants/${key.endsWith('/') ? key : `${key}/`}`;

const snap = (side: number) => (side === 0 ? 0 : IMAGE_SIZE_STEPS.find((step) => step >= side));

/** The snapped size of `imgSize=W_H`, or null when it is malformed or out of range. */
export function parseImageSize(size: string): { width: number; height: number } | null {
  const match = IMAGE_SIZE_PATTERN.exec(size);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  if ((width === 0 && height === 0) || width > MAX_SIDE || height > MAX_SIDE) return null;
  const w = snap(width);
  const h = snap(height);
  return w === undefined || h === undefined ? null : { width: w, height: h };
}

export const etagOf = (body: Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

const CONTENT_TYPES: Record<VariantFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp' };

export function createImageVariants(storage: ObjectStorage, generated?: GeneratedImages): ImageVariants {
  const queue = createTaskQueue(2);
  const sizeOfGenerated = (key: string) =>
    generated && key.startsWith(generated.prefix) ? generated.sizeOf(key) : null;

  const ensureOriginal = async (key: string) => {
    if (!generated || !sizeOfGenerated(key) || (await storage.exists(key))) return;
    await queue.run(key, async () => {
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
    schedule: (id, task) => queue.run(id, task),
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
      return queue.run(variantKey, async () => {
        const source = await sourceFor(key, width, height);
        if (!source) return null;
        const resized = sharp(source).resize(width || null, height || null, {
          fit: width && height ? 'cover' : 'inside',
          position: 'attention',
          withoutEnlargement: !(width && height),
        });
        const body = await (format === 'webp'
          ? resized.webp({ quality: 80 })
          : resized.jpeg({ quality: 82, mozjpeg: true })
        ).toBuffer();
        await storage.put(variantKey, body, contentType);
        return { body, contentType, etag: etagOf(body) };
      });
    },
  };
}
