import dayjs from 'dayjs';

/** Dates as the museum states them: Beijing time, Chinese notation, whatever the visitor's own clock. */
const TIME_ZONE = 'Asia/Shanghai';

const parts = (date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: TIME_ZONE, ...options }).format(date);

/** A calendar date (YYYY-MM-DD) as a Date at noon in Beijing, so no time zone moves it to another day. */
const calendar = (day: string) => new Date(`${day}T12:00:00+08:00`);

/** 2026年11月23日 */
export const formatDate = (day: string) =>
  parts(calendar(day), { year: 'numeric', month: 'long', day: 'numeric' });

/** 2026.11.23 */
export const formatDotted = (day: string) => day.replaceAll('-', '.');

/** 2026.09.01 — 2027.01.10, or "2026.09.01 起 · 常设" for a permanent exhibition. */
export function formatDateRange(start: string, end: string | null): string {
  return end ? `${formatDotted(start)} — ${formatDotted(end)}` : `${formatDotted(start)} 起 · 长期展出`;
}

/** 12月5日 周六 */
export const formatDay = (iso: string) =>
  parts(new Date(iso), { month: 'long', day: 'numeric', weekday: 'short' });

/** 14:30 */
export const formatTime = (iso: string) =>
  parts(new Date(iso), { hour: '2-digit', minute: '2-digit', hour12: false });

/** 2026年12月5日 周六 14:30—16:00 */
export function formatEventTime(startAt: string, endAt: string, withYear = false): string {
  const day = parts(new Date(startAt), {
    ...(withYear ? { year: 'numeric' } : {}),
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  });
  return `${day} ${formatTime(startAt)}—${formatTime(endAt)}`;
}

/** Day ("05") and year.month ("2026.12") for the date blocks of lists, in Beijing time. */
export function dateBlock(iso: string): { day: string; month: string } {
  const date = iso.length === 10 ? calendar(iso) : new Date(iso);
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: `${part('year')}.${part('month')}` };
}

/** 12月5日 周六 09:00 */
export const formatMoment = (iso: string) => `${formatDay(iso)} ${formatTime(iso)}`;

/** A ticket or booking code in groups of four (ABCD EFGH JKLM): easier to read out at the desk. */
export const groupCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** 2026-11-23 14:30, when a visitor's record was made or a message sent. */
export const formatMinute = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
