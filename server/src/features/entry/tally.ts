import { EntryStatus } from '@museum/shared';
import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { entryBookings } from './tables.ts';

/**
 * Today's bookings, and the people booked and not come over the closed days `from`..`to` (the console's
 * dashboard), in one statement.
 */
export async function bookingTally(db: Database, today: string, from: string, to: string) {
  const b = entryBookings;
  const live = ne(b.status, EntryStatus.cancelled);
  const inWindow = between(b.visitDay, from, to);
  const people = (where: ReturnType<typeof and>) =>
    sql<number>`coalesce(sum(${b.people}) filter (where ${where}), 0)`.mapWith(Number);
  const [tally] = await db
    .select({
      bookings: sql<number>`count(*) filter (where ${and(eq(b.visitDay, today), live)})`.mapWith(Number),
      booked: people(and(inWindow, live)),
      // A closed day's booking still "booked" is a no-show the beat has not marked yet.
      noShow: people(and(inWindow, inArray(b.status, [EntryStatus.noShow, EntryStatus.booked]))),
    })
    .from(b)
    .where(between(b.visitDay, from, today));
  return { bookings: tally?.bookings ?? 0, booked: tally?.booked ?? 0, noShow: tally?.noShow ?? 0 };
}
