import { getTableColumns } from 'drizzle-orm';
import { boolean, integer, type PgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A moment, with its time zone (every timestamp column is one). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The English twin of a text column (`title` → `title_en`), none until an editor writes it; the twins of a table's
 * columns are found by their names (db/language.ts), as the declarations name them (`titleEn`).
 */
export const english = (name: string) => text(`${name}_en`);

/** A dictionary entry's value (dict_entries.value), e.g. an exhibition's type: the comment beside it names the dictionary. */
export const dictValue = (name: string) => varchar(name, { length: 64 }).notNull();

/** When a row was written. */
export const createdAt = () => moment('created_at').notNull().defaultNow();

/** When a row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * A signed-in session (a visitor's or a staff member's, each in a table of its own): an opaque bearer token stored
 * as its SHA-256 hash, so a database leak reveals no usable token; when it was last used, when it ends or was ended,
 * and where it was opened from.
 */
export const sessionColumns = () => ({
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  createdAt: createdAt(),
  lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
  expiresAt: moment('expires_at').notNull(),
  revokedAt: moment('revoked_at'),
  ip: varchar('ip', { length: 64 }),
  userAgent: varchar('user_agent', { length: 300 }),
});

/**
 * What staff publish (docs/PRODUCT.md "Staff console"): shown to visitors only when `published`; `publishAt`
 * publishes it at that time; `version` counts saves, so a save made from an older one is refused; `updatedBy`
 * names who saved last.
 */
export const publishing = () => ({
  published: boolean('published').notNull().default(true),
  publishAt: moment('publish_at'),
  version: integer('version').notNull().default(1),
  updatedBy: varchar('updated_by', { length: 32 }),
  ...timestamps(),
});

/**
 * A content item of any module: its content-type number (1-8) and its id, as text because collection works are
 * addressed by their culId.
 */
export const contentItem = () => ({
  module: smallint('module').notNull(),
  resId: varchar('res_id', { length: 64 }).notNull(),
});

/** Columns of a table picked by name, to select them under the same names. */
export function columnsOf<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
) {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
