import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { RANDOM_COVER_COUNT } from '@museum/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { exhibitions } from '../../features/content/tables.ts';
import { DEMO_COLLECTION } from '../../seed/collection/catalogue.ts';
import { demoArtFor } from '../../seed/demo-art/catalog.ts';
import { demoImageSize, demoImages, renderDemoImage } from '../../seed/demo-art/index.ts';
import { createImageVariants, parseImageSize, VARIANT_SIZE_COUNT, variantFolder } from './variants.ts';

let t: TestApp;
const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
});
afterAll(() => t.close());

describe('generated demo images', () => {
  it('are drawn on first request, stored, and served as images that cannot run as pages', async () => {
    expect(await t.storage.exists('demo/covers/3.jpg')).toBe(false);
    const response = await get('/files/demo/covers/3.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 900,
    });
    expect(await t.storage.exists('demo/covers/3.jpg')).toBe(true);

    const again = await get('/files/demo/covers/3.jpg', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('give every item without a cover one of ten covers', () => {
    for (let n = 1; n <= RANDOM_COVER_COUNT; n++)
      expect(demoImageSize(`demo/covers/${n}.jpg`)).toEqual({ width: 1200, height: 900 });
    expect(demoImageSize(`demo/covers/${RANDOM_COVER_COUNT + 1}.jpg`)).toBeNull();
  });

  it('cover every key the demo content points at', async () => {
    const covers = await t.db
      .select({ cover: exhibitions.cover, gallery: exhibitions.gallery })
      .from(exhibitions);
    const keys = covers
      .flatMap((row) => [row.cover, ...row.gallery])
      .filter(Boolean)
      .map((url) => url!.replace(/^\/files\//, ''));
    expect(keys.length).toBeGreaterThan(12);
    for (const key of keys) expect(demoArtFor(key), key).not.toBeNull();
    for (const key of [
      'demo/banner/home-1.jpg',
      'demo/banner/collection-3.jpg',
      'demo/education/12.jpg',
      'demo/academic/10.jpg',
      'demo/affair/10.jpg',
      'demo/artist/24.jpg',
    ]) {
      expect(demoArtFor(key), key).not.toBeNull();
    }
    expect(demoImageSize('demo/collection/TSM-HH-0001.jpg')).toEqual({ width: 1300, height: 3000 });
    expect(demoArtFor('demo/collection/TSM-NO-0000.jpg')).toBeNull();
  });

  it('are deterministic: the same key gives the same bytes, different keys different pictures', async () => {
    const a = await renderDemoImage('demo/collection/TSM-TC-0001.jpg', 240);
    const b = await renderDemoImage('demo/collection/TSM-TC-0001.jpg', 240);
    const c = await renderDemoImage('demo/collection/TSM-TC-0014.jpg', 240);
    expect(a!.equals(b!)).toBe(true);
    expect(a!.equals(c!)).toBe(false);
  });

  it('draw every recipe of the collection without failing, and never as a flat colour', async () => {
    const recipes = new Map(DEMO_COLLECTION.map((item) => [JSON.stringify(item.art), item.culId]));
    for (const culId of recipes.values()) {
      const image = await renderDemoImage(`demo/collection/${culId}.jpg`, 160);
      const { channels } = await sharp(image!).stats();
      // a picture has light and shade: at least one channel spreads widely
      expect(Math.max(...channels.map((ch) => ch.stdev)), culId).toBeGreaterThan(12);
    }
  }, 240_000);
});

describe('imgSize variants', () => {
  it('round a requested size to the nearest allowed one that covers it, and refuse malformed ones', () => {
    expect(parseImageSize('300_300')).toEqual({ width: 300, height: 300 });
    // 4:3, the next allowed width up
    expect(parseImageSize('250_170')).toEqual({ width: 300, height: 225 });
    expect(parseImageSize('600_0')).toEqual({ width: 640, height: 0 });
    expect(parseImageSize('0_500')).toEqual({ width: 0, height: 640 });
    // a tall request gets a portrait copy tall enough
    expect(parseImageSize('100_1000')).toEqual({ width: 960, height: 1200 });
    // absurd sizes get the largest
    expect(parseImageSize('5000_100')).toEqual({ width: 1920, height: 800 });
    expect(parseImageSize('0_0')).toBeNull();
    expect(parseImageSize('12x12')).toBeNull();
  });

  it('serve the sizes the site asks for exactly (web/src: CoverImage srcsets, thumbnails)', () => {
    const asked = (widths: number[], ratio: number) => widths.map((w) => `${w}_${Math.round(w * ratio)}`);
    for (const size of [
      ...asked([160, 320], 3 / 4),
      ...asked([360, 720, 1080], 3 / 4),
      ...asked([360, 720, 1080], 9 / 16),
      ...asked([640, 1280, 1920], 9 / 16),
      ...asked([1280, 1920], 800 / 1920),
      ...asked([240, 480, 720], 5 / 4),
      ...asked([320, 640], 5 / 4),
      ...asked([96], 1),
      ...asked([240, 480, 720, 640, 1280, 1600], 0),
      '300_300',
    ]) {
      const [width, height] = size.split('_').map(Number);
      expect(parseImageSize(size), size).toEqual({ width, height });
    }
  });

  it('make at most the fixed number of copies of one image, however many sizes are asked for', async () => {
    const key = 'uploads/0/0123456789abcdef/1700000000000-tiny.png';
    await t.storage.put(
      key,
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8b2e24' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    // 800 distinct sizes, spread over every shape and scale
    const sizes = new Set<string>();
    for (let i = 0; sizes.size < 800; i++) {
      const width = (i * 37) % 2500;
      const height = (i * 53) % 2500;
      if (width || height) sizes.add(`${width}_${height}`);
    }
    for (const batch of chunks([...sizes], 16)) {
      const answers = await Promise.all(batch.map((size) => get(`/files/${key}?imgSize=${size}`)));
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    const folder = path.join(t.config.dataDir, 'files', variantFolder(key));
    const copies = await readdir(folder);
    expect(copies.length).toBeGreaterThan(20);
    expect(copies.length).toBeLessThanOrEqual(VARIANT_SIZE_COUNT);
  }, 120_000);

  it('crop to fill W×H, cache the result and revalidate with an ETag', async () => {
    const response = await get('/files/demo/collection/TSM-SY-0001.jpg?imgSize=300_300');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers.vary).toBe('Accept');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    expect(await t.storage.exists('variants/demo/collection/TSM-SY-0001.jpg/300_300.jpg')).toBe(true);
    // drawn straight at the size needed: the full-size original is not made for a thumbnail
    expect(await t.storage.exists('demo/collection/TSM-SY-0001.jpg')).toBe(false);
    const again = await get('/files/demo/collection/TSM-SY-0001.jpg?imgSize=300_300', {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('keep proportions when one side is 0, and send WebP to browsers that take it', async () => {
    const wide = await get('/files/demo/collection/TSM-SY-0001.jpg?imgSize=640_0');
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 640, height: 427 });
    const webp = await get('/files/demo/collection/TSM-SY-0001.jpg?imgSize=640_0', {
      accept: 'image/avif,image/webp,*/*',
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');
  });

  it('serve the default 300×300 for an empty or unusable size, the original without one, and 404 for a missing file', async () => {
    for (const size of ['', '99999_1', 'large']) {
      const response = await get(`/files/demo/covers/5.jpg?imgSize=${size}`);
      expect(await sharp(response.rawPayload).metadata(), size).toMatchObject({ width: 300, height: 300 });
    }
    const original = await get('/files/demo/covers/5.jpg');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
    expect((await get('/files/demo/covers/99.jpg?imgSize=300_300')).statusCode).toBe(404);
    expect((await get('/files/no/such/file.jpg')).statusCode).toBe(404);
  });
});

describe('heavy image work', () => {
  it('runs at most two tasks at a time beside resizing, and identical work once', async () => {
    const images = createImageVariants(t.storage, demoImages);
    let running = 0;
    let most = 0;
    let runs = 0;
    const task = async () => {
      runs += 1;
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return runs;
    };
    const ids = ['a', 'b', 'c', 'd', 'a', 'a'];
    const [results, thumbnail] = await Promise.all([
      Promise.all(ids.map((id) => images.schedule(id, task))),
      images.variant('demo/covers/4.jpg', '120_120'),
    ]);
    expect(most).toBe(2);
    expect(runs).toBe(4);
    // The three asking for "a" share one result.
    expect(new Set([results[0], results[4], results[5]]).size).toBe(1);
    expect(thumbnail?.contentType).toBe('image/jpeg');
  });
});
