import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';

/** System messages: one row per visitor and event (a booking, a withdrawal, a review result…). */
export const systemMessages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** A site route the message is about. */
    link: varchar('link', { length: 200 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
