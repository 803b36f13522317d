import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer tokens of every kind of session (visitors', staff's): random and opaque, stored only as their SHA-256
 * hash, so a database leak reveals no usable token.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token and the hash to store for it. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** Last-seen is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Sliding expiry: a session lives `ttlMs` after its last use. `touch` answers the new last-seen and expiry when
 * they are due to be written, or null while the last write is recent.
 */
export function slidingExpiry(ttlMs: number) {
  return {
    expiresAt: (now: Date) => new Date(now.getTime() + ttlMs),
    touch(lastSeenAt: Date, now: Date): { lastSeenAt: Date; expiresAt: Date } | null {
      if (now.getTime() - lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return null;
      return { lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) };
    },
  };
}
