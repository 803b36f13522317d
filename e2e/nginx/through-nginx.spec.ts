import { API_BASE, ContentPaths } from '@museum/shared';
import { expect, test } from '../src/test.ts';

/** nginx's $request_id, which the server keeps (TRUST_PROXY) and answers with: the answer came through nginx. */
const NGINX_REQUEST_ID = /^[0-9a-f]{32}$/;

test('the home page and its calls come over HTTP/2 through nginx, the assets from disk', async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.url());
  });
  const home = await page.goto('/home');
  expect(home?.status()).toBe(200);
  expect(await home?.headerValue('x-request-id')).toMatch(NGINX_REQUEST_ID);
  // The production server on https: HSTS on its pages.
  expect(await home?.headerValue('strict-transport-security')).toBe('max-age=31536000');
  await expect(page.getByRole('banner').getByRole('link', { name: '天山美术馆', exact: true })).toBeVisible();
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');

  // The page came rendered with its lists; a list asked for as the site asks, answered by a server process behind nginx.
  const list = await request.get(`${API_BASE}${ContentPaths.exhibitionList}?pageNum=1&pageSize=3`);
  expect(list.status()).toBe(200);
  expect(list.headers()['x-request-id']).toMatch(NGINX_REQUEST_ID);
  expect((await list.json()).rows.length).toBeGreaterThan(0);
  // The page itself was rendered by a server process, the museum described for search engines.
  expect(await home?.text()).toContain('"@type":"Museum"');

  // An asset the page loaded: nginx's own answer (no request id), the build's gzip copy, kept for a year.
  expect(assets.length).toBeGreaterThan(0);
  const asset = await request.get(assets[0]!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['x-request-id']).toBeUndefined();
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a stored picture is drawn by the server once, then read from disk by nginx; resized copies by the server', async ({
  request,
}) => {
  const list = await (
    await request.get(`${API_BASE}${ContentPaths.exhibitionList}?pageNum=1&pageSize=1`)
  ).json();
  const picture = new URL(JSON.stringify(list).match(/\/files\/[^"?]+\.jpg/)![0], 'https://localhost')
    .pathname;

  // The demo pictures are drawn when first asked for: not on disk yet, so nginx passes the request on.
  const first = await request.get(picture);
  expect(first.status()).toBe(200);
  expect(first.headers()['x-request-id']).toMatch(NGINX_REQUEST_ID);
  const fromDisk = await request.get(picture);
  expect(fromDisk.status()).toBe(200);
  expect(fromDisk.headers()['x-request-id']).toBeUndefined();
  expect(fromDisk.headers()['content-type']).toBe('image/jpeg');
  expect(fromDisk.headers()['content-security-policy']).toContain('sandbox');
  expect((await fromDisk.body()).equals(await first.body())).toBe(true);

  const resized = await request.get(`${picture}?imgSize=200_150`);
  expect(resized.status()).toBe(200);
  expect(resized.headers()['x-request-id']).toMatch(NGINX_REQUEST_ID);
  expect((await resized.body()).length).toBeLessThan((await fromDisk.body()).length);
});
