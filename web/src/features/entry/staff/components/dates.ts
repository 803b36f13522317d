import { museumDayOf } from '@museum/shared';
import { formatMonthMinute, museumFields } from '@/shared/lib/format';

/** Today in the museum's time zone (YYYY-MM-DD), whatever the device's clock zone: the server decides by it. */
export const museumToday = (now = new Date()) => museumDayOf(now);

/** 14:05 in museum time (the server says "already checked in at" in it too). */
export const museumTime = (iso: string | null) => {
  if (!iso) return '—';
  const { hour, minute } = museumFields(iso);
  return `${hour}:${minute}`;
};

/** 11-24 14:05 in museum time. */
export const museumDateTime = (iso: string | null) => (iso ? formatMonthMinute(iso) : '—');
