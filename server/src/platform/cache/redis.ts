import { Redis, ReplyError } from 'ioredis';
import { CircuitBreaker } from './breaker.ts';
import type { Cache } from './cache.ts';

/** How long Redis may take before it counts as an outage (a hung server keeps its socket open). */
export interface RedisTimeouts {
  /** To answer a command. */
  commandMs: number;
  /** To accept the connection. */
  connectMs: number;
}
const PRODUCTION_TIMEOUTS: RedisTimeouts = { commandMs: 1000, connectMs: 2000 };
/** How often, during an outage, Redis is asked whether it is back. */
const PROBE_EVERY_MS = 1000;

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
  private readonly breaker: CircuitBreaker;

  constructor(url: string, keyPrefix = 'museum:', timeouts: RedisTimeouts = PRODUCTION_TIMEOUTS) {
    this.redis = new Redis(url, {
      keyPrefix,
      maxRetriesPerRequest: 1,
      connectTimeout: timeouts.connectMs,
      commandTimeout: timeouts.commandMs,
      lazyConnect: false,
    });
    this.breaker = new CircuitBreaker({
      probe: () => this.redis.ping(),
      probeEveryMs: PROBE_EVERY_MS,
      // Redis answered (a script's error, a wrong type): it is there.
      isOutage: (error) => !(error instanceof ReplyError),
    });
    // A lost connection opens the breaker at once: commands sent on it would otherwise wait for the reconnection.
    this.redis.on('error', (error) => this.breaker.trip(error));
    this.redis.on('close', () => this.breaker.trip(new Error('connection closed')));
  }

  private run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    return this.breaker.run(() => command(this.redis));
  }

  onRecovered(listener: () => void) {
    this.breaker.onRecovered(listener);
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
    this.breaker.stop();
    this.redis.removeAllListeners('close');
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
