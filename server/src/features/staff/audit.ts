import { isDeepStrictEqual } from 'node:util';
import {
  type AuditAction,
  type AuditEntry,
  type auditQuerySchema,
  maskIdCard,
  maskName,
  maskPhone,
  type SignInFailure,
  STAFF_USERNAME_PATTERN,
} from '@museum/shared';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, type MuseumClock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { scrubText } from '../../platform/logging.ts';
import { auditLog } from './tables.ts';

/** Who made a change: a staff member, or the staff command and the server itself (no account). */
export interface AuditActor {
  id: number | null;
  username: string;
}
export const CLI_ACTOR: AuditActor = { id: null, username: 'cli' };
export const SYSTEM_ACTOR: AuditActor = { id: null, username: 'system' };

type Fields = Record<string, unknown>;

/** One change, as a feature reports it: the record's fields before and after (either absent for a creation or a removal). */
export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** The feature's module, e.g. `staff`, `exhibition`, `entry`. */
  module: string;
  recordId?: string | number | null;
  before?: object | null;
  after?: object | null;
  /** Fields named like personal data that are not, in this module (an artist's public `name`). */
  plain?: readonly string[];
}

/** Secrets: never written, whatever the module (a password change shows as its own field, e.g. `passwordReset`). */
const SECRET_FIELDS = new Set([
  'password',
  'passwordhash',
  'pwd',
  'oldpwd',
  'newpwd',
  'token',
  'tokenhash',
  'smscode',
  // Two-step verification: the audit writes its state only, and these never.
  'ticket',
  'secret',
  'totpsecret',
  'totppendingsecret',
  'recoverycodes',
]);
/** Personal data by field name, masked as the rest of the site masks it (docs/PRODUCT.md "Personal data"). */
const PHONE_FIELDS = /phone|mobile/i;
const ID_FIELDS = new Set(['idcard', 'card', 'idnumber', 'idcardno']);
const NAME_FIELDS = new Set([
  'name',
  'realname',
  'truename',
  'people',
  'contact',
  'contactname',
  'visitorname',
]);

function maskedValue(key: string | undefined, value: unknown, plain: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => maskedValue(key, item, plain));
  if (value && typeof value === 'object') return masked(value as Fields, plain);
  if (typeof value !== 'string') return value;
  const field = key?.toLowerCase() ?? '';
  if (key && !plain.has(key)) {
    if (PHONE_FIELDS.test(field)) return maskPhone(value);
    if (ID_FIELDS.has(field)) return maskIdCard(value);
    if (NAME_FIELDS.has(field)) return maskName(value);
  }
  // Phone- and ID-number-shaped digits in any other text (a note, an address).
  return scrubText(value);
}

function masked(fields: Fields, plain: ReadonlySet<string>): Fields {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => !SECRET_FIELDS.has(key.toLowerCase()))
      .map(([key, value]) => [key, maskedValue(key, value, plain)]),
  );
}

/** A record as JSON holds it (dates as ISO text, no undefined), secrets left out. */
const asJson = (value: object): Fields => JSON.parse(JSON.stringify(value)) as Fields;

/**
 * The fields that changed, before and after, masked; a creation keeps every field of `after`, a removal every
 * field of `before`. Null when both were given and nothing changed.
 */
export function auditedChange(
  before: object | null | undefined,
  after: object | null | undefined,
  plain: readonly string[] = [],
): { before: Fields | null; after: Fields | null } | null {
  const plainSet = new Set(plain);
  const was = before ? asJson(before) : null;
  const is = after ? asJson(after) : null;
  if (was && is) {
    const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
      (key) => !SECRET_FIELDS.has(key.toLowerCase()) && !isDeepStrictEqual(was[key], is[key]),
    );
    if (changed.length === 0) return null;
    const pick = (fields: Fields) =>
      Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]]));
    return { before: masked(pick(was), plainSet), after: masked(pick(is), plainSet) };
  }
  return { before: was && masked(was, plainSet), after: is && masked(is, plainSet) };
}

/**
 * Writes one audit row. Call it with the transaction that makes the change, so the row exists exactly when the
 * change does. Answers false (and writes nothing) for an update that changed no field.
 */
export async function recordAudit(db: Database | Transaction, entry: AuditRecord): Promise<boolean> {
  const change =
    entry.before === undefined && entry.after === undefined
      ? { before: null, after: null }
      : auditedChange(entry.before, entry.after, entry.plain);
  if (!change) return false;
  await db.insert(auditLog).values({
    staffId: entry.actor.id,
    username: entry.actor.username.slice(0, 32),
    action: entry.action,
    module: entry.module.slice(0, 32),
    recordId:
      entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId).slice(0, 64),
    before: change.before,
    after: change.after,
  });
  return true;
}

/** How a sign-in failed, as its audit row keeps it: never the password or the code typed. */
export type FailedSignIn =
  | { outcome: Exclude<SignInFailure, 'locked'> }
  | { outcome: 'locked'; via: 'password' | 'code' };

/** The actor of a failed sign-in whose name is no staff username's shape (a visitor's phone number typed here). */
const UNKNOWN_NAME = '?';

/**
 * A failed sign-in. Its actor is the name typed, not an account: nobody proved to be its owner, so the row's staff
 * id stays empty and the account, if there is one, is the record. A name that cannot be a staff username is not
 * kept: it may be a visitor's phone number.
 */
export async function recordFailedSignIn(
  db: Database,
  username: string,
  staffId: number | null,
  failure: FailedSignIn,
) {
  const name = STAFF_USERNAME_PATTERN.test(username) ? username : UNKNOWN_NAME;
  await recordAudit(db, {
    actor: { id: null, username: name },
    action: 'signin',
    module: 'staff',
    recordId: staffId,
    after: failure,
  });
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    username: row.username,
    action: row.action,
    module: row.module,
    recordId: row.recordId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** The audit log, newest first; `from` and `to` are days of the museum's time zone, both included. */
export async function listAudit(
  db: Database,
  clock: MuseumClock,
  query: AuditQuery,
): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (query.username) conditions.push(eq(auditLog.username, query.username));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.module) conditions.push(eq(auditLog.module, query.module));
  if (query.from) conditions.push(gte(auditLog.createdAt, clock.at(query.from, '00:00')));
  if (query.to) conditions.push(lt(auditLog.createdAt, clock.at(addDays(query.to, 1), '00:00')));
  const { rows, total } = await newestFirst(db, auditLog, and(...conditions), query);
  return { rows: rows.map(toEntry), total };
}

/**
 * A record's detail as a staff member opens it, the opening kept in the audit log: who saw whose full contact
 * details (a hosting application, a donation report).
 */
export function openedWithAudit<T>(
  db: Database,
  module: string,
  detail: (id: number) => Promise<T>,
): (id: number, viewer: AuditActor) => Promise<T> {
  return async (id, viewer) => {
    const found = await detail(id);
    await recordAudit(db, { actor: viewer, action: 'view', module, recordId: id });
    return found;
  };
}
