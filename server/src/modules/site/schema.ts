import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Friendly links of the header submenu. */
export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Dictionary entries (`GET /client/dict?dictType=`): value/label pairs grouped by type. */
export const dictEntries = pgTable(
  'dict_entries',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_entries_type_idx').on(t.dictType, t.sort)],
);

/** Installation facts, such as whether the demo content has been written. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
