import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * One row per visit day that has bookings or an admin's setting: `booked` people so far. Bookings take their
 * places with a conditional update of this row (booked + n <= capacity, day not closed) in the same transaction
 * that writes the booking, so concurrent bookings queue on the row and the capacity is never exceeded; an admin's
 * change of the day takes the same row, so it never races a booking either.
 */
export const entryDays = pg.pgTable(
  'entry_days',
  {
    day: pg.date('day', { mode: 'string' }).primaryKey(),
    booked: pg.integer('booked').notNull().default(0),
    /** The day's places set by an admin; null: the configured daily capacity. */
    capacity: pg.integer('capacity'),
    /** Opened (true, even a weekly closed day) or closed (false) by an admin; null: the configured rule. */
    open: pg.boolean('open'),
    /** Why the day is closed, or an admin's note. */
    reason: pg.varchar('reason', { length: 50 }),
  },
  (t) => [
    pg.check('entry_days_booked_not_negative', sql`${t.booked} >= 0`),
    pg.check('entry_days_booked_within_capacity', sql`${t.capacity} is null or ${t.booked} <= ${t.capacity}`),
  ],
);

export const entryBookings = pg.pgTable(
  'entry_bookings',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    visitDay: pg.date('visit_day', { mode: 'string' }).notNull(),
    people: pg.integer('people').notNull(),
    /** The visitors' names, sexes and ages, AES-GCM sealed (real names are sensitive personal data). */
    visitorsCipher: pg.text('visitors_cipher').notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    /** The booker's verified ID fingerprint: one entry per ID per day. */
    idCardHmac: pg.varchar('id_card_hmac', { length: 64 }).notNull(),
    ticketCode: pg.varchar('ticket_code', { length: 16 }).notNull().unique(),
    /** booked, cancelled, checkedIn, noShow (the last two set by staff). */
    status: pg.varchar('status', { length: 16 }).notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: moment('cancelled_at'),
    checkedInAt: moment('checked_in_at'),
  },
  (t) => [
    pg
      .uniqueIndex('entry_bookings_user_day_uq')
      .on(t.userId, t.visitDay)
      .where(sql`${t.status} <> 'cancelled'`),
    pg
      .uniqueIndex('entry_bookings_id_card_day_uq')
      .on(t.idCardHmac, t.visitDay)
      .where(sql`${t.status} <> 'cancelled'`),
    pg.index('entry_bookings_user_idx').on(t.userId, t.id),
    pg.index('entry_bookings_day_idx').on(t.visitDay, t.status),
  ],
);
