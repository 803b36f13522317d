import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/** Donation reports ("I would like to donate this piece"), followed up by the collection department. */
export const donationReports = pg.pgTable(
  'donation_reports',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    type: pg.varchar('type', { length: 20 }).notNull(),
    people: pg.varchar('people', { length: 30 }).notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    fileKeys: pg.jsonb('file_keys').$type<string[]>().notNull(),
    intro: pg.text('intro').notNull(),
    status: pg.varchar('status', { length: 16 }).notNull().default('received'),
    /** The museum's note with the latest status (why it was declined …), shown to the visitor. */
    note: pg.text('note'),
    ...timestamps(),
  },
  (t) => [
    pg.index('donation_reports_user_idx').on(t.userId, t.id),
    pg.index('donation_reports_status_idx').on(t.status, t.id),
  ],
);
