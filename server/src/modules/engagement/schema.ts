import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/**
 * A visitor's collect or like of a content item. `res_id` is text because collection items are
 * addressed by the collection service's culId; content items store their numeric id as text.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Content-type number 1-8. */
    module: smallint('module').notNull(),
    resId: varchar('res_id', { length: 64 }).notNull(),
    /** 'collect' | 'like' */
    type: varchar('type', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_actions_unique').on(t.userId, t.module, t.resId, t.type),
    index('user_actions_item_idx').on(t.module, t.resId, t.type),
    index('user_actions_user_idx').on(t.userId, t.type, t.createdAt),
  ],
);

/** View counts, raised by POST /client/saveLog at most once per visitor per hour. */
export const hitCounts = pgTable(
  'hit_counts',
  {
    module: smallint('module').notNull(),
    resId: varchar('res_id', { length: 64 }).notNull(),
    views: integer('views').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.module, t.resId] })],
);
