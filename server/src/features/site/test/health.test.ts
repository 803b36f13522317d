import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

/** GET /prod-api/health is read by load balancers: they go by the HTTP status, not the envelope's code. */

let t: TestApp;
let databaseClosed = false;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  if (!databaseClosed) return t.close();
  // The test closed (and, on PostgreSQL, dropped) the database itself.
  await t.app.close();
  await t.cache.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const health = () => t.app.inject({ url: '/prod-api/health' });

describe('health check', () => {
  it('answers HTTP 200 while the database and the cache answer', async () => {
    const response = await health();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      data: { status: 'ok', checks: { database: 'up', cache: 'up' } },
    });
  });

  it('answers HTTP 200 with the cache reported down: public pages are still served', async () => {
    const spy = vi.spyOn(t.cache, 'get').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const response = await health();
    spy.mockRestore();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      msg: '缓存服务不可用：公开内容照常提供，登录与验证码暂停',
      data: { status: 'degraded', checks: { database: 'up', cache: 'down' } },
    });
    expect((await health()).json().data.status).toBe('ok');
  });

  it('reports a part that hangs as down, within seconds', async () => {
    const spy = vi.spyOn(t.cache, 'get').mockReturnValueOnce(new Promise(() => undefined));
    const started = Date.now();
    const response = await health();
    spy.mockRestore();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.json().data.checks.cache).toBe('down');
  });

  it('answers HTTP 503, in the usual envelope, saying the database is down', async () => {
    await t.database.close();
    databaseClosed = true;
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      code: 500,
      msg: '数据库不可用，暂时无法提供服务',
      data: { status: 'down', checks: { database: 'down', cache: 'up' } },
    });
    expect(response.body).not.toMatch(/closed|pool|ECONN/i);
  });
});
