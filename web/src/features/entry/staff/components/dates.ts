import { museumDayOf } from '@museum/shared';
import { formatMonthMinute, formatTime } from '@/shared/lib/format';

/** Today in the museum's time zone (YYYY-MM-DD), whatever the device's clock zone: the server decides by it. */
export const museumToday = (now = new Date()) => museumDayOf(now);

/** 14:05 in museum time (the server says "already checked in at" in it too). */
export const museumTime = (iso: string | null) => (iso ? formatTime(iso) : '—');

/** 11-24 14:05 in museum time. */
export const museumDateTime = (iso: string | null) => (iso ? formatMonthMinute(iso) : '—');

/** 14:05:09 in museum time: when scans at two desks are told apart by seconds. */
export function museumTimeSeconds(iso: string): string {
  // Seconds are the same on every zone's clock.
  return `${museumTime(iso)}:${String(new Date(iso).getUTCSeconds()).padStart(2, '0')}`;
}
