import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_TIMEOUTS } from '#test/helpers/app.ts';
import type { Cache } from './cache.ts';
import { MemoryCache } from './memory.ts';
import { RedisCache } from './redis.ts';

const caches: [string, Cache][] = [['memory', new MemoryCache()]];
if (process.env.REDIS_URL) {
  caches.push([
    'redis',
    new RedisCache(process.env.REDIS_URL, `test:${randomBytes(6).toString('hex')}:`, TEST_REDIS_TIMEOUTS),
  ]);
}

afterAll(async () => {
  for (const [, cache] of caches) await cache.close();
});

describe.each(caches)('%s cache', (_kind, cache) => {
  it('sets, gets and deletes', async () => {
    await cache.set('a', '1', 60);
    expect(await cache.get('a')).toBe('1');
    await cache.delete('a');
    expect(await cache.get('a')).toBeNull();
  });

  it('takes a value once', async () => {
    await cache.set('once', 'code', 60);
    expect(await cache.take('once')).toBe('code');
    expect(await cache.take('once')).toBeNull();
  });

  it('sets only when absent', async () => {
    expect(await cache.setIfAbsent('nx', 'first', 60)).toBe(true);
    expect(await cache.setIfAbsent('nx', 'second', 60)).toBe(false);
    expect(await cache.get('nx')).toBe('first');
  });

  it('increments atomically under concurrency and keeps the first TTL', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.increment('counter', 120)));
    expect(results.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const ttl = await cache.ttl('counter');
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(120);
  });

  it('counts a burst of attempts atomically and restarts the life of the counter when it reaches the limit', async () => {
    const counts = await Promise.all(
      Array.from({ length: 40 }, () => cache.countAttempt('tries', 5, 30, 900)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.filter((count) => count <= 5)).toHaveLength(5);
    expect(await cache.ttl('tries')).toBeGreaterThan(800);
  });

  it('gives a new counter the window and a released attempt back unless the limit was reached', async () => {
    expect(await cache.countAttempt('window', 5, 30, 900)).toBe(1);
    expect(await cache.ttl('window')).toBeLessThanOrEqual(30);
    await cache.releaseAttempt('window', 5);
    expect(await cache.get('window')).toBeNull();

    for (let i = 0; i < 6; i++) await cache.countAttempt('locked', 5, 30, 900);
    await cache.releaseAttempt('locked', 5);
    expect(await cache.get('locked')).toBe('5');
    await cache.releaseAttempt('missing-counter', 5);
    expect(await cache.get('missing-counter')).toBeNull();
  });

  it('increments by an amount, gives it back, and keeps the TTL of the first increment', async () => {
    const totals = await Promise.all(Array.from({ length: 20 }, () => cache.increment('bytes', 120, 1000)));
    expect(totals.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 1000));
    expect(await cache.increment('bytes', 60, -20_000)).toBe(0);
    expect(await cache.ttl('bytes')).toBeGreaterThan(100);
  });

  it('reports -1 for the TTL of a missing key', async () => {
    expect(await cache.ttl('missing')).toBe(-1);
  });
});

describe('memory cache expiry', () => {
  it('forgets values after their TTL', async () => {
    let now = 1_000_000;
    const cache = new MemoryCache(() => now);
    await cache.set('k', 'v', 10);
    await cache.increment('n', 10);
    now += 9_000;
    expect(await cache.get('k')).toBe('v');
    expect(await cache.ttl('k')).toBe(1);
    now += 1_000;
    expect(await cache.get('k')).toBeNull();
    expect(await cache.increment('n', 10)).toBe(1);
    await cache.close();
  });
});
