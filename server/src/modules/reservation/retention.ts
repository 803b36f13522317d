import { lt } from 'drizzle-orm';
import type { Retention } from '../module.ts';
import { addDays, museumNow } from './calendar.ts';
import { entryBookings } from './schema.ts';

/** Entry bookings are kept a year from the visit day, then deleted (the day's totals stay). */
export const BOOKING_RETENTION_DAYS = 366;

export const purgeOldBookings: Retention = async ({ db, config }, now) => {
  const cutoff = addDays(museumNow(config.timezone, now).day, -BOOKING_RETENTION_DAYS);
  const removed = await db
    .delete(entryBookings)
    .where(lt(entryBookings.visitDay, cutoff))
    .returning({ id: entryBookings.id });
  return removed.length;
};
