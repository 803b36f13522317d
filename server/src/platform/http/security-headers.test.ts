import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AccountPaths, IiifPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, uniquePhone } from '#test/helpers/users.ts';
import { loadConfig } from '../../config.ts';
import { register, solveCaptcha } from '../../features/accounts/test/support.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'museum-dist-'));
let secure: TestApp;
let plain: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
  writeFileSync(path.join(dist, 'assets', 'index-Bx3k9QzA.js'), 'console.log(1)');
  secure = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://museum.example.cn' });
  await secure.seed();
  plain = await createTestApp({ SMS_IP_HOURLY_LIMIT: '10000' });
});
afterAll(async () => {
  await secure?.close();
  await plain?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
const directives = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

describe('security headers', () => {
  it('sends the site under a policy that runs only its own scripts and may not be framed', async () => {
    const page = await secure.app.inject({ url: '/home' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // The settings tag is data, which a policy without 'unsafe-inline' scripts still lets the page read.
    expect(page.body).toContain('<script id="site-settings" type="application/json">');
  });

  it('forbids framing, sniffing and full referrers on every answer, with HSTS when the site is https', async () => {
    for (const url of [
      '/home',
      '/assets/index-Bx3k9QzA.js',
      '/prod-api/client/site/settings',
      '/prod-api/nothing',
      IiifPaths.info('TSM-TC-0001_1'),
      IiifPaths.info('TSM-XX-0000_1'),
    ]) {
      const { headers } = await secure.app.inject({ url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000');
    }
    const { headers } = await plain.app.inject({ url: '/prod-api/client/site/settings' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('lets no cache keep an answer with personal data: signed-in calls and sign-in tokens', async () => {
    const user = await createSignedInUser(plain);
    const info = await plain.app.inject({ url: '/prod-api/client/getInfo', headers: user.headers });
    expect(info.json().code).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');

    const phone = uniquePhone();
    await register(plain, phone);
    const signIn = await plain.app.inject({
      method: 'POST',
      url: '/prod-api/client/signIn',
      payload: { username: phone, password: 'Museum2026', ...(await solveCaptcha(plain)) },
    });
    expect(signIn.json().data.token).toEqual(expect.any(String));
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('keeps the WeChat phone page under its own stricter policy', async () => {
    const state = randomBytes(16).toString('hex');
    await plain.api('GET', `${AccountPaths.wechatQrcode}?state=${state}`);
    const page = await plain.app.inject({ url: `/prod-api${AccountPaths.wechatSimulator}?state=${state}` });
    expect(page.statusCode).toBe(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown IIIF ids in the envelope, in Chinese, without echoing the id', async () => {
    const id = 'TSM-XX-0000_1<b>x</b>';
    for (const url of [
      IiifPaths.info(id),
      IiifPaths.image(id),
      `${IiifPaths.image(id)}/full/max/0/default.jpg`,
      IiifPaths.manifest('TSM-XX-0000'),
      IiifPaths.manifest('<b>x</b>'),
    ]) {
      const response = await secure.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      const body = response.json();
      expect(body, url).toEqual({ code: 404, msg: expect.stringMatching(/^[\u4e00-\u9fa5]/) });
      expect(response.body, url).not.toMatch(/TSM-XX|<b>/);
    }
    const bad = await secure.app.inject({
      url: `${IiifPaths.image('TSM-TC-0001_1')}/full/<b>x<b>/0/default.jpg`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: expect.stringMatching(/^[\u4e00-\u9fa5]/) });
    expect(bad.body).not.toContain('<b>');
  });
});

describe('the policy with outside origins configured', () => {
  it("allows the bucket, an outside ICMS's pictures and WeChat login, and nothing else", () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'museum-files',
      S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
      S3_PUBLIC_BASE_URL: 'https://files.example.cn/museum/',
      COLLECTION_API_BASE: 'https://icms.example.org/icmsApi/icmsRestController',
      WECHAT_MODE: 'open',
      WECHAT_APP_ID: 'wx123',
      WECHAT_APP_SECRET: 'secret',
      PUBLIC_URL: 'https://museum.example.cn',
    });
    const csp = directives(contentSecurityPolicy(config));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://files.example.cn',
      'https://icms.example.org',
    ]);
    expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://files.example.cn']);
    // The outside ICMS is called through this server's proxy; only its pictures come from its origin.
    expect(csp['connect-src']).toEqual(["'self'", 'https://museum-files.oss-cn-hangzhou.aliyuncs.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://open.weixin.qq.com']);
  });
});
