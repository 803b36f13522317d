import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-dist-'));
const script = `console.log(${JSON.stringify('天山美术馆 '.repeat(400))});`;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>天山美术馆</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-Bx3k9QzA.js'), script);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: dist, SITE_NAME: '昆仑</script>美术馆' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built site', () => {
  it('serves hashed assets with a year-long immutable cache and compression', async () => {
    const response = await t.app.inject({
      url: '/assets/index-Bx3k9QzA.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.rawPayload.length)).toBeLessThan(Buffer.byteLength(script));
  });

  it('answers deep links with index.html that is revalidated every time', async () => {
    for (const url of [
      '/home',
      '/exhibition/detail/12',
      '/search/1/%E4%B8%9D%E8%B7%AF',
      '/userCenter/message',
      // The staff console is the same single-page site, its screens lazily loaded chunks.
      '/admin',
      '/admin/staff',
      '/admin/content/exhibition',
      '/admin/login?redirect=%2Fadmin%2Faudit',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('names the museum of SITE_NAME in the page, with the site settings the app reads at start', async () => {
    for (const url of ['/home', '/index.html']) {
      const page = (await t.app.inject({ url })).body;
      expect(page, url).toContain('<title>昆仑&lt;/script&gt;美术馆</title>');
      const json = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(page)?.[1];
      // The name cannot close the script early: every < is written as \u003c.
      expect(json).not.toContain('<');
      expect(JSON.parse(json!)).toMatchObject({
        name: '昆仑</script>美术馆',
        collectionApiBase: '/icmsApi/icmsRestController',
      });
    }
  });

  it('does not answer missing files or API paths with the page', async () => {
    expect((await t.app.inject({ url: '/assets/missing-Abcdefgh.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/prod-api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, msg: '访问资源不存在' });
    expect((await t.app.inject({ method: 'POST', url: '/home' })).statusCode).toBe(404);
  });

  it('serves other public files revalidated', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });
});
