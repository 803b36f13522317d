import type { Config } from '../../config.ts';
import { weekdayOf } from '../../platform/clock.ts';
import type { entryDays } from './tables.ts';

type DayRow = typeof entryDays.$inferSelect;

/** A day as bookings see it: the configuration, overridden by what an admin set for the day. */
export interface EffectiveDay {
  capacity: number;
  booked: number;
  open: boolean;
  reason: string | null;
  /** An admin set this day (capacity, opening or closing). */
  custom: boolean;
}

/** The configured weekly closed days and closed dates, before any admin's setting. */
export const closedByRule = (rules: Config['entry'], day: string) =>
  rules.closedDates.includes(day) || rules.closedWeekdays.includes(weekdayOf(day));

export function effectiveDay(rules: Config['entry'], day: string, row: DayRow | undefined): EffectiveDay {
  return {
    capacity: row?.capacity ?? rules.dailyCapacity,
    booked: row?.booked ?? 0,
    open: row?.open ?? !closedByRule(rules, day),
    reason: row?.reason ?? null,
    custom: row !== undefined && (row.capacity !== null || row.open !== null || row.reason !== null),
  };
}
