import { imageMessages } from '@museum/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { BUSY_RETRY_AFTER_SECONDS } from '../../../platform/images/task-queue.ts';
import { collectionItems } from '../../collection/tables.ts';
import { hugePngFile } from '../../files/test/fixtures.ts';

/**
 * Image work starves thumbnails (issue 11, item 13): renders wait in a bounded queue of two lanes, small renders
 * in their own, and a full lane answers 503 with Retry-After at once. A photograph too large to decode (item 8)
 * answers a clear message, never a server error.
 */

let t: TestApp;
/** A hanging scroll: 1300 × 3000 pixels, a big render in full. */
const SCROLL = 'TSM-HH-0001_1';
const THUMBNAIL_SOURCE = 'uploads/0/0123456789abcdef/1700000000000-thumb.png';

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The answer, or a failure after `ms` instead of waiting for ever. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
}

/** Fills a lane (2 running, 4 waiting) with renders of `pixels` that hold their places until released. */
function fillLane(pixels: number) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = Array.from({ length: 6 }, (_, i) =>
    t.ctx.images.schedule(`held-${pixels}-${i}-${Math.random()}`, () => gate, pixels),
  );
  return async () => {
    open();
    await Promise.allSettled(held);
  };
}

beforeAll(async () => {
  t = await createTestApp({ IMAGE_CONCURRENCY: '2', IMAGE_QUEUE_LENGTH: '4' });
  await t.seed();
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#34506b' } })
    .png()
    .toBuffer();
  await t.storage.put(THUMBNAIL_SOURCE, png, 'image/png');
  // The scroll's full-size original is drawn once, beforehand: a tile of it is then small work.
  await t.ctx.images.original('demo/collection/TSM-HH-0001.jpg');
});
afterAll(() => t.close());

describe('the image render queue (IMAGE_CONCURRENCY, IMAGE_QUEUE_LENGTH)', () => {
  it('answers a thumbnail and a deep-zoom tile promptly while every big render place is taken', async () => {
    const release = fillLane(Number.POSITIVE_INFINITY);
    try {
      const started = performance.now();
      const thumbnail = await within(5000, get(`/files/${THUMBNAIL_SOURCE}?imgSize=96_96`));
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      const tile = await within(5000, get(`/iiif/3/${SCROLL}/0,0,512,512/512,/0/default.jpg`));
      expect(tile.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await release();
    }
  });

  it('refuses a big render beyond the queue length at once: 503, Retry-After and a message in Chinese', async () => {
    const release = fillLane(Number.POSITIVE_INFINITY);
    try {
      const busy = await within(5000, get(`/iiif/3/${SCROLL}/full/max/0/default.jpg`));
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(busy.json()).toEqual({ code: 503, msg: imageMessages.busy });
    } finally {
      await release();
    }
    // The places free again, the same render is drawn.
    expect((await get(`/iiif/3/${SCROLL}/full/max/0/default.jpg`)).statusCode).toBe(200);
  });

  it('refuses a resized copy the same way when the small lane is full', async () => {
    const release = fillLane(1);
    try {
      const busy = await within(5000, get(`/files/${THUMBNAIL_SOURCE}?imgSize=160_120`));
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(busy.json()).toEqual({ code: 503, msg: imageMessages.busy });
    } finally {
      await release();
    }
    expect((await get(`/files/${THUMBNAIL_SOURCE}?imgSize=160_120`)).statusCode).toBe(200);
  });
});

describe('a photograph of 20000 × 20000 pixels', () => {
  it('answers a IIIF request with a clear message, never a server error', async () => {
    await t.storage.put('photos/huge.png', hugePngFile(), 'image/png');
    await t.db
      .update(collectionItems)
      .set({ images: [{ key: 'photos/huge.png', width: 20_000, height: 20_000 }] })
      .where(eq(collectionItems.culId, 'TSM-TC-0001'));
    const response = await get('/iiif/3/TSM-TC-0001_1/full/!200,200/0/default.jpg');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 422, msg: imageMessages.tooLarge });
  });
});
