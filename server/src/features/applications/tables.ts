import { date, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { moment, timestamps } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';
import { halls } from '../venues/tables.ts';

/** Exhibition-hosting applications: pending, approved, rejected, withdrawn. */
export const venueApplications = pgTable(
  'venue_applications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The contact person. */
    people: varchar('people', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** Storage keys of the visitor's own uploads. */
    fileKeys: jsonb('file_keys').$type<string[]>().notNull(),
    intro: text('intro').notNull(),
    /** The hall the visitor would like, if they chose one. */
    hallId: integer('hall_id').references(() => halls.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reviewNote: text('review_note'),
    /** Who decided it (a staff username) and when. */
    reviewedBy: varchar('reviewed_by', { length: 32 }),
    reviewedAt: moment('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    index('venue_applications_user_idx').on(t.userId, t.id),
    index('venue_applications_status_idx').on(t.status, t.id),
  ],
);

/** The hosting rules shown in the apply dialog (one row; staff edit it later). */
export const venueSettings = pgTable('venue_settings', {
  id: integer('id').primaryKey(),
  rules: text('rules').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
