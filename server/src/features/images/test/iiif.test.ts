import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

let t: TestApp;
const ORIGIN = 'https://museum.example.cn';
/** A hanging scroll: 1300 × 3000 pixels. */
const SCROLL = 'TSM-HH-0001_1';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function imageOf(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return { response, meta: await sharp(response.rawPayload).metadata() };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  await t.seed();
});
afterAll(() => t.close());

describe('IIIF Image API 3.0', () => {
  it('describes an image in info.json with the required keys, tiles and sizes', async () => {
    const response = await get(`/iiif/3/${SCROLL}/info.json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const info = response.json();
    expect(info).toMatchObject({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `${ORIGIN}/iiif/3/${SCROLL}`,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 1300,
      height: 3000,
    });
    expect(info.tiles).toEqual([{ width: 512, height: 512, scaleFactors: [1, 2, 4, 8] }]);
    expect(info.sizes[info.sizes.length - 1]).toEqual({ width: 650, height: 1500 });
  });

  it('answers JSON-LD when asked, and redirects the bare identifier to info.json', async () => {
    const ld = await get(`/iiif/3/${SCROLL}/info.json`, { accept: 'application/ld+json' });
    expect(ld.headers['content-type']).toMatch(/^application\/ld\+json;/);
    expect(ld.headers['content-type']).toContain('profile="http://iiif.io/api/image/3/context.json"');
    const bare = await get(`/iiif/3/${SCROLL}`);
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe(`${ORIGIN}/iiif/3/${SCROLL}/info.json`);
  });

  it('cuts a region and scales it to the requested width, as a JPEG', async () => {
    const { response, meta } = await imageOf(`/iiif/3/${SCROLL}/0,512,512,512/256,/0/default.jpg`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    // not a tile of the pyramid: drawn, not kept
    expect(await t.storage.exists(`iiif/${SCROLL}/0,512,512,512/256,256/default.jpg`)).toBe(false);
    // a tile at scale factor 2 is kept for the next viewer
    expect((await imageOf(`/iiif/3/${SCROLL}/0,1024,1024,1024/512,/0/default.jpg`)).meta).toMatchObject({
      width: 512,
      height: 512,
    });
    expect(await t.storage.exists(`iiif/${SCROLL}/0,1024,1024,1024/512,512/default.jpg`)).toBe(true);
  });

  it('supports every region and size form of level 2', async () => {
    expect((await imageOf(`/iiif/3/${SCROLL}/full/max/0/default.jpg`)).meta).toMatchObject({
      width: 1300,
      height: 3000,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/square/200,200/0/default.jpg`)).meta).toMatchObject({
      width: 200,
      height: 200,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/pct:0,0,50,10/,150/0/default.jpg`)).meta).toMatchObject({
      width: 325,
      height: 150,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/full/pct:10/0/default.jpg`)).meta).toMatchObject({
      width: 130,
      height: 300,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/full/!400,400/0/default.jpg`)).meta).toMatchObject({
      width: 173,
      height: 400,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/full/100,100/0/default.jpg`)).meta).toMatchObject({
      width: 100,
      height: 100,
    });
    // a region running past the edge is cropped to the image
    expect((await imageOf(`/iiif/3/${SCROLL}/1200,2900,500,500/max/0/default.jpg`)).meta).toMatchObject({
      width: 100,
      height: 100,
    });
  });

  it('rotates by 90 degrees, mirrors, greys and writes PNG and WebP', async () => {
    expect((await imageOf(`/iiif/3/${SCROLL}/0,0,400,200/max/90/default.jpg`)).meta).toMatchObject({
      width: 200,
      height: 400,
    });
    expect((await imageOf(`/iiif/3/${SCROLL}/0,0,400,200/max/!180/default.jpg`)).meta).toMatchObject({
      width: 400,
      height: 200,
    });
    const gray = await imageOf(`/iiif/3/${SCROLL}/0,0,64,64/max/0/gray.png`);
    expect(gray.response.headers['content-type']).toBe('image/png');
    const { channels } = await sharp(gray.response.rawPayload).stats();
    expect(channels.slice(0, 3).every((c) => Math.abs(c.mean - channels[0]!.mean) < 0.5)).toBe(true);
    expect((await imageOf(`/iiif/3/${SCROLL}/0,0,64,64/max/0/color.webp`)).meta.format).toBe('webp');
  });

  it('answers bad requests with 400, unsupported features with 501 and unknown images with 404', async () => {
    const status = async (url: string) => (await get(url)).statusCode;
    expect(await status(`/iiif/3/${SCROLL}/0,0,0,10/max/0/default.jpg`)).toBe(400);
    expect(await status(`/iiif/3/${SCROLL}/5000,0,10,10/max/0/default.jpg`)).toBe(400);
    expect(await status(`/iiif/3/${SCROLL}/one,two/max/0/default.jpg`)).toBe(400);
    expect(await status(`/iiif/3/${SCROLL}/0,0,100,100/200,/0/default.jpg`)).toBe(400);
    expect(await status(`/iiif/3/${SCROLL}/0,0,100,100/^200,/0/default.jpg`)).toBe(200);
    expect(await status(`/iiif/3/${SCROLL}/full/max/45/default.jpg`)).toBe(501);
    expect(await status(`/iiif/3/${SCROLL}/full/max/0/bitonal.jpg`)).toBe(501);
    expect(await status(`/iiif/3/${SCROLL}/full/max/0/default.tif`)).toBe(501);
    expect(await status('/iiif/3/TSM-HH-0001_9/info.json')).toBe(404);
    expect(await status('/iiif/3/no-such-thing/info.json')).toBe(404);
  });
});

describe('IIIF Presentation 3 manifest', () => {
  it('has one canvas per photograph, painted by the image service', async () => {
    const response = await get('/iiif/3/manifest/TSM-TC-0001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      id: `${ORIGIN}/iiif/3/manifest/TSM-TC-0001`,
      type: 'Manifest',
      label: { 'zh-Hans': ['青花缠枝牡丹纹梅瓶'] },
      requiredStatement: { value: { 'zh-Hans': ['天山美术馆'] } },
    });
    expect(manifest.metadata).toContainEqual({
      label: { 'zh-Hans': ['年代'] },
      value: { 'zh-Hans': ['元'] },
    });
    const [canvas] = manifest.items;
    expect(canvas).toMatchObject({ type: 'Canvas', width: 2400, height: 3000 });
    const body = canvas.items[0].items[0].body;
    expect(body.service[0]).toEqual({
      id: `${ORIGIN}/iiif/3/TSM-TC-0001_1`,
      type: 'ImageService3',
      profile: 'level2',
    });
    expect(canvas.items[0].items[0]).toMatchObject({ motivation: 'painting', target: canvas.id });
  });

  it('is 404 for an unknown item', async () => {
    expect((await get('/iiif/3/manifest/TSM-XX-0000')).statusCode).toBe(404);
  });
});
