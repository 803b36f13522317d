import { randomBytes } from 'node:crypto';
import { ContentPaths } from '@museum/shared';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { exhibitions } from '../../features/content/tables.ts';
import { LruStore } from '../cache/lru.ts';
import { createSharedAnswers } from './shared-answers.ts';
import { zodValidatorCompiler } from './validation.ts';

const listQuery = z.object({
  pageNum: z.coerce.number().int().positive().default(1),
  pageSize: z.coerce.number().int().positive().default(10),
  title: z.string().optional(),
});

/** A route whose answers are shared, counting how often it really computes. */
function probe(
  ttlSeconds: number,
  answer: () => { code: number; msg: string } = () => ({ code: 200, msg: 'ok' }),
  maxBytes = 1024 * 1024,
  delayMs = 20,
) {
  let now = 1_000_000;
  const store = new LruStore(maxBytes, () => now);
  const answers = createSharedAnswers(store, ttlSeconds);
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  let computed = 0;
  app.get('/list', { schema: { querystring: listQuery } }, async (request, reply) =>
    answers.send(request, reply, async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return { ...answer(), n: computed };
    }),
  );
  return {
    get: async (url = '/list?pageNum=1') => (await app.inject({ method: 'GET', url })).json(),
    computed: () => computed,
    store,
    later: (seconds: number) => {
      now += seconds * 1000;
    },
    close: () => app.close(),
  };
}

describe('shared answers', () => {
  it('answers the same address from the first computation until the time is up', async () => {
    const p = probe(30);
    expect(await p.get()).toEqual({ code: 200, msg: 'ok', n: 1 });
    expect(await p.get()).toEqual({ code: 200, msg: 'ok', n: 1 });
    expect(await p.get('/list?pageNum=2')).toMatchObject({ n: 2 });
    p.later(31);
    expect(await p.get()).toMatchObject({ n: 3 });
    expect(p.computed()).toBe(3);
    await p.close();
  });

  it('computes once for identical requests that arrive together', async () => {
    const p = probe(30);
    const answers = await Promise.all(Array.from({ length: 12 }, () => p.get()));
    expect(new Set(answers.map((a) => a.n))).toEqual(new Set([1]));
    expect(p.computed()).toBe(1);
    await p.close();
  });

  it('keeps no failure, and keeps nothing when turned off', async () => {
    const failing = probe(30, () => ({ code: 500, msg: '请输入有意义的关键词' }));
    await failing.get();
    await failing.get();
    expect(failing.computed()).toBe(2);
    await failing.close();

    const off = probe(0);
    await off.get();
    await off.get();
    expect(off.computed()).toBe(2);
    await off.close();
  });

  it('keys by the parsed query: junk parameters add no entry, another order or a default shares one', async () => {
    const p = probe(30);
    await p.get('/list?pageNum=2&pageSize=5');
    const { entries, bytes } = p.store.usage;
    for (let i = 0; i < 1000; i++) await p.get(`/list?pageSize=5&pageNum=2&junk${i}=${i}&_=${i}`);
    expect(await p.get('/list?pageSize=5&pageNum=2')).toMatchObject({ n: 1 });
    expect(p.store.usage).toEqual({ entries, bytes });
    expect(p.computed()).toBe(1);
    // Spelled out or left to its default, page 1 of 10 is one question.
    await p.get('/list');
    expect(await p.get('/list?pageSize=10&pageNum=1')).toMatchObject({ n: 2 });
    expect(await p.get('/list?pageNum=1&pageSize=10&title=')).toMatchObject({ n: 3 });
    expect(p.computed()).toBe(3);
    await p.close();
  });

  it('keeps the in-process store under its byte budget, the least recently used going first', async () => {
    const budget = 64 * 1024;
    const p = probe(30, () => ({ code: 200, msg: '展'.repeat(2000) }), budget, 0);
    await p.get('/list?title=kept');
    for (let i = 0; i < 1000; i++) {
      await p.get(`/list?title=${i}`);
      // Asked for again and again, so it is never the least recently used.
      if (i % 5 === 0) await p.get('/list?title=kept');
      expect(p.store.usage.bytes).toBeLessThanOrEqual(budget);
    }
    expect(p.store.usage.entries).toBeGreaterThan(1);
    expect(p.computed()).toBe(1001);
    expect(await p.get('/list?title=kept')).toMatchObject({ n: 1 });
    expect(await p.get('/list?title=0')).toMatchObject({ n: 1002 });
    await p.close();
  });
});

describe('the in-process store of shared answers', () => {
  it('forgets a value after its time, and keeps none larger than the budget', async () => {
    let now = 0;
    const store = new LruStore(1000, () => now);
    await store.set('a', 'x', 10);
    now += 9_999;
    expect(await store.get('a')).toBe('x');
    now += 1;
    expect(await store.get('a')).toBeNull();
    expect(store.usage).toEqual({ entries: 0, bytes: 0 });
    await store.set('big', 'x'.repeat(1000), 10);
    expect(await store.get('big')).toBeNull();
  });
});

describe('public lists with sharing on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' });
    await t.seed();
  });
  afterAll(() => t.close());

  it('serves a list as JSON from the shared answer while a new item waits for the next window', async () => {
    const path = `${ContentPaths.exhibitionList}?pageNum=1&pageSize=5`;
    const first = await t.app.inject({ method: 'GET', url: `/prod-api${path}` });
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const before = first.json();
    await t.db
      .insert(exhibitions)
      .values({ title: '新上线的展览', type: 'special', startDate: t.ctx.clock.today() });
    expect(await t.api('GET', path)).toEqual(before);
    // Another question is computed afresh and sees it (list totals are kept per filter: see list-totals.test.ts).
    const fresh = await t.api(
      'GET',
      `${ContentPaths.exhibitionList}?keyword=${encodeURIComponent('新上线的展览')}`,
    );
    expect(fresh.rows.map((row: { title: string }) => row.title)).toEqual(['新上线的展览']);
  });

  it('serves junk parameters and another order from the same entry', async () => {
    const path = `${ContentPaths.exhibitionList}?pageSize=4&pageNum=1`;
    const before = await t.api('GET', path);
    await t.db
      .insert(exhibitions)
      .values({ title: '又一个新展览', type: 'special', startDate: t.ctx.clock.today() });
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        t.api('GET', `${ContentPaths.exhibitionList}?pageNum=1&x${i}=${i}&pageSize=4&utm_source=${i}`),
      ),
    );
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(before))).toBe(true);
  });

  // Only a Redis run has Redis entries to inspect (CI runs the server tests again on Redis).
  if (process.env.REDIS_URL) {
    it('writes no Redis entry without a time to live', async () => {
      await t.api('GET', `${ContentPaths.exhibitionList}?pageNum=2&pageSize=3`);
      await t.api('GET', '/captchaImage');
      const marker = `ttl-probe-${randomBytes(4).toString('hex')}`;
      await t.cache.set(marker, '1', 60);
      const redis = new Redis(process.env.REDIS_URL!);
      try {
        const [found] = await redis.keys(`test:*:${marker}`);
        const prefix = found!.slice(0, -marker.length);
        const keys = await redis.keys(`${prefix}*`);
        expect(keys.some((key) => key.startsWith(`${prefix}answer:`))).toBe(true);
        for (const key of keys) expect(await redis.ttl(key), key).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
    });
  }
});
