import type { StaffMember, StaffRole } from '@museum/shared';
import { STAFF_ROLES, StaffMessages } from '@museum/shared';
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { fail, notFound } from '../../platform/http/errors.ts';
import { hashPassword } from '../accounts/index.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { revokeStaffSessions } from './sessions.ts';
import { staff } from './tables.ts';

/**
 * Staff accounts on the database alone, for the console's routes and the staff command alike: each change is
 * written with its audit row in one transaction.
 */

export type StaffRow = typeof staff.$inferSelect;
/** An account as it may leave this module: without its password hash or one-time-code secrets. */
export type StaffAccount = Omit<
  StaffRow,
  'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'totpLastStep'
> & {
  totpEnabled: boolean;
};

/** The columns of a `StaffAccount`, for a select that never reads a secret. */
export const accountColumns = {
  id: staff.id,
  username: staff.username,
  name: staff.name,
  roles: staff.roles,
  enabled: staff.enabled,
  createdAt: staff.createdAt,
  updatedAt: staff.updatedAt,
  totpEnabled: sql<boolean>`${staff.totpSecret} is not null`.as('totp_enabled'),
};

export function toMember(row: StaffAccount | StaffRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    roles: row.roles,
    enabled: row.enabled,
    totpEnabled: 'totpEnabled' in row ? row.totpEnabled : row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each role once, in the order of STAFF_ROLES (as the shared schema gives them). */
const inOrder = (roles: readonly StaffRole[]) => STAFF_ROLES.filter((role) => roles.includes(role));

/** The fields of an account the audit log shows (never the password hash). */
const audited = (row: Pick<StaffRow, 'username' | 'name' | 'roles' | 'enabled'>) => ({
  username: row.username,
  name: row.name,
  roles: row.roles,
  enabled: row.enabled,
});

export async function findStaffByUsername(db: Database, username: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.username, username)).limit(1);
  return row;
}

export async function findStaffById(db: Database | Transaction, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row;
}

export interface NewStaff {
  username: string;
  name: string;
  /** Checked against the visitors' rule by the caller (the shared `passwordSchema`). */
  password: string;
  roles: StaffRole[];
  enabled?: boolean;
}

export async function createStaffMember(db: Database, input: NewStaff, actor: AuditActor): Promise<StaffRow> {
  if (inOrder(input.roles).length === 0) throw fail(StaffMessages.rolesRequired);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({
          username: input.username,
          name: input.name,
          passwordHash,
          roles: inOrder(input.roles),
          enabled: input.enabled ?? true,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'staff',
        module: 'staff',
        recordId: row!.id,
        after: audited(row!),
      });
      return row!;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw fail(StaffMessages.usernameTaken);
    throw error;
  }
}

export interface StaffChanges {
  name?: string;
  roles?: StaffRole[];
  enabled?: boolean;
  /** A new password (checked by the caller against the visitors' rule); ends the account's sessions. */
  password?: string;
}

interface ChangedRow {
  id: number;
  username: string;
  name: string;
  roles: StaffRole[];
  enabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  prior_name: string;
  prior_roles: StaffRole[];
  prior_enabled: boolean;
  totp_enabled: boolean;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]::text[]`;

/**
 * Changes a staff account. Whether the change may remove the last enabled admin (disable them, or take their
 * role) is decided by the UPDATE itself: it first locks the account and every enabled admin, in id order (so two
 * such changes wait for each other instead of deadlocking, and each sees the other's result), then changes the
 * account only if it stays an enabled admin, was not one, or another enabled admin remains. Two admins demoting
 * each other at once: one wins, the other finds no other admin.
 */
export async function changeStaffMember(
  db: Database,
  id: number,
  changes: StaffChanges,
  actor: AuditActor,
  options: { keepSessionId?: number } = {},
): Promise<StaffAccount> {
  if (changes.roles && inOrder(changes.roles).length === 0) throw fail(StaffMessages.rolesRequired);
  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  return db.transaction(async (tx) => {
    const name = changes.name === undefined ? sql`prior.name` : sql`${changes.name}::varchar`;
    const roles = changes.roles === undefined ? sql`prior.roles` : textArray(inOrder(changes.roles));
    const enabled = changes.enabled === undefined ? sql`prior.enabled` : sql`${changes.enabled}::boolean`;
    const hash = passwordHash === undefined ? sql`prior.password_hash` : sql`${passwordHash}::text`;
    const [row] = await queryRows<ChangedRow>(
      tx,
      sql`
        with locked as (
          select id, name, roles, enabled, password_hash from staff
          where id = ${id} or (enabled and 'admin' = any(roles))
          order by id
          for update
        )
        update staff set
          name = ${name},
          roles = ${roles},
          enabled = ${enabled},
          password_hash = ${hash},
          updated_at = now()
        from locked as prior
        where staff.id = ${id} and prior.id = ${id}
          and (
            (${enabled} and 'admin' = any(${roles}))
            or not (prior.enabled and 'admin' = any(prior.roles))
            or exists (
              select 1 from locked as other
              where other.id <> ${id} and other.enabled and 'admin' = any(other.roles)
            )
          )
        returning staff.id, staff.username, staff.name, staff.roles, staff.enabled, staff.created_at,
          staff.updated_at, prior.name as prior_name, prior.roles as prior_roles, prior.enabled as prior_enabled,
          staff.totp_secret is not null as totp_enabled`,
    );
    if (!row) {
      if (!(await findStaffById(tx, id))) throw notFound(StaffMessages.notFound);
      throw fail(StaffMessages.lastAdmin);
    }
    const after: StaffAccount = {
      id: row.id,
      username: row.username,
      name: row.name,
      roles: row.roles,
      enabled: row.enabled,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      totpEnabled: row.totp_enabled,
    };
    if (!row.enabled) await revokeStaffSessions(tx, id);
    else if (passwordHash !== undefined) await revokeStaffSessions(tx, id, options.keepSessionId);
    await recordAudit(tx, {
      actor,
      action: 'staff',
      module: 'staff',
      recordId: id,
      before: audited({
        username: row.username,
        name: row.prior_name,
        roles: row.prior_roles,
        enabled: row.prior_enabled,
      }),
      after: { ...audited(after), ...(passwordHash === undefined ? {} : { passwordReset: true }) },
    });
    return after;
  });
}

/** Every staff account, by username (the staff command's `list`). */
export function listAllStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(staff.username);
}
