import type { Cache } from './cache.ts';
import { MemoryCache } from './memory.ts';
import { RedisCache, type RedisTimeouts } from './redis.ts';

export { type Cache, CacheUnavailableError, failOpen, withLocalFallback } from './cache.ts';

/** Redis when REDIS_URL is set, in-process otherwise. */
export function openCache(options: {
  redisUrl?: string;
  keyPrefix?: string;
  redisTimeouts?: RedisTimeouts;
}): Cache {
  return options.redisUrl
    ? new RedisCache(options.redisUrl, options.keyPrefix, options.redisTimeouts)
    : new MemoryCache();
}
