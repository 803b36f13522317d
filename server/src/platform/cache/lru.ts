/** What a store of short-lived values offers: the shared answers need no more, and Redis offers it too. */
export interface ExpiringStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
  bytes: number;
}

/** JavaScript strings take up to two bytes a character, plus the entry's own bookkeeping. */
const sizeOf = (key: string, value: string) => (key.length + value.length) * 2 + 96;

/**
 * An in-process store bounded by bytes: when a new value would pass `maxBytes`, the least recently used values
 * go first. For what may be recomputed (shared answers) only; never for counters or locks, which flooding it
 * with other keys would evict.
 */
export class LruStore implements ExpiringStore {
  /** A Map iterates in insertion order; a read moves its key to the end, so the first key is the least recent. */
  private readonly entries = new Map<string, Entry>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bytes held (as counted for the limit) and the number of values. */
  get usage() {
    return { bytes: this.total, entries: this.entries.size };
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  async get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.total -= entry.bytes;
      return null;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  async set(key: string, value: string, ttlSeconds: number) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const bytes = sizeOf(key, value);
    if (bytes > this.maxBytes || ttlSeconds <= 0) return;
    const now = this.now();
    for (const [oldest, entry] of this.entries) {
      if (this.total + bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    // Expired values are dropped on the way too, so a quiet store does not keep them until it is full.
    for (const [candidate, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.remove(candidate, entry);
    }
    this.entries.set(key, { value, expiresAt: now + ttlSeconds * 1000, bytes });
    this.total += bytes;
  }
}
