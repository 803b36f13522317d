import { ContentPaths } from '@museum/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { exhibitions } from '../../features/content/tables.ts';
import { MemoryCache } from '../cache/memory.ts';
import { createSharedAnswers } from './shared-answers.ts';

/** A route whose answers are shared, counting how often it really computes. */
function probe(
  ttlSeconds: number,
  answer: () => { code: number; msg: string } = () => ({ code: 200, msg: 'ok' }),
) {
  let now = 1_000_000;
  const cache = new MemoryCache(() => now);
  const answers = createSharedAnswers(cache, ttlSeconds);
  const app = Fastify();
  let computed = 0;
  app.get('/list', async (request, reply) =>
    answers.send(request, reply, async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ...answer(), n: computed };
    }),
  );
  return {
    get: async (url = '/list?pageNum=1') => (await app.inject({ method: 'GET', url })).json(),
    computed: () => computed,
    later: (seconds: number) => {
      now += seconds * 1000;
    },
    close: async () => {
      await app.close();
      await cache.close();
    },
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
    // Another address is computed afresh and sees it.
    const fresh = await t.api('GET', `${ContentPaths.exhibitionList}?pageNum=1&pageSize=6`);
    expect(fresh.total).toBe(before.total + 1);
  });
});
