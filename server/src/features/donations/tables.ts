import { index, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/** Donation reports ("I would like to donate this piece"), followed up by the collection department. */
export const donationReports = pgTable(
  'donation_reports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    type: varchar('type', { length: 20 }).notNull(),
    people: varchar('people', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    fileKeys: jsonb('file_keys').$type<string[]>().notNull(),
    intro: text('intro').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('received'),
    /** The museum's note with the latest status (why it was declined …), shown to the visitor. */
    note: text('note'),
    ...timestamps(),
  },
  (t) => [
    index('donation_reports_user_idx').on(t.userId, t.id),
    index('donation_reports_status_idx').on(t.status, t.id),
  ],
);
