import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Installation facts, such as whether the demo content has been written. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
});
