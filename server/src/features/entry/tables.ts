import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { optionalUserRef } from '../accounts/index.ts';

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
    /** Of `booked`, the people the front desk booked (window and phone): the reserve is theirs. */
    windowBooked: pg.integer('window_booked').notNull().default(0),
    /** People of approved groups: their places (groupCapacity) are apart from the individual ones. */
    groupBooked: pg.integer('group_booked').notNull().default(0),
  },
  (t) => [
    pg.check('entry_days_booked_not_negative', sql`${t.booked} >= 0`),
    pg.check('entry_days_group_booked_not_negative', sql`${t.groupBooked} >= 0`),
    pg.check('entry_days_booked_within_capacity', sql`${t.capacity} is null or ${t.booked} <= ${t.capacity}`),
  ],
);

export const entryBookings = pg.pgTable(
  'entry_bookings',
  {
    id: pg.serial('id').primaryKey(),
    /** The visitor's account; none for a booking the front desk made. */
    userId: optionalUserRef(),
    /** online, window, phone or group (EntryChannel; a group's one ticket, entryGroups.bookingId). */
    channel: pg.varchar('channel', { length: 8 }).notNull().default('online'),
    visitDay: pg.date('visit_day', { mode: 'string' }).notNull(),
    people: pg.integer('people').notNull(),
    /** The visitors' names, sexes and ages, AES-GCM sealed (real names are sensitive personal data). */
    visitorsCipher: pg.text('visitors_cipher').notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    /** The booker's verified document's fingerprint (the documents a booking holds: entryBookingIds). */
    idCardHmac: pg.varchar('id_card_hmac', { length: 64 }).notNull(),
    ticketCode: pg.varchar('ticket_code', { length: 16 }).notNull().unique(),
    /** booked, cancelled, checkedIn, noShow (the last two set by staff). */
    status: pg.varchar('status', { length: 16 }).notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: moment('cancelled_at'),
    checkedInAt: moment('checked_in_at'),
    /** Any change (booked, cancelled, checked in): the doors' manifest answers what changed since a time. */
    updatedAt: moment('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    pg
      .uniqueIndex('entry_bookings_user_day_uq')
      .on(t.userId, t.visitDay)
      .where(sql`${t.status} <> 'cancelled'`),
    pg.index('entry_bookings_user_idx').on(t.userId, t.id),
    pg.index('entry_bookings_day_idx').on(t.visitDay, t.status),
    pg.index('entry_bookings_day_updated_idx').on(t.visitDay, t.updatedAt),
  ],
);

/**
 * One row per ID document that has booked (docs/PRODUCT.md "The real crowd"). A booking takes its documents' rows
 * first, in order, so one document's bookings are decided one at a time: the per-day, per-person and no-show rules
 * each read what the one before wrote. A lifted no-show bar forgives the no-shows up to a day.
 */
export const entryIds = pg.pgTable('entry_ids', {
  id: pg.serial('id').unique(),
  idHmac: pg.varchar('id_hmac', { length: 64 }).primaryKey(),
  /**
   * The holder's name and document as last booked, AES-GCM sealed: what the console's list of bars shows, masked.
   * Null for a document not booked since the rules came (migration 0011).
   */
  holderCipher: pg.text('holder_cipher'),
  /** No-shows on or before this day no longer count (an admin lifted the bar). */
  forgivenUntil: pg.date('forgiven_until', { mode: 'string' }),
});

/**
 * The documents a booking is for: each visitor's own, or the booker's when no visitor gives one. The per-day rule
 * is a unique index; the per-person and no-show rules count these rows.
 */
export const entryBookingIds = pg.pgTable(
  'entry_booking_ids',
  {
    bookingId: pg
      .integer('booking_id')
      .notNull()
      .references(() => entryBookings.id, { onDelete: 'cascade' }),
    idHmac: pg.varchar('id_hmac', { length: 64 }).notNull(),
    visitDay: pg.date('visit_day', { mode: 'string' }).notNull(),
    /** Holds the day: the booking is not cancelled. */
    holds: pg.boolean('holds').notNull().default(true),
    /** Counts against the per-person limit: not cancelled before the visit day. */
    counts: pg.boolean('counts').notNull().default(true),
    /** Not checked in by closing, or cancelled on the visit day. */
    noShow: pg.boolean('no_show').notNull().default(false),
  },
  (t) => [
    pg.primaryKey({ columns: [t.bookingId, t.idHmac] }),
    pg.uniqueIndex('entry_booking_ids_day_uq').on(t.idHmac, t.visitDay).where(sql`${t.holds}`),
    pg.index('entry_booking_ids_id_idx').on(t.idHmac, t.visitDay),
  ],
);

/**
 * A group's application (docs/PRODUCT.md "Groups"): the leader's account, the organisation, the leader and the
 * member list sealed. Approval takes the day's group places (entryDays.groupBooked) and issues the group's one
 * ticket as a booking of channel `group`, which the door checks in like any other; its state after approval
 * (checked in, no-show, cancelled) is the booking's.
 */
export const entryGroups = pg.pgTable(
  'entry_groups',
  {
    id: pg.serial('id').primaryKey(),
    userId: optionalUserRef(),
    visitDay: pg.date('visit_day', { mode: 'string' }).notNull(),
    orgName: pg.varchar('org_name', { length: 50 }).notNull(),
    /** Members and the leader. */
    people: pg.integer('people').notNull(),
    minors: pg.integer('minors').notNull(),
    /** The leader ({name, idType, idCard, phone}) and the members ([{name, idType, idCard, age}]), AES-GCM sealed. */
    leaderCipher: pg.text('leader_cipher').notNull(),
    membersCipher: pg.text('members_cipher').notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    note: pg.varchar('note', { length: 200 }),
    /** pending, approved, rejected or cancelled (GroupStatus; checkedIn and noShow are read off the booking). */
    status: pg.varchar('status', { length: 16 }).notNull().default('pending'),
    bookingId: pg.integer('booking_id').references(() => entryBookings.id, { onDelete: 'set null' }),
    reviewNote: pg.varchar('review_note', { length: 200 }),
    reviewedBy: pg.varchar('reviewed_by', { length: 64 }),
    reviewedAt: moment('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index('entry_groups_user_idx').on(t.userId, t.id),
    pg.index('entry_groups_status_idx').on(t.status, t.id),
    pg.index('entry_groups_day_idx').on(t.visitDay),
  ],
);

/**
 * Every scan a desk sent late (docs/PRODUCT.md "The door without a network"), kept by its nonce so a retried batch
 * applies each scan once; `outcome` says what it became. A ticket's scans that let it in, earliest first, are its
 * check-in and its conflicts.
 */
export const entryScans = pg.pgTable(
  'entry_scans',
  {
    id: pg.serial('id').primaryKey(),
    nonce: pg.varchar('nonce', { length: 64 }).notNull().unique(),
    bookingId: pg.integer('booking_id').references(() => entryBookings.id, { onDelete: 'cascade' }),
    /** The museum day of the scan. */
    day: pg.date('day', { mode: 'string' }).notNull(),
    desk: pg.varchar('desk', { length: 40 }).notNull(),
    scannedAt: pg.timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: createdAt(),
    staff: pg.varchar('staff', { length: 64 }).notNull(),
    /** admitted, conflict, unknown or refused (DoorOutcome). */
    outcome: pg.varchar('outcome', { length: 16 }).notNull(),
    /** Why a scan was refused, as the door words it. */
    message: pg.varchar('message', { length: 100 }),
  },
  (t) => [
    pg.index('entry_scans_booking_idx').on(t.bookingId, t.scannedAt),
    pg.index('entry_scans_day_idx').on(t.day),
  ],
);
