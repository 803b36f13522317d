import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

const INCREMENT_WITH_TTL = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

export class RedisCache implements Cache {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string, keyPrefix = 'museum:') {
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async get(key: string) {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.redis.set(key, value, 'EX', ttlSeconds);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.redis.set(key, value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  async increment(key: string, ttlSeconds: number) {
    return Number(await this.redis.eval(INCREMENT_WITH_TTL, 1, key, ttlSeconds));
  }

  async take(key: string) {
    return this.redis.getdel(key);
  }

  async ttl(key: string) {
    const seconds = await this.redis.ttl(key);
    return seconds < 0 ? -1 : seconds;
  }

  async delete(key: string) {
    await this.redis.del(key);
  }

  async close() {
    await this.redis.quit();
  }
}
