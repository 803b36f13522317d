import * as pg from 'drizzle-orm/pg-core';

/** Installation facts, such as whether the demo content has been written. */
export const appMeta = pg.pgTable('app_meta', {
  key: pg.varchar('key', { length: 64 }).primaryKey(),
  value: pg.text('value').notNull(),
});
