import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/** System messages: one row per visitor and event (a booking, a withdrawal, a review result…). */
export const systemMessages = pg.pgTable(
  'messages',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    kind: pg.varchar('kind', { length: 20 }).notNull(),
    title: pg.varchar('title', { length: 100 }).notNull(),
    content: pg.text('content').notNull(),
    /** A site route the message is about. */
    link: pg.varchar('link', { length: 200 }),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('messages_user_idx').on(t.userId, t.id),
    pg.index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
