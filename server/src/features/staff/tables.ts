import type { AuditAction, StaffRole } from '@museum/shared';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment, sessionColumns, timestamps } from '../../platform/db/columns.ts';

/** Staff accounts: not visitors (docs/PRODUCT.md "Staff console"), with one or more roles each. */
export const staff = pg.pgTable('staff', {
  id: pg.serial('id').primaryKey(),
  /** Lower case, a letter first (`staffUsernameSchema`). */
  username: pg.varchar('username', { length: 32 }).notNull().unique(),
  name: pg.varchar('name', { length: 30 }).notNull(),
  /** argon2id, as visitors' passwords. */
  passwordHash: pg.text('password_hash').notNull(),
  roles: pg.text('roles').array().$type<StaffRole[]>().notNull(),
  /** A disabled account cannot sign in, and its sessions stop working at once. */
  enabled: pg.boolean('enabled').notNull().default(true),
  /**
   * Time-based one-time codes (RFC 6238): the shared secret, sealed with AES-256-GCM as ID numbers are
   * (`ctx.personalData`); null while two-step verification is off.
   */
  totpSecret: pg.text('totp_secret'),
  /** A secret handed out by an enrolment not yet confirmed with a first code (sealed too). */
  totpPendingSecret: pg.text('totp_pending_secret'),
  /** The time step of the last code accepted: a code of that step or an earlier one is never taken again. */
  totpLastStep: pg.integer('totp_last_step'),
  ...timestamps(),
});

/** A staff member's own record, gone with the staff member. */
const staffRef = () =>
  pg
    .integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' });

/**
 * Single-use recovery codes of a staff member with one-time codes on, as keyed HMACs (never the codes): ten are
 * made when two-step verification is turned on, and all go when it is turned off.
 */
export const staffRecoveryCodes = pg.pgTable(
  'staff_recovery_codes',
  {
    id: pg.serial('id').primaryKey(),
    staffId: staffRef(),
    codeHash: pg.varchar('code_hash', { length: 64 }).notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/** Staff sessions (sessionColumns), in a store of their own. */
export const staffSessions = pg.pgTable(
  'staff_sessions',
  {
    id: pg.serial('id').primaryKey(),
    staffId: staffRef(),
    ...sessionColumns(),
  },
  (t) => [pg.index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member makes (docs/PRODUCT.md "Staff console"): who, what, which record, when, and the
 * changed fields before and after, personal data masked. Kept at least a year (AUDIT_RETENTION_DAYS).
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    id: pg.serial('id').primaryKey(),
    /** null for the staff command (`cli`) and the server itself (`system`). */
    staffId: pg.integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as they signed in: kept as written, whatever happens to the account later. */
    username: pg.varchar('username', { length: 32 }).notNull(),
    action: pg.varchar('action', { length: 16 }).$type<AuditAction>().notNull(),
    module: pg.varchar('module', { length: 32 }).notNull(),
    recordId: pg.varchar('record_id', { length: 64 }),
    before: pg.jsonb('before').$type<Record<string, unknown>>(),
    after: pg.jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('audit_log_created_idx').on(t.createdAt)],
);
