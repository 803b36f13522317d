import type { Cache } from './cache.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

export class MemoryCache implements Cache {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async increment(key: string, ttlSeconds: number, by = 1) {
    const entry = this.live(key);
    if (!entry) {
      await this.set(key, String(by), ttlSeconds);
      return by;
    }
    const next = Number(entry.value) + by;
    entry.value = String(next);
    return next;
  }

  // No await between reading and writing: one event-loop turn is as atomic as a Redis script.
  async countAttempt(key: string, limit: number, windowSeconds: number, lockSeconds: number) {
    const entry = this.live(key);
    const count = entry ? Number(entry.value) + 1 : 1;
    const ttl = count === limit ? lockSeconds : entry ? undefined : windowSeconds;
    this.entries.set(key, {
      value: String(count),
      expiresAt: ttl === undefined ? entry!.expiresAt : this.now() + ttl * 1000,
    });
    return count;
  }

  async releaseAttempt(key: string, limit: number) {
    const entry = this.live(key);
    if (!entry) return;
    const count = Number(entry.value) - 1;
    if (count < limit) this.entries.delete(key);
    else entry.value = String(count);
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.expiresAt - this.now()) / 1000) : -1;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  /** Never lost: nothing to recover from. */
  onRecovered() {}

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
