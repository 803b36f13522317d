import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

/**
 * The server's side of rendered pages, with a page renderer of the test's own in the built site's `.ssr` folder
 * (the real one is the web's build, checked end to end): it asks the app for the settings in-process, as the
 * screens' calls do, and counts its renders.
 */
const RENDERER = `
export async function render({ url, fetch, settings, care }) {
  const path = new URL(url).pathname;
  if (path === '/broken') throw new Error('a screen failed');
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  const answer = await (await fetch('/prod-api/client/site/settings')).json();
  return {
    status: path === '/home' || path === '/en/home' ? 200 : 404,
    head: '<title>' + settings.name + ' · 首页</title><meta name="description" content="渲染" />',
    app: '<link rel="preload" as="image" href="/files/first.jpg" fetchPriority="high"/>' +
      '<main class="_page_abcde_1">' + answer.data.name + ' $& ' + new URL(url).origin + (care ? ' 关怀' : '') +
      '<div class="_frame_pqrst_2"></div></main>',
    state: '<script id="router-state" type="application/json">{}</script>',
  };
}`;

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-pages-'));
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />' +
      '<meta name="description" content="壳" />' +
      '<title>壳</title><script type="module" crossorigin src="/assets/index-DDDDDDDD.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-FFFFFFFF.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-AAAAAAAA.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-AAAAAAAA.css'), '._shell_fghij_1{color:red}');
  writeFileSync(path.join(dist, 'assets', 'HomeScreen-BBBBBBBB.css'), '._page_abcde_1{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'Other-CCCCCCCC.css'), '._other_klmno_1{margin:0}');
  writeFileSync(path.join(dist, 'assets', 'CoverImage-EEEEEEEE.css'), '._frame_pqrst_2{width:100%}');
  // The build's chunk graph: the home screen imports the picture frame's chunk, whose sheet it restyles.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { isEntry: true, css: ['assets/index-AAAAAAAA.css'], dynamicImports: ['src/Home.tsx'] },
      'src/Home.tsx': { imports: ['_CoverImage.js'], css: ['assets/HomeScreen-BBBBBBBB.css'] },
      '_CoverImage.js': { css: ['assets/CoverImage-EEEEEEEE.css'] },
    }),
  );
  writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER);
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    PUBLIC_URL: 'https://museum.example.cn',
    PUBLIC_CACHE_SECONDS: '60',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('rendered pages', () => {
  it("answer with the page's HTML in the shell: its head, its markup from in-process calls, its stylesheets inline", async () => {
    const response = await t.app.inject({ url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>天山美术馆 · 首页</title>');
    expect(html).not.toContain('content="壳"');
    // `$&` in a page's text is kept as it is, not expanded as a replacement pattern.
    expect(html).toContain(
      '<div id="root"><main class="_page_abcde_1">天山美术馆 $& https://museum.example.cn<div class="_frame_pqrst_2"></div></main></div>',
    );
    expect(html).toContain('</div><script id="router-state" type="application/json">{}</script>');
    // The settings the app reads at start are there as on the plain shell.
    expect(html).toContain('<script id="site-settings" type="application/json">');
    // The screen's sheet and the shell's own come inline: the first paint waits for no stylesheet request.
    expect(html).toContain(
      '<style data-href="/assets/HomeScreen-BBBBBBBB.css">._page_abcde_1{margin:0}</style>',
    );
    expect(html).toContain(
      '<style data-href="/assets/index-AAAAAAAA.css">._shell_fghij_1{color:red}</style>',
    );
    expect(html).not.toContain('<link rel="stylesheet"');
    // In the order the app applies them, whatever the order the page uses them in: the frame's own rules first,
    // then the screen's that restyle it.
    expect(html.indexOf('CoverImage-EEEEEEEE.css')).toBeGreaterThan(0);
    expect(html.indexOf('CoverImage-EEEEEEEE.css')).toBeLessThan(html.indexOf('HomeScreen-BBBBBBBB.css'));
    expect(html).not.toContain('Other-CCCCCCCC.css');
    expect(html.match(/index-AAAAAAAA\.css/g)).toHaveLength(1);
    // The first picture is asked for first: its preload opens the head, before the scripts', once the viewport is
    // declared (before it, the browser would pick a candidate of its srcset for a 980 px page).
    expect(html).toContain(
      '<meta name="viewport" content="width=device-width" /><link rel="preload" as="image" href="/files/first.jpg" fetchPriority="high"/>',
    );
    expect(html.match(/first\.jpg/g)).toHaveLength(1);
    // The scripts load once the page is painted: web/public/boot.js adds them, named here.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-DDDDDDDD.js" data-preload="/assets/vendor-FFFFFFFF.js"></script>',
    );
  });

  it('are compressed for a browser that accepts it', async () => {
    const gzip = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<main class="_page_abcde_1">');
    const br = await t.app.inject({ url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<main class="_page_abcde_1">');
  });

  it('answer a page the renderer finds missing with its status, 404', async () => {
    const response = await t.app.inject({ url: '/exhibition/detail/999' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<main class="_page_abcde_1">');
  });

  it('are kept with the shared answers and rendered again once content changes', async () => {
    await t.app.inject({ url: '/home?kept=1' });
    const before = renders();
    expect((await t.app.inject({ url: '/home?kept=1' })).statusCode).toBe(200);
    expect(renders()).toBe(before);
    await t.ctx.answers.invalidate();
    await t.app.inject({ url: '/home?kept=1' });
    expect(renders()).toBe(before + 1);
  });

  it("are drawn in care mode when the visitor's cookie asks, kept apart from the standard page", async () => {
    const cookie = 'Web-XJMSG-Token=x; museum-care=1';
    const standard = await t.app.inject({ url: '/home?care=1' });
    const care = await t.app.inject({ url: '/home?care=1', headers: { cookie } });
    expect(standard.body).toContain('<html lang="zh-CN">');
    expect(standard.body).not.toContain('关怀');
    expect(care.body).toContain('<html data-care="true" lang="zh-CN">');
    expect(care.body).toContain('https://museum.example.cn 关怀');
    expect(care.headers.vary).toContain('Cookie');
    // The standard page, remembered, is not served to care mode, nor care mode's to the next visitor.
    expect((await t.app.inject({ url: '/home?care=1' })).body).not.toContain('关怀');
    // The plain shell of the personal centre paints in it too; the console never does.
    const centre = await t.app.inject({ url: '/userCenter/message', headers: { cookie } });
    expect(centre.body).toContain('<html data-care="true"');
    const console = await t.app.inject({ url: '/admin/staff', headers: { cookie } });
    expect(console.body).not.toContain('data-care');
    const off = await t.app.inject({ url: '/home', headers: { cookie: 'museum-care=0' } });
    expect(off.body).not.toContain('data-care');
  });

  it('are in English under /en: marked so, their calls answered in English whatever the browser prefers', async () => {
    const english = await t.app.inject({ url: '/en/home', headers: { 'accept-language': 'zh-CN' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<main class="_page_abcde_1">Tianshan Art Museum');
    const chinese = await t.app.inject({ url: '/home', headers: { 'accept-language': 'en-GB,en' } });
    expect(chinese.body).toContain('<html lang="zh-CN">');
    expect(chinese.body).toContain('<main class="_page_abcde_1">天山美术馆');
    // The browser's own pages (the personal centre, search) are marked too.
    const centre = await t.app.inject({ url: '/en/userCenter/message' });
    expect(centre.body).toContain('<html lang="en">');
    expect(centre.body).toContain('<meta name="robots" content="noindex" />');
    for (const url of ['/en', '/en/']) {
      const home = await t.app.inject({ url });
      expect(home.statusCode, url).toBe(302);
      expect(home.headers.location).toBe('/en/home');
    }
  });

  it('leave the console, the personal centre and search to the browser, marked noindex', async () => {
    const before = renders();
    for (const url of ['/admin/staff', '/userCenter/message', '/search/1/%E4%B8%9D']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
    expect(renders()).toBe(before);
  });

  it('fall back to the shell when rendering fails, and send the site root to home', async () => {
    const broken = await t.app.inject({ url: '/broken' });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    const root = await t.app.inject({ url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home');
  });
});
