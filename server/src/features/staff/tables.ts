import type { AuditAction, StaffRole } from '@museum/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, sessionColumns, timestamps } from '../../platform/db/columns.ts';

/** Staff accounts: not visitors (docs/PRODUCT.md "Staff console"), with one or more roles each. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Lower case, a letter first (`staffUsernameSchema`). */
  username: varchar('username', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 30 }).notNull(),
  /** argon2id, as visitors' passwords. */
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  /** A disabled account cannot sign in, and its sessions stop working at once. */
  enabled: boolean('enabled').notNull().default(true),
  /**
   * Time-based one-time codes (RFC 6238): the shared secret, sealed with AES-256-GCM as ID numbers are
   * (`ctx.personalData`); null while two-step verification is off.
   */
  totpSecret: text('totp_secret'),
  /** A secret handed out by an enrolment not yet confirmed with a first code (sealed too). */
  totpPendingSecret: text('totp_pending_secret'),
  /** The time step of the last code accepted: a code of that step or an earlier one is never taken again. */
  totpLastStep: integer('totp_last_step'),
  ...timestamps(),
});

/**
 * Single-use recovery codes of a staff member with one-time codes on, as keyed HMACs (never the codes): ten are
 * made when two-step verification is turned on, and all go when it is turned off.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/** Staff sessions (sessionColumns), in a store of their own. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ...sessionColumns(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member makes (docs/PRODUCT.md "Staff console"): who, what, which record, when, and the
 * changed fields before and after, personal data masked. Kept at least a year (AUDIT_RETENTION_DAYS).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** null for the staff command (`cli`) and the server itself (`system`). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who, as they signed in: kept as written, whatever happens to the account later. */
    username: varchar('username', { length: 32 }).notNull(),
    action: varchar('action', { length: 16 }).$type<AuditAction>().notNull(),
    module: varchar('module', { length: 32 }).notNull(),
    recordId: varchar('record_id', { length: 64 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
