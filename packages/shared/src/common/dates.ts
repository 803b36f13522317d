const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

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

/** `YYYY-MM-DD` of an instant in the museum's time zone. */
export function museumDayOf(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: museumTimeZone }).format(instant);
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
