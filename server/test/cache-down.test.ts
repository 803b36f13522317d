import { ContentPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisCache } from '../src/platform/cache/redis.ts';
import { DEMO_VISITOR } from '../src/seed/accounts.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * Redis stops answering (here: nothing listens on its port). Public reads fail open to the database; what counts
 * or decides (captchas, SMS codes, sign-in limits) fails closed with a clear message, quickly.
 */
let t: TestApp;
beforeAll(async () => {
  const deadRedis = new RedisCache('redis://127.0.0.1:1', 'test:down:');
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' }, undefined, undefined, false, deadRedis);
  await t.seed();
});
afterAll(() => t.close());

/** The answer and how long it took. */
async function timed(
  path: string,
  options: Parameters<TestApp['api']>[2] = {},
  method: 'GET' | 'POST' = 'GET',
) {
  const started = Date.now();
  const body = await t.api(method, path, options);
  return { body, ms: Date.now() - started };
}

describe('with the cache down', () => {
  it('still serves public lists and details from the database', async () => {
    const list = await timed(`${ContentPaths.exhibitionList}?pageNum=1&pageSize=4`);
    expect(list.body.code).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    const detail = await timed(ContentPaths.exhibitionDetail(list.body.rows[0].id));
    expect(detail.body).toMatchObject({ code: 200, data: { id: list.body.rows[0].id } });
  });

  it('still describes and draws a work through IIIF', async () => {
    const info = await t.app.inject({ url: '/iiif/3/TSM-HH-0001_1/info.json' });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ width: 1300, height: 3000 });
  });

  it('refuses captchas, SMS codes and sign-in with a clear message, within seconds', async () => {
    const answers = await Promise.all([
      timed('/captchaImage'),
      timed(`/common/sms/send?phone=13900000001&type=signIn`),
      timed(
        '/client/signIn',
        { payload: { username: DEMO_VISITOR.phone, password: DEMO_VISITOR.password, uuid: 'x', code: 'x' } },
        'POST',
      ),
    ]);
    for (const { body, ms } of answers) {
      expect(body).toEqual({ code: 500, msg: '服务暂时不可用，请稍后再试' });
      expect(ms).toBeLessThan(5000);
    }
  });

  it('says in the health check that the cache is the part that is down', async () => {
    const response = await t.app.inject({ url: '/prod-api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'degraded',
      checks: { database: 'up', cache: 'down' },
    });
  });
});
