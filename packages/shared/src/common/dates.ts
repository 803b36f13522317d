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
 * The museum zone's offsets from UTC over a span of years, worked out by the server with Intl and sent with its
 * settings. The browser reads the museum's wall clock from them: a phone's first Intl formatter costs its main
 * thread a long task (tens of milliseconds) just as the page hydrates.
 */
export interface ZoneOffsets {
  /** The span they cover, in milliseconds since the epoch: [from, until). */
  from: number;
  until: number;
  /** Each offset (minutes east of UTC) with the instant it starts, in time order; the first starts at `from`. */
  changes: [since: number, minutes: number][];
}
let museumOffsets: ZoneOffsets | undefined;

/**
 * Set once at start from the configuration (MUSEUM_TIMEZONE): by the server, and by the site from its settings,
 * with the zone's offsets when the server sent them.
 */
export function setMuseumTimeZone(zone: string, offsets?: ZoneOffsets) {
  museumTimeZone = zone;
  museumOffsets = offsets;
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

/** The museum zone's offset at an instant, when the offsets the server sent cover it. */
function knownOffset(at: number): number | undefined {
  if (!museumOffsets || !(at >= museumOffsets.from && at < museumOffsets.until)) return undefined;
  let minutes: number | undefined;
  for (const [since, offset] of museumOffsets.changes) {
    if (since > at) break;
    minutes = offset;
  }
  return minutes;
}

/** What the wall clock of `timeZone` (the museum's, unless given) shows at `instant`. */
export function museumWallClock(instant: Date, timeZone: string = museumTimeZone): WallClock {
  const offset = timeZone === museumTimeZone ? knownOffset(instant.getTime()) : undefined;
  if (offset !== undefined) {
    // The wall clock read as UTC is the instant moved by the offset: 2026-11-28T00:05:00.000Z.
    const wall = new Date(instant.getTime() + offset * 60_000).toISOString();
    return {
      year: wall.slice(0, 4),
      month: wall.slice(5, 7),
      day: wall.slice(8, 10),
      hour: wall.slice(11, 13),
      minute: wall.slice(14, 16),
    };
  }
  return wallClockByIntl(instant, timeZone);
}

function wallClockByIntl(instant: Date, timeZone: string): WallClock {
  const shown: WallClock = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const { type, value } of wallClockFormat(timeZone).formatToParts(instant)) {
    if (type in shown) shown[type as keyof WallClock] = value;
  }
  return shown;
}

/** Minutes east of UTC that the wall clock of `timeZone` shows at an instant, by Intl. */
function offsetByIntl(at: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClockByIntl(new Date(at), timeZone);
  return Math.round((Date.parse(`${year}-${month}-${day}T${hour}:${minute}:00Z`) - at) / 60_000);
}

/** The span of the offsets sent: a decade back (dates of old news) and three years ahead. */
const OFFSETS_BACK_MS = 3653 * DAY_MS;
const OFFSETS_AHEAD_MS = 1096 * DAY_MS;
const MINUTE_MS = 60_000;

/**
 * The offsets of `timeZone` around `now`, by Intl (the server's side of ZoneOffsets). Read a day apart, a change
 * between two readings is found to the minute by halving: no zone changes its offset twice in a day.
 */
export function zoneOffsets(timeZone: string, now: Date = new Date()): ZoneOffsets {
  const from = Math.floor((now.getTime() - OFFSETS_BACK_MS) / MINUTE_MS) * MINUTE_MS;
  const until = from + OFFSETS_BACK_MS + OFFSETS_AHEAD_MS;
  const changes: [number, number][] = [[from, offsetByIntl(from, timeZone)]];
  for (let at = from + DAY_MS; at < until + DAY_MS; at += DAY_MS) {
    const before = changes[changes.length - 1]![1];
    const minutes = offsetByIntl(Math.min(at, until - MINUTE_MS), timeZone);
    if (minutes === before) continue;
    // The change lies in (low, high]: the last minute with the old offset and the first with the new one.
    let low = at - DAY_MS;
    let high = Math.min(at, until - MINUTE_MS);
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetByIntl(middle, timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push([high, minutes]);
  }
  return { from, until, changes };
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
