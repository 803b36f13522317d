import { date, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.ts';
import { halls } from '../venues/schema.ts';

/** Exhibition-hosting applications: pending, approved, rejected, withdrawn. */
export const venueApplications = pgTable(
  'venue_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('venue_applications_user_idx').on(t.userId, t.id)],
);

/** Donation reports ("I would like to donate this piece"), followed up by the collection department. */
export const donationReports = pgTable(
  'donation_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull(),
    people: varchar('people', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    fileKeys: jsonb('file_keys').$type<string[]>().notNull(),
    intro: text('intro').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('donation_reports_user_idx').on(t.userId, t.id)],
);

/** The hosting rules shown in the apply dialog (one row; staff edit it later). */
export const venueSettings = pgTable('venue_settings', {
  id: integer('id').primaryKey(),
  rules: text('rules').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
