import { lt } from 'drizzle-orm';
import { addDays } from '../../platform/clock.ts';
import type { Retention } from '../../platform/feature.ts';
import { entryBookings, entryGroups } from './tables.ts';

/** Entry bookings and groups' applications are kept a year from the visit day, then deleted (the day's totals stay). */
export const BOOKING_RETENTION_DAYS = 366;

export const purgeOldBookings: Retention = async ({ db, clock }, now) => {
  const cutoff = addDays(clock.today(now), -BOOKING_RETENTION_DAYS);
  const groups = await db
    .delete(entryGroups)
    .where(lt(entryGroups.visitDay, cutoff))
    .returning({ id: entryGroups.id });
  const removed = await db
    .delete(entryBookings)
    .where(lt(entryBookings.visitDay, cutoff))
    .returning({ id: entryBookings.id });
  return groups.length + removed.length;
};
