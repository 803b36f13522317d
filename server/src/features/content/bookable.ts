import { ContentType } from '@museum/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MuseumClock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { isPublished } from '../../platform/db/published.ts';
import { takesBookings } from './status.ts';
import { educationEvents, exhibitions } from './tables.ts';

/** The content that takes bookings of places (the orders feature). */
export type BookableModule = typeof ContentType.exhibition | typeof ContentType.education;

/** What an order shows of its exhibition or event, and whether it can still be booked or cancelled. */
export interface Bookable {
  id: number;
  title: string;
  place: string | null;
  startTime: string | null;
  endTime: string | null;
  capacity: number | null;
  booked: number;
  open: boolean;
  /** Cancelling still makes sense: the exhibition has not ended, the event has not begun. */
  cancellable: boolean;
}

/** The published items of a table among `ids`. */
const publishedAmong = (table: typeof exhibitions | typeof educationEvents, ids: number[]) =>
  and(inArray(table.id, ids), isPublished(table));

/** What every bookable item shows the same way: its name and its places. */
const places = (row: { id: number; title: string; capacity: number | null; bookedCount: number }) => ({
  id: row.id,
  title: row.title,
  capacity: row.capacity,
  booked: row.bookedCount,
});

/** The two kinds of bookable item, read and counted the same way. */
const ITEMS = {
  [ContentType.exhibition]: {
    table: exhibitions,
    async load(db: Database, ids: number[], clock: MuseumClock): Promise<Bookable[]> {
      const today = clock.today();
      const rows = await db.select().from(exhibitions).where(publishedAmong(exhibitions, ids));
      return rows.map((row) => ({
        ...places(row),
        place: row.venue || null,
        startTime: row.startDate,
        endTime: row.endDate,
        open: takesBookings.exhibition(row, today),
        cancellable: row.endDate === null || row.endDate >= today,
      }));
    },
  },
  [ContentType.education]: {
    table: educationEvents,
    async load(db: Database, ids: number[], clock: MuseumClock): Promise<Bookable[]> {
      const now = clock.now();
      const rows = await db.select().from(educationEvents).where(publishedAmong(educationEvents, ids));
      return rows.map((row) => ({
        ...places(row),
        place: row.place,
        startTime: row.startAt.toISOString(),
        endTime: row.endAt.toISOString(),
        open: takesBookings.education(row, now),
        cancellable: row.startAt > now,
      }));
    },
  },
} as const;

/** The published items of one kind among `ids`, as orders show them. */
export const bookableItems = (db: Database, clock: MuseumClock, module: BookableModule, ids: number[]) =>
  ITEMS[module].load(db, ids, clock);

/**
 * Raises (or lowers) an item's booked places; raising only succeeds while it stays within the capacity. Answers
 * the new count, or nothing when the places were not there.
 */
export async function moveBookedPlaces(tx: Transaction, module: BookableModule, id: number, delta: number) {
  const table = ITEMS[module].table;
  const within: SQL = delta > 0 ? sql`${table.bookedCount} + ${delta} <= ${table.capacity}` : sql`true`;
  return tx
    .update(table)
    .set({ bookedCount: sql`greatest(${table.bookedCount} + ${delta}, 0)` })
    .where(and(eq(table.id, id), within))
    .returning({ booked: table.bookedCount });
}

/** An item's booked places as they stand (inside the transaction that failed to take more). */
export async function bookedPlaces(tx: Transaction, module: BookableModule, id: number): Promise<number> {
  const table = ITEMS[module].table;
  const [now] = await tx.select({ booked: table.bookedCount }).from(table).where(eq(table.id, id));
  return now?.booked ?? 0;
}
