/**
 * The museum's calendar: days are `YYYY-MM-DD` and times `HH:MM` in the museum's own time zone
 * (MUSEUM_TIMEZONE), whatever the server's zone is.
 */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The museum's local day and time at `now`. */
export function museumNow(timeZone: string, now = new Date()): { day: string; time: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** e.g. 11月24日 周二 */
export function shortDayDesc(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日 ${WEEKDAYS[weekdayOf(day)]}`;
}

/** True once the museum's local clock has reached `time` on `day` (or any later day). */
export function hasPassed(timeZone: string, day: string, time: string, now = new Date()): boolean {
  const local = museumNow(timeZone, now);
  return `${local.day} ${local.time}` >= `${day} ${time}`;
}
