import * as pg from 'drizzle-orm/pg-core';
import { contentItem, createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * A visitor's collect or like of a content item. `res_id` is text because collection items are
 * addressed by the collection service's culId; content items store their numeric id as text.
 */
export const userActions = pg.pgTable(
  'user_actions',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    ...contentItem(),
    /** 'collect' | 'like' */
    type: pg.varchar('type', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    pg.uniqueIndex('user_actions_unique').on(t.userId, t.module, t.resId, t.type),
    pg.index('user_actions_item_idx').on(t.module, t.resId, t.type),
    pg.index('user_actions_user_idx').on(t.userId, t.type, t.createdAt),
  ],
);

/** View counts, raised by POST /client/saveLog at most once per visitor per hour. */
export const hitCounts = pg.pgTable(
  'hit_counts',
  {
    ...contentItem(),
    views: pg.integer('views').notNull().default(0),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.module, t.resId] })],
);

/** The same views per museum day, raised in the statement that raises the total: the console's "most viewed". */
export const dailyHits = pg.pgTable(
  'daily_hits',
  {
    ...contentItem(),
    day: pg.date('day', { mode: 'string' }).notNull(),
    views: pg.integer('views').notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.module, t.resId, t.day] }), pg.index('daily_hits_day_idx').on(t.day)],
);
