import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fail, warn } from '../src/platform/http/errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.register(
      async (api) => {
        api.get('/probe/business', async () => {
          throw fail('预约人数已满');
        });
        api.get('/probe/warn', async () => {
          throw warn('请注意');
        });
        api.get('/probe/crash', async () => {
          throw new Error('relation "secret_table" does not exist');
        });
        api.post(
          '/probe/body',
          { schema: { body: z.object({ phone: z.string(), age: z.number().int() }) } },
          async (request) => ({ code: 200, msg: 'ok', data: request.body }),
        );
      },
      { prefix: '/prod-api' },
    );
  });
  await t.seed();
});
afterAll(() => t.close());

describe('envelope', () => {
  it('answers the health check with the database in use', async () => {
    const body = await t.api('GET', '/health');
    expect(body).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        status: 'ok',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        cache: expect.any(String),
        checks: { database: 'up', cache: 'up' },
      },
    });
  });

  it('lists friendly links in the list envelope with paging', async () => {
    const all = await t.api('GET', '/client/link/list?pageSize=100');
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.rows[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      url: expect.stringMatching(/^https?:\/\//),
    });
    const second = await t.api('GET', '/client/link/list?pageNum=2&pageSize=2');
    expect(second.rows).toHaveLength(2);
    expect(second.rows[0].id).toBe(all.rows[2].id);
    expect(second.total).toBe(all.total);
  });

  it('defaults to page 1 of 10', async () => {
    const body = await t.api('GET', '/client/link/list');
    expect(body.rows.length).toBeLessThanOrEqual(10);
    expect(body.rows[0].id).toBeDefined();
  });

  it('carries a request id of its own on every response, not one the client sent', async () => {
    const response = await t.app.inject({ url: '/prod-api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers a business failure with code 500 and its message on HTTP 200', async () => {
    const response = await t.app.inject({ url: '/prod-api/probe/business' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 500, msg: '预约人数已满' });
  });

  it('answers a warning with code 601', async () => {
    expect(await t.api('GET', '/probe/warn')).toEqual({ code: 601, msg: '请注意' });
  });

  it('hides unexpected errors behind a generic message', async () => {
    const response = await t.app.inject({ url: '/prod-api/probe/crash' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(500);
    expect(body.msg).toBe('服务器开小差了，请稍后再试');
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
  });

  it('names the field of a query that fails validation', async () => {
    const body = await t.api('GET', '/client/link/list?pageSize=abc');
    expect(body.code).toBe(500);
    expect(body.msg).toContain('pageSize');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('names the field of a body that fails validation', async () => {
    const body = await t.api('POST', '/probe/body', { payload: { phone: 13800138000, age: 3 } });
    expect(body.code).toBe(500);
    expect(body.msg).toContain('phone');
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a body that is not JSON with a clear message', async () => {
    const body = await t.api('POST', '/probe/body', {
      payload: '{"phone": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(body).toEqual({ code: 500, msg: '请求体不是有效的 JSON' });
  });

  it('accepts a valid body', async () => {
    const body = await t.api('POST', '/probe/body', { payload: { phone: '13800138000', age: 3 } });
    expect(body).toEqual({ code: 200, msg: 'ok', data: { phone: '13800138000', age: 3 } });
  });

  it('answers 404 for an unknown API path', async () => {
    const response = await t.app.inject({ url: '/prod-api/client/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '访问资源不存在' });
  });

  it('answers code 401 for a bearer token that matches no session', async () => {
    const { requireUser } = await import('../src/platform/http/auth.ts');
    const probe = await createTestApp({}, (app) => {
      app.get('/prod-api/probe/me', { preHandler: requireUser }, async (request) => ({
        code: 200,
        msg: 'ok',
        data: request.user,
      }));
    });
    try {
      const anonymous = await probe.api('GET', '/probe/me');
      expect(anonymous.code).toBe(401);
      const forged = await probe.api('GET', '/probe/me', {
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.code).toBe(401);
    } finally {
      await probe.close();
    }
  });
});

describe('benchmark ceiling', () => {
  it('exists only when BENCH_ROUTES is on, and answers the requested size', async () => {
    expect((await t.app.inject({ url: '/prod-api/bench/ceiling' })).statusCode).toBe(404);
    const bench = await createTestApp({ BENCH_ROUTES: 'true' });
    try {
      const response = await bench.app.inject({ url: '/prod-api/bench/ceiling?bytes=1234' });
      expect(Buffer.byteLength(response.body)).toBe(1234);
      expect(response.json().code).toBe(200);
    } finally {
      await bench.close();
    }
  });
});
