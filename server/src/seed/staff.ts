import { randomBytes } from 'node:crypto';
import { StaffRole } from '@museum/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../features/accounts/index.ts';
import { readMeta, writeMeta } from '../features/site/index.ts';
import { recordAudit, revokeStaffSessions, SYSTEM_ACTOR } from '../features/staff/index.ts';
import { staff } from '../features/staff/tables.ts';
import type { Database } from '../platform/db/client.ts';
import type { SeedContext } from './context.ts';

/** The demo staff of docs/PRODUCT.md "Staff console": one per role, all with the README's password. */
export const DEMO_STAFF_PASSWORD = 'Museum2026';
export const DEMO_STAFF = [
  { username: 'admin', name: '馆务管理员', roles: [StaffRole.admin] },
  { username: 'editor', name: '内容编辑', roles: [StaffRole.editor] },
  { username: 'frontdesk', name: '前台值班', roles: [StaffRole.frontdesk] },
  { username: 'reviewer', name: '业务审核', roles: [StaffRole.reviewer] },
] as const;

const SEEDED_KEY = 'demo_staff_seeded_at';

/**
 * Writes the demo staff once per installation, outside production only (a known password is a way in). Marked
 * apart from the demo content, so a data folder seeded before staff existed gets them too; accounts of the same
 * names are left as they are.
 */
export async function seedDemoStaff(ctx: Pick<SeedContext, 'db' | 'config' | 'clock'>): Promise<boolean> {
  if (ctx.config.env === 'production') return false;
  if (await readMeta(ctx.db, SEEDED_KEY)) return false;
  for (const member of DEMO_STAFF) {
    await ctx.db
      .insert(staff)
      .values({
        username: member.username,
        name: member.name,
        passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
        roles: [...member.roles],
      })
      .onConflictDoNothing({ target: staff.username });
  }
  await writeMeta(ctx.db, SEEDED_KEY, ctx.clock.now().toISOString());
  return true;
}

/**
 * A data folder first used in development holds the demo staff, whose password is in the README: started in
 * production, each one still using it is disabled, given a password nobody knows and signed out everywhere (and
 * the audit log says so). Answers the usernames it retired.
 */
export async function retireDemoStaff(db: Database): Promise<string[]> {
  const usernames = DEMO_STAFF.map((member) => member.username);
  const found = await db
    .select({ id: staff.id, username: staff.username, passwordHash: staff.passwordHash })
    .from(staff)
    .where(and(inArray(staff.username, usernames), eq(staff.enabled, true)));
  const retired: string[] = [];
  for (const member of found) {
    if (!(await verifyPassword(member.passwordHash, DEMO_STAFF_PASSWORD))) continue;
    const unknowable = await hashPassword(randomBytes(32).toString('base64'));
    await db.transaction(async (tx) => {
      await tx.update(staff).set({ enabled: false, passwordHash: unknowable }).where(eq(staff.id, member.id));
      await revokeStaffSessions(tx, member.id);
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'staff',
        module: 'staff',
        recordId: member.id,
        before: { enabled: true },
        after: { enabled: false, passwordReset: true },
      });
    });
    retired.push(member.username);
  }
  return retired;
}
