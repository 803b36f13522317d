import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts';

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
    expect(response.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('answers HTTP 503, in the usual envelope, when the cache does not answer', async () => {
    const spy = vi.spyOn(t.cache, 'get').mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    const response = await health();
    spy.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试' });
    expect((await health()).statusCode).toBe(200);
  });

  it('answers HTTP 503, in the usual envelope, once the database is gone', async () => {
    await t.database.close();
    databaseClosed = true;
    const response = await health();
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 500, msg: '服务器开小差了，请稍后再试' });
    expect(response.body).not.toMatch(/closed|pool|ECONN/i);
  });
});
