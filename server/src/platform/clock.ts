import { daysBetween, museumInstant, museumWallClock } from '@museum/shared';

/**
 * The museum's clock: days are `YYYY-MM-DD` and times `HH:MM` in the museum's own time zone (MUSEUM_TIMEZONE),
 * whatever zone the server runs in. Every feature asks it for "now" and "today", so a test can fix the time.
 */
export interface MuseumClock {
  readonly timeZone: string;
  /** The current instant. */
  now(): Date;
  /** The museum's local day at `moment` (default: now). */
  today(moment?: Date): string;
  /** The museum's local day and time at `moment` (default: now). */
  localTime(moment?: Date): { day: string; time: string };
  /** True once the museum's local clock has reached `time` on `day` (or any later day). */
  hasPassed(day: string, time: string, moment?: Date): boolean;
  /** The instant the museum's clock shows `time` on `day` (`at(day, '00:00')` is where the day begins). */
  at(day: string, time: string): Date;
  /** Whole museum days from `moment`'s day to today: how long an item has waited (0 on its first day). */
  daysSince(moment: Date): number;
}

export function createMuseumClock(timeZone: string, now: () => Date = () => new Date()): MuseumClock {
  const localTime = (moment = now()) => {
    const shown = museumWallClock(moment, timeZone);
    return { day: `${shown.year}-${shown.month}-${shown.day}`, time: `${shown.hour}:${shown.minute}` };
  };
  return {
    timeZone,
    now,
    localTime,
    today: (moment) => localTime(moment).day,
    hasPassed(day, time, moment) {
      const local = localTime(moment);
      return `${local.day} ${local.time}` >= `${day} ${time}`;
    },
    at: (day, time) => museumInstant(day, time, timeZone),
    daysSince: (moment) => Math.max(0, daysBetween(localTime(moment).day, localTime().day)),
  };
}

export const DAY_MS = 24 * 3600 * 1000;

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** 周日 … 周六 */
export const weekdayName = (day: string): string => WEEKDAYS[weekdayOf(day)]!;

/** e.g. 11月24日 周二 */
export function shortDayDesc(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日 ${weekdayName(day)}`;
}
