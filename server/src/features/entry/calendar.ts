import type { Config } from '../../config.ts';
import { weekdayName, weekdayOf } from '../../platform/clock.ts';
import type { entryDays } from './tables.ts';

type DayRow = typeof entryDays.$inferSelect;

/** A day as bookings see it: the configuration, overridden by what an admin set for the day. */
export interface EffectiveDay {
  capacity: number;
  booked: number;
  /** Of `booked`, the people the front desk booked. */
  windowBooked: number;
  open: boolean;
  reason: string | null;
  /** An admin set this day (capacity, opening or closing). */
  custom: boolean;
}

/** The configured weekly closed days and closed dates, before any admin's setting. */
export const closedByRule = (rules: Config['entry'], day: string) =>
  rules.closedDates.includes(day) || rules.closedWeekdays.includes(weekdayOf(day));

/** Why the configuration closes a day, in the staff's words (visitors see 闭馆). */
export function ruleReason(rules: Config['entry'], day: string): string | null {
  if (rules.closedDates.includes(day)) return '按配置闭馆';
  return rules.closedWeekdays.includes(weekdayOf(day)) ? `每${weekdayName(day)}例行闭馆` : null;
}

export function effectiveDay(rules: Config['entry'], day: string, row: DayRow | undefined): EffectiveDay {
  return {
    capacity: row?.capacity ?? rules.dailyCapacity,
    booked: row?.booked ?? 0,
    windowBooked: row?.windowBooked ?? 0,
    open: row?.open ?? !closedByRule(rules, day),
    reason: row?.reason ?? null,
    custom: row !== undefined && (row.capacity !== null || row.open !== null || row.reason !== null),
  };
}
