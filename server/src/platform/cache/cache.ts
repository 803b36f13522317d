import type { ExpiringStore } from './lru.ts';

/**
 * Short-lived shared state: captchas, SMS codes, rate limits, WeChat login states.
 * The in-process default serves one server; Redis lets several processes share it.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Atomic increment (by `by`, 1 unless given; negative gives back); a new key lives ttlSeconds from then. */
  increment(key: string, ttlSeconds: number, by?: number): Promise<number>;
  /**
   * Counts one attempt at something limited and answers the count including it, in one atomic step, so the
   * count decides even under a burst. A new counter lives `windowSeconds`; the attempt that reaches `limit`
   * restarts its life as `lockSeconds`, so a lock lasts its full time from the moment it is set.
   */
  countAttempt(key: string, limit: number, windowSeconds: number, lockSeconds: number): Promise<number>;
  /**
   * Takes back one attempt that succeeded, atomically: the counter is forgotten unless the others have
   * reached `limit` meanwhile (a lock stays).
   */
  releaseAttempt(key: string, limit: number): Promise<void>;
  /** Reads and deletes in one step, so a one-time value can be used once only. */
  take(key: string): Promise<string | null>;
  /** Seconds left to live, or -1 when the key is absent. */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  /**
   * `listener` runs when the store answers again after an outage: what was kept in its place meanwhile (shared
   * answers kept in-process) is stale, and what was announced through it (content changed) never went out.
   */
  onRecovered(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * The shared store did not answer. Callers that count or decide (limits, codes) let it propagate: the visitor is
 * asked to try again later rather than served unguarded. Callers that only save work use `failOpen`.
 */
export class CacheUnavailableError extends Error {
  constructor(cause: unknown) {
    super('cache unavailable', { cause });
    this.name = 'CacheUnavailableError';
  }
}

/**
 * For a cache that only saves work (shared answers, image facts): when the store is down, reads miss and writes
 * are skipped, so public pages keep coming from the database.
 */
export function failOpen(cache: Cache): Pick<Cache, 'get' | 'set'> {
  return {
    get: (key) => cache.get(key).catch(() => null),
    set: (key, value, ttlSeconds) => cache.set(key, value, ttlSeconds).catch(() => undefined),
  };
}

/**
 * For shared answers: kept in the shared store, and in this process (`makeLocal`) while the shared store is
 * unreachable, so public pages come about as fast as without Redis rather than each from the database. What was
 * kept here is dropped when the store is back.
 */
export function withLocalFallback(cache: Cache, makeLocal: () => ExpiringStore): ExpiringStore {
  let local: ExpiringStore | null = null;
  cache.onRecovered(() => {
    local = null;
  });
  const fallback = () => {
    local ??= makeLocal();
    return local;
  };
  return {
    get: (key) => cache.get(key).catch(() => fallback().get(key)),
    set: (key, value, ttlSeconds) =>
      cache.set(key, value, ttlSeconds).catch(() => fallback().set(key, value, ttlSeconds)),
  };
}
