import { lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../platform/clock.ts';
import type { Retention } from '../../platform/feature.ts';
import { sessions } from './tables.ts';

/** Security logs (a session's IP address and browser) are kept six months after the session ended. */
export const SECURITY_LOG_RETENTION_DAYS = 183;

export const purgeEndedSessions: Retention = async ({ db }, now) => {
  const cutoff = new Date(now.getTime() - SECURITY_LOG_RETENTION_DAYS * DAY_MS);
  const ended = sql`coalesce(${sessions.revokedAt}, ${sessions.expiresAt})`;
  const removed = await db.delete(sessions).where(lt(ended, cutoff)).returning({ id: sessions.id });
  return removed.length;
};
