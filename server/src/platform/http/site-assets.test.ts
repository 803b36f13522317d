import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { API_BASE, ContentPaths, SitePaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-assets-'));
const script = `console.log(${JSON.stringify('天山美术馆 丝路 '.repeat(500))});`;
const asset = '/assets/index-Bx3k9QzA.js';
// The build's own copies, made once at the best ratio (on the fly would give other bytes).
const brotli = zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = zlib.gzipSync(script, { level: 9 });

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>馆</title></head></html>');
  writeFileSync(path.join(dist, asset), script);
  writeFileSync(path.join(dist, `${asset}.br`), brotli);
  writeFileSync(path.join(dist, `${asset}.gz`), gzip);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, '.build-stamp'), 'e3b0c44298fc1c149afbf4c8996fb924\n');
  // Public lists shared between visitors, as in production: the compressed answers below come from the store.
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_CACHE_SECONDS: '30' });
  await t.seed();
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the site's assets", () => {
  it("answers a hashed asset with the build's brotli copy, cached for a year", async () => {
    const response = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(brotli)).toBe(true);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
  });

  it('answers the gzip copy to a browser without brotli, and the file itself to one taking neither', async () => {
    const gzipped = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(gzip)).toBe(true);

    const plain = await t.app.inject({ url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A shared cache keeps the answers apart.
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("does not answer the compressed copies by their own names, nor the build's stamp", async () => {
    for (const url of [`${asset}.br`, `${asset}.gz`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    // A path without an extension is a page of the site, never the hidden file.
    expect((await t.app.inject({ url: '/.build-stamp' })).body).not.toContain('e3b0c442');
  });

  it('has files without a content hash revalidated, and pages too', async () => {
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, no-cache');
    expect(icon.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/favicon.svg',
      headers: { 'if-none-match': icon.headers.etag! },
    });
    expect(again.statusCode).toBe(304);

    const page = await t.app.inject({ url: '/exhibition', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('compression of answers', () => {
  it('compresses a large JSON list as the browser asks', async () => {
    const url = `${API_BASE}${ContentPaths.exhibitionList}?pageNum=1&pageSize=10`;
    const plain = await t.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());

    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const response = await t.app.inject({
      url: `${API_BASE}${SitePaths.health}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('streams a stored download as stored, with its length', async () => {
    const bytes = Buffer.alloc(64 * 1024, 'a');
    await t.storage.put(
      'uploads/1/0123456789abcdef/1700000000000-data.bin',
      bytes,
      'application/octet-stream',
    );
    const response = await t.app.inject({
      url: '/files/uploads/1/0123456789abcdef/1700000000000-data.bin',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });
});
