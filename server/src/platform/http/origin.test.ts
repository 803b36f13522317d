import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountPaths, CollectionPaths, ICMS_BASE, IiifPaths, SitePaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { isAllowedHost } from './origin.ts';

const EVIL = 'evil.example';
const WORK = 'TSM-TC-0001';
const state = () => randomBytes(16).toString('hex');

/** Every answer the server builds a link into, from the origin it takes the request to have. */
const LINKED_ANSWERS = [
  `${ICMS_BASE}${CollectionPaths.list}?pageIndex=1&pageSize=3`,
  `${ICMS_BASE}${CollectionPaths.detail}?id=${WORK}`,
  `/prod-api${SitePaths.settings}`,
  IiifPaths.info(`${WORK}_1`),
  IiifPaths.image(`${WORK}_1`),
  IiifPaths.manifest(WORK),
  '/home',
];

describe('links in answers with PUBLIC_URL unset', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-dist-'));
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
    // Sharing on, so a poisoned answer would be kept for the next visitor.
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '30', WEB_DIST_DIR: dist });
    await t.seed();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  /** The body and the headers, where a link may hide (Location, Link). */
  const everything = (response: Awaited<ReturnType<typeof get>>) =>
    `${JSON.stringify(response.headers)}\n${response.body}`;

  it('never puts a forged Host in an answer, nor in one a later visitor gets from the shared cache', async () => {
    const urls = [...LINKED_ANSWERS, `/prod-api${AccountPaths.wechatQrcode}?state=${state()}`];
    for (const url of urls) {
      const forged = await get(url, EVIL);
      expect(forged.statusCode, url).toBeLessThan(400);
      expect(everything(forged), url).not.toContain(EVIL);
      // Behind a proxy the forged name comes as X-Forwarded-Host; untrusted here, and not allowed either way.
      const forwarded = await get(url, 'localhost:8080', { 'x-forwarded-host': EVIL });
      expect(everything(forwarded), url).not.toContain(EVIL);
    }
    for (const url of LINKED_ANSWERS) {
      const later = await get(url, 'localhost:8080');
      expect(everything(later), url).not.toContain(EVIL);
    }
    const list = await get(LINKED_ANSWERS[0]!, EVIL);
    expect(list.json().data[0].pictures[0].iiif).toMatch(/^http:\/\/localhost:8080\/iiif\/3\/TSM-/);
    const qr = await get(`/prod-api${AccountPaths.wechatQrcode}?state=${state()}`, EVIL);
    expect(qr.json().data.simulatorUrl).toMatch(
      /^http:\/\/localhost:8080\/prod-api\/wechat\/public\/simulator/,
    );
  });

  it('builds links from an allowed Host, each with its own shared answer', async () => {
    const url = LINKED_ANSWERS[0]!;
    const local = (await get(url, '127.0.0.1:8181')).json();
    expect(local.data[0].pictures[0].iiif).toMatch(/^http:\/\/127\.0\.0\.1:8181\/iiif\/3\//);
    const named = (await get(url, 'localhost:5173')).json();
    expect(named.data[0].pictures[0].iiif).toMatch(/^http:\/\/localhost:5173\/iiif\/3\//);
    const settings = (await get(`/prod-api${SitePaths.settings}`, '[::1]:8080')).json();
    expect(settings.data.mobileUrl).toBe('http://[::1]:8080/home');
  });

  it('lets no shared cache keep a manifest or info.json built from the Host', async () => {
    for (const url of [IiifPaths.manifest(WORK), IiifPaths.info(`${WORK}_1`)]) {
      const response = await get(url, 'localhost:8080');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^private\b/);
    }
  });
});

describe('links in answers with PUBLIC_URL set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://museum.example.cn/', PUBLIC_CACHE_SECONDS: '30' });
    await t.seed();
  });
  afterAll(() => t.close());

  it('builds every link from PUBLIC_URL whatever the Host, and lets caches keep IIIF answers', async () => {
    for (const host of [EVIL, 'localhost:8080']) {
      const list = await t.app.inject({ url: LINKED_ANSWERS[0]!, headers: { host } });
      expect(list.json().data[0].pictures[0].iiif).toMatch(/^https:\/\/museum\.example\.cn\/iiif\/3\//);
      const redirect = await t.app.inject({ url: IiifPaths.image(`${WORK}_1`), headers: { host } });
      expect(redirect.headers.location).toBe(`https://museum.example.cn${IiifPaths.info(`${WORK}_1`)}`);
    }
    const manifest = await t.app.inject({ url: IiifPaths.manifest(WORK), headers: { host: EVIL } });
    expect(manifest.headers['cache-control']).toBe('public, max-age=600');
    expect(manifest.body).not.toContain(EVIL);
  });
});

describe('the allow-list of hosts', () => {
  const allowed = ['localhost', '127.0.0.1', '[::1]', 'museum.test:8443'];
  it('takes a bare name on any port and a name with a port on that port only', () => {
    expect(isAllowedHost('localhost', allowed)).toBe(true);
    expect(isAllowedHost('LOCALHOST:8181', allowed)).toBe(true);
    expect(isAllowedHost('[::1]:3000', allowed)).toBe(true);
    expect(isAllowedHost('museum.test:8443', allowed)).toBe(true);
    expect(isAllowedHost('museum.test', allowed)).toBe(false);
    expect(isAllowedHost('museum.test:80', allowed)).toBe(false);
  });

  it('refuses anything that only looks like an allowed host', () => {
    for (const host of [
      EVIL,
      'localhost.evil.example',
      'evil.example#localhost',
      'localhost@evil.example',
      'localhost:80/evil',
      'localhost:8080:1',
      '',
    ]) {
      expect(isAllowedHost(host, allowed), host).toBe(false);
    }
  });
});

describe('request ids', () => {
  it('makes its own id unless a trusted proxy sends a well-formed one', async () => {
    const direct = await createTestApp();
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const id = (app: TestApp, given: string) =>
        app.app
          .inject({ url: `/prod-api${SitePaths.settings}`, headers: { 'x-request-id': given } })
          .then((response) => String(response.headers['x-request-id']));
      expect(await id(direct, 'abc-123')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await id(proxied, 'abc-123')).toBe('abc-123');
      expect(await id(proxied, 'abc 123<script>')).toMatch(/^[0-9a-f-]{36}$/);
      expect(await id(proxied, 'a'.repeat(65))).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
