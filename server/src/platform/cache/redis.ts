import { Redis } from 'ioredis';
import { type Cache, CacheUnavailableError } from './cache.ts';

// A key without a TTL was just made by INCRBY: it gets one (a counter given back to 0 keeps its own).
const INCREMENT_WITH_TTL = `
local value = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('TTL', KEYS[1]) == -1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`;

const COUNT_ATTEMPT = `
local count = redis.call('INCR', KEYS[1])
if count == tonumber(ARGV[1]) then redis.call('EXPIRE', KEYS[1], ARGV[3])
elseif count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return count`;

const RELEASE_ATTEMPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local count = redis.call('DECR', KEYS[1])
if count < tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) end
return count`;

export class RedisCache implements Cache {
  readonly kind = 'redis';
  private readonly redis: Redis;

  constructor(url: string, keyPrefix = 'museum:') {
    this.redis = new Redis(url, {
      keyPrefix,
      // While Redis is down a command fails within a second or two, instead of queueing for as long as it is down.
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    // Failures reach the callers through their commands; the connection's own events would only repeat them.
    this.redis.on('error', () => undefined);
  }

  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.redis);
    } catch (error) {
      throw new CacheUnavailableError(error);
    }
  }

  get(key: string) {
    return this.run((redis) => redis.get(key));
  }

  async set(key: string, value: string, ttlSeconds: number) {
    await this.run((redis) => redis.set(key, value, 'EX', ttlSeconds));
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.run((redis) => redis.set(key, value, 'EX', ttlSeconds, 'NX'))) === 'OK';
  }

  async increment(key: string, ttlSeconds: number, by = 1) {
    return Number(await this.run((redis) => redis.eval(INCREMENT_WITH_TTL, 1, key, ttlSeconds, by)));
  }

  async countAttempt(key: string, limit: number, windowSeconds: number, lockSeconds: number) {
    return Number(
      await this.run((redis) => redis.eval(COUNT_ATTEMPT, 1, key, limit, windowSeconds, lockSeconds)),
    );
  }

  async releaseAttempt(key: string, limit: number) {
    await this.run((redis) => redis.eval(RELEASE_ATTEMPT, 1, key, limit));
  }

  take(key: string) {
    return this.run((redis) => redis.getdel(key));
  }

  async ttl(key: string) {
    const seconds = await this.run((redis) => redis.ttl(key));
    return seconds < 0 ? -1 : seconds;
  }

  async delete(key: string) {
    await this.run((redis) => redis.del(key));
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
