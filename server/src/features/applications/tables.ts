import * as pg from 'drizzle-orm/pg-core';
import { moment, timestamps } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';
import { halls } from '../venues/tables.ts';

/** Exhibition-hosting applications: pending, approved, rejected, withdrawn. */
export const venueApplications = pg.pgTable(
  'venue_applications',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    endDate: pg.date('end_date', { mode: 'string' }).notNull(),
    /** The contact person. */
    people: pg.varchar('people', { length: 30 }).notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    /** Storage keys of the visitor's own uploads. */
    fileKeys: pg.jsonb('file_keys').$type<string[]>().notNull(),
    intro: pg.text('intro').notNull(),
    /** The hall the visitor would like, if they chose one. */
    hallId: pg.integer('hall_id').references(() => halls.id, { onDelete: 'set null' }),
    status: pg.varchar('status', { length: 16 }).notNull().default('pending'),
    reviewNote: pg.text('review_note'),
    /** Who decided it (a staff username) and when. */
    reviewedBy: pg.varchar('reviewed_by', { length: 32 }),
    reviewedAt: moment('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    pg.index('venue_applications_user_idx').on(t.userId, t.id),
    pg.index('venue_applications_status_idx').on(t.status, t.id),
  ],
);

/** The hosting rules shown in the apply dialog (one row; staff edit it later). */
export const venueSettings = pg.pgTable('venue_settings', {
  id: pg.integer('id').primaryKey(),
  rules: pg.text('rules').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
