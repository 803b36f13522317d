import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newSessionToken, slidingExpiry } from '../../platform/crypto/session-tokens.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import type { StaffUser, StaffVerifier } from '../../platform/http/staff-auth.ts';
import { staff, staffSessions } from './tables.ts';

/** Sliding expiry of a staff session by default (STAFF_SESSION_HOURS): a working day without a call ends it. */
export const STAFF_SESSION_TTL_MS = 12 * 3600 * 1000;

/** Staff sessions, separate from visitors': the same kind of token, another table, the roles read on every call. */
export function createStaffSessionStore(db: Database, options: { ttlMs?: number } = {}) {
  const expiry = slidingExpiry(options.ttlMs ?? STAFF_SESSION_TTL_MS);
  return {
    async create(staffId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
      const { token, tokenHash } = newSessionToken();
      await db.insert(staffSessions).values({
        staffId,
        tokenHash,
        expiresAt: expiry.expiresAt(new Date()),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return token;
    },

    async verify(token: string): Promise<StaffUser | null> {
      const now = new Date();
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          lastSeenAt: staffSessions.lastSeenAt,
          id: staff.id,
          username: staff.username,
          name: staff.name,
          roles: staff.roles,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, now),
            // A disabled account's sessions stop working at once.
            eq(staff.enabled, true),
          ),
        )
        .limit(1);
      if (!row) return null;
      const touched = expiry.touch(row.lastSeenAt, now);
      if (touched) await db.update(staffSessions).set(touched).where(eq(staffSessions.id, row.sessionId));
      return {
        id: row.id,
        username: row.username,
        name: row.name,
        roles: row.roles,
        sessionId: row.sessionId,
      };
    },

    async revoke(sessionId: number) {
      await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
    },
  };
}

export type StaffSessionStore = ReturnType<typeof createStaffSessionStore> & StaffVerifier;

/** Ends every session of a staff member but `keepSessionId` (their own, when they change their own password). */
export async function revokeStaffSessions(
  db: Database | Transaction,
  staffId: number,
  keepSessionId?: number,
) {
  const conditions = [eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)];
  if (keepSessionId !== undefined) conditions.push(sql`${staffSessions.id} <> ${keepSessionId}`);
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
