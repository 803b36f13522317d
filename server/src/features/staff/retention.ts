import { lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../platform/clock.ts';
import type { Retention } from '../../platform/feature.ts';
import { SECURITY_LOG_RETENTION_DAYS } from '../accounts/index.ts';
import { auditLog, staffSessions } from './tables.ts';

/** The audit log is kept at least a year (docs/PRODUCT.md "Staff console"): rows go after 400 days. */
export const AUDIT_RETENTION_DAYS = 400;

/** Staff sessions (their IP address and browser) go as visitors' do; audit rows after AUDIT_RETENTION_DAYS. */
export const purgeStaffRecords: Retention = async ({ db }, now) => {
  const sessionCutoff = new Date(now.getTime() - SECURITY_LOG_RETENTION_DAYS * DAY_MS);
  const ended = sql`coalesce(${staffSessions.revokedAt}, ${staffSessions.expiresAt})`;
  const sessions = await db
    .delete(staffSessions)
    .where(lt(ended, sessionCutoff))
    .returning({ id: staffSessions.id });
  const auditCutoff = new Date(now.getTime() - AUDIT_RETENTION_DAYS * DAY_MS);
  const audit = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, auditCutoff))
    .returning({ id: auditLog.id });
  return sessions.length + audit.length;
};
