const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** The months' English names, for the English forms both sides write (23 November 2026, 5 Dec). */
export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not). */
export function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether the text is a day of the calendar written `YYYY-MM-DD`. */
export const isCalendarDay = (value: string) => DAY_PATTERN.test(value) && isRealDay(value);

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The zone of a museum that sets none (MUSEUM_TIMEZONE). */
export const DEFAULT_MUSEUM_TIMEZONE = 'Asia/Shanghai';
let museumTimeZone = DEFAULT_MUSEUM_TIMEZONE;

/**
 * Set once at start from the configuration (MUSEUM_TIMEZONE): by the server, and by the site from its settings.
 * The zone an instant's day and time are read in.
 */
export function setMuseumTimeZone(zone: string) {
  museumTimeZone = zone;
}

/** The museum's time zone (IANA name): dates and times are stated in it, whatever the reader's own clock. */
export const museumTimeZoneName = () => museumTimeZone;

/** The numeric fields of a wall clock, zero-padded (`hour` 00–23). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** One formatter per zone: building one costs far more than using it. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** What the wall clock of `timeZone` (the museum's, unless given) shows at `instant`. */
export function museumWallClock(instant: Date, timeZone: string = museumTimeZone): WallClock {
  const shown: WallClock = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of wallClockFormat(timeZone).formatToParts(instant)) {
    if (type in shown) shown[type as keyof WallClock] = value;
  }
  return shown;
}

/** The instant the wall clock of `timeZone` (the museum's, unless given) shows `time` (HH:MM) on `day`. */
export function museumInstant(day: string, time: string, timeZone: string = museumTimeZone): Date {
  // Read the wall time as UTC, see what the museum's clock shows then, and move by the difference.
  const guess = Date.parse(`${day}T${time}:00Z`);
  const shown = museumWallClock(new Date(guess), timeZone);
  const shownAsUtc = Date.parse(
    `${shown.year}-${shown.month}-${shown.day}T${shown.hour}:${shown.minute}:00Z`,
  );
  return new Date(guess - (shownAsUtc - guess));
}

/** `YYYY-MM-DD` of an instant in the museum's time zone. */
export function museumDayOf(instant: Date): string {
  const { year, month, day } = museumWallClock(instant);
  return `${year}-${month}-${day}`;
}

/** A date with a wall-clock time (`2026-11-28 00:00:00`, `2026-11-28T09:30`), or an instant with its zone. */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T](?:[01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The day a date or date-time names. The spec's own client sends a day with a time (`2026-11-28 00:00:00`) or a
 * JavaScript date as an ISO instant (`2026-11-27T16:00:00.000Z`, midnight in China): a wall-clock time names its
 * date, an instant the museum's day it falls on.
 */
export function dayOf(value: string): string {
  const match = DATE_TIME.exec(value);
  if (!match) return value;
  if (!match[4]) return match[1]!;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : museumDayOf(instant);
}
