import { date, index, integer, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { contentItem, createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * A visitor's collect or like of a content item. `res_id` is text because collection items are
 * addressed by the collection service's culId; content items store their numeric id as text.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    ...contentItem(),
    /** 'collect' | 'like' */
    type: varchar('type', { length: 16 }).notNull(),
    createdAt: createdAt(),
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
    ...contentItem(),
    views: integer('views').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.module, t.resId] })],
);

/** The same views per museum day, raised in the statement that raises the total: the console's "most viewed". */
export const dailyHits = pgTable(
  'daily_hits',
  {
    ...contentItem(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.module, t.resId, t.day] }), index('daily_hits_day_idx').on(t.day)],
);
