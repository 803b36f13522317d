import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newSessionToken, slidingExpiry } from '../../platform/crypto/session-tokens.ts';
import type { Database } from '../../platform/db/client.ts';
import type { SessionUser, SessionVerifier } from '../../platform/http/auth.ts';
import { sessions, users } from './tables.ts';

/** Sliding expiry: by default a session lives this long after its last use (SESSION_TTL_DAYS). */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export { hashToken };

export function createSessionStore(db: Database, options: { ttlMs?: number } = {}) {
  const expiry = slidingExpiry(options.ttlMs ?? SESSION_TTL_MS);
  return {
    async create(userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
      const { token, tokenHash } = newSessionToken();
      await db.insert(sessions).values({
        userId,
        tokenHash,
        expiresAt: expiry.expiresAt(new Date()),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return token;
    },

    async verify(token: string): Promise<SessionUser | null> {
      const now = new Date();
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          id: users.id,
          username: users.phone,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            // A suspended or closed account's sessions stop working at once.
            eq(users.status, 'active'),
          ),
        )
        .limit(1);
      if (!row) return null;
      const touched = expiry.touch(row.lastSeenAt, now);
      if (touched) await db.update(sessions).set(touched).where(eq(sessions.id, row.sessionId));
      return { id: row.id, username: row.username, sessionId: row.sessionId };
    },

    async revoke(sessionId: number) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of a user, but `keepSessionId` (password change keeps the current one). */
    async revokeAll(userId: number, keepSessionId?: number) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (keepSessionId !== undefined) conditions.push(sql`${sessions.id} <> ${keepSessionId}`);
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(...conditions));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore> & SessionVerifier;
