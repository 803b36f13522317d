import { imageMessages } from '@museum/shared';
import sharp, { type SharpOptions } from 'sharp';
import { QueueFullError } from './task-queue.ts';

/**
 * Pixels the server decodes from one image at most (10000 × 10000). A 20000 × 20000 PNG is a few kilobytes on
 * disk and 1.2 GB once decoded; anything larger is refused before its pixels are read.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/** The side of the largest square accepted, as visitors are told it. */
export const MAX_INPUT_SIDE = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));

/** sharp on an image from outside (an upload, a stored file): never decodes more than MAX_INPUT_PIXELS. */
export const openImage = (input: Buffer | string, options: SharpOptions = {}) =>
  sharp(input, { ...options, limitInputPixels: MAX_INPUT_PIXELS });

/** The image has more pixels than MAX_INPUT_PIXELS. */
export class ImageTooLargeError extends Error {
  constructor() {
    super('image exceeds the pixel limit');
    this.name = 'ImageTooLargeError';
  }
}

/** sharp's own refusal of an image over the limit, as ImageTooLargeError; any other error as it is. */
export function asImageError(error: unknown): unknown {
  return error instanceof Error && /exceeds pixel limit/i.test(error.message)
    ? new ImageTooLargeError()
    : error;
}

/** Whether an image (a file path or its bytes) can be decoded within the limit; reads its header only. */
export async function fitsPixelLimit(input: Buffer | string): Promise<boolean> {
  try {
    const { width = 0, height = 0 } = await openImage(input).metadata();
    return width * height <= MAX_INPUT_PIXELS;
  } catch (error) {
    if (asImageError(error) instanceof ImageTooLargeError) return false;
    throw error;
  }
}

export interface ImageFailureAnswer {
  status: 422 | 503;
  headers: Record<string, string>;
  body: { code: number; msg: string };
}

/**
 * The answer to an image failure the visitor should read (a full queue, a picture too large to decode), in the
 * envelope with the HTTP status as its code; null for any other error.
 */
export function imageFailureAnswer(error: unknown): ImageFailureAnswer | null {
  if (error instanceof QueueFullError) {
    return {
      status: 503,
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
      body: { code: 503, msg: imageMessages.busy },
    };
  }
  if (error instanceof ImageTooLargeError) {
    return { status: 422, headers: {}, body: { code: 422, msg: imageMessages.tooLarge } };
  }
  return null;
}
