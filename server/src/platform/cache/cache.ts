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
  /** Atomic increment; a new key starts at 1 and lives ttlSeconds from then. */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Reads and deletes in one step, so a one-time value can be used once only. */
  take(key: string): Promise<string | null>;
  /** Seconds left to live, or -1 when the key is absent. */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
