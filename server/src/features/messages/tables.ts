import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/** System messages: one row per visitor and event (a booking, a withdrawal, a review result…). */
export const systemMessages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** A site route the message is about. */
    link: varchar('link', { length: 200 }),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
