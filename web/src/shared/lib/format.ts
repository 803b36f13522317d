import { ENGLISH_MONTHS, museumWallClock, type WallClock } from '@museum/shared';
import { pageLanguage } from '../i18n';

/*
 * Every date the site writes follows the page's language (`pageLanguage()`): Chinese as 2026年11月23日, English as
 * 23 November 2026 (docs/PRODUCT.md "English"). Both are put together from the museum's wall clock rather than by
 * Intl: its English differs between engines ("Sat, 5 Dec" or "Sat 5 Dec"), and a phone's first Intl formatter
 * costs its main thread a long task as the page hydrates (the wall clock comes from the offsets the server sent).
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const CHINESE_WEEKDAYS = '日一二三四五六';
const english = () => pageLanguage() === 'en';

/** The month's name: "November", or "Nov" (September as "Sep"). */
const monthName = (month: string, short = false) => {
  const name = ENGLISH_MONTHS[Number(month) - 1] ?? month;
  return short ? name.slice(0, 3) : name;
};
/** The weekday of a day on the calendar (0 for Sunday), whatever the zone. */
const weekdayOf = ({ year, month, day }: WallClock) =>
  new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();

/** 23 November 2026, 5 Dec 2026, Sat 5 Dec, Sat 5 Dec 2026. */
function englishDay(
  fields: WallClock,
  { short = false, weekday = false, year = true }: { short?: boolean; weekday?: boolean; year?: boolean },
) {
  return [
    weekday ? WEEKDAYS[weekdayOf(fields)] : '',
    String(Number(fields.day)),
    monthName(fields.month, short),
    year ? fields.year : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 2026年11月23日, 12月5日周六, 2026年12月5日周六 (as Intl's zh-CN writes them). */
const chineseDay = (fields: WallClock, { weekday = false, year = true }) =>
  `${year ? `${fields.year}年` : ''}${Number(fields.month)}月${Number(fields.day)}日${weekday ? `周${CHINESE_WEEKDAYS[weekdayOf(fields)]}` : ''}`;

/**
 * The numeric fields of an instant in the museum's time zone, zero-padded; a calendar date (YYYY-MM-DD) gives its
 * own, read as written: no zone moves it to another day, and no Intl is woken for it (a phone's first date format
 * costs tens of milliseconds).
 */
export function museumFields(iso: string): WallClock {
  if (iso.length !== 10) return museumWallClock(new Date(iso));
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day, hour: '00', minute: '00' };
}

/** 2026年11月23日 (23 November 2026), from a calendar date. */
export function formatDate(day: string): string {
  const fields = museumFields(day);
  return english() ? englishDay(fields, {}) : chineseDay(fields, {});
}

/** 2026年11月23日 (23 November 2026): the museum's day an instant fell on (when something was saved, sent ...). */
export const formatDateOf = (iso: string) =>
  english() ? englishDay(museumFields(iso), {}) : chineseDay(museumFields(iso), {});

/** 2026.11.23 */
export const formatDotted = (day: string) => day.replaceAll('-', '.');

/**
 * 2026.09.01 — 2027.01.10, or "2026.09.01 起 · 长期展出" for a permanent exhibition; in English
 * "1 Sep 2026 – 10 Jan 2027" and "From 1 Sep 2026 · Permanent".
 */
export function formatDateRange(start: string, end: string | null): string {
  if (english()) {
    const from = englishDay(museumFields(start), { short: true });
    return end ? `${from} – ${englishDay(museumFields(end), { short: true })}` : `From ${from} · Permanent`;
  }
  return end ? `${formatDotted(start)} — ${formatDotted(end)}` : `${formatDotted(start)} 起 · 长期展出`;
}

/** 12月5日 周六 (Sat 5 Dec) */
export const formatDay = (iso: string) =>
  english()
    ? englishDay(museumFields(iso), { short: true, weekday: true, year: false })
    : chineseDay(museumFields(iso), { weekday: true, year: false });

/** 14:30 */
export function formatTime(iso: string): string {
  const { hour, minute } = museumFields(iso);
  return `${hour}:${minute}`;
}

/** 12月5日 周六 14:30—16:00, with the year 2026年12月5日 周六 14:30—16:00 (Sat 5 Dec, 14:30–16:00). */
export function formatEventTime(startAt: string, endAt: string, withYear = false): string {
  if (english()) {
    const day = englishDay(museumFields(startAt), { short: true, weekday: true, year: withYear });
    return `${day}, ${formatTime(startAt)}–${formatTime(endAt)}`;
  }
  const day = chineseDay(museumFields(startAt), { weekday: true, year: withYear });
  return `${day} ${formatTime(startAt)}—${formatTime(endAt)}`;
}

/** Day ("05") and month ("2026.12", "Dec 2026") for the date blocks of lists, in the museum's time zone. */
export function dateBlock(iso: string): { day: string; month: string } {
  const { year, month, day } = museumFields(iso);
  return { day, month: english() ? `${monthName(month, true)} ${year}` : `${year}.${month}` };
}

/** 12月5日 周六 09:00 (Sat 5 Dec, 09:00) */
export const formatMoment = (iso: string) =>
  english() ? `${formatDay(iso)}, ${formatTime(iso)}` : `${formatDay(iso)} ${formatTime(iso)}`;

/** A ticket or booking code in groups of four (ABCD EFGH JKLM): easier to read out at the desk. */
export const groupCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** 2026-11-23: the museum's day an instant fell on, or a calendar date as written. */
export function formatDashed(iso: string): string {
  const { year, month, day } = museumFields(iso);
  return `${year}-${month}-${day}`;
}

/** 2026-11-23 14:30, when a visitor's record was made or a message sent. */
export function formatMinute(iso: string): string {
  const { year, month, day, hour, minute } = museumFields(iso);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** 2026-11-23 14:30:05, for staff comparing changes (a second is the same in every zone). */
export const formatSecond = (iso: string) =>
  `${formatMinute(iso)}:${String(new Date(iso).getUTCSeconds()).padStart(2, '0')}`;

/** 11-23 14:30, in lists that show the year elsewhere. */
export function formatMonthMinute(iso: string): string {
  const { month, day, hour, minute } = museumFields(iso);
  return `${month}-${day} ${hour}:${minute}`;
}
