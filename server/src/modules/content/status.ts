import { EducationStatus, ExhibitionStatus, RANDOM_COVER_COUNT } from '@museum/shared';
import { and, gt, gte, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { educationEvents, exhibitions } from './schema.ts';

/** Opening days and event dates are the museum's local dates (Urumqi keeps Beijing time). */
export const MUSEUM_TIME_ZONE = 'Asia/Shanghai';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MUSEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of a moment in the museum's time zone. */
export function museumDate(moment: Date = new Date()): string {
  return dayFormat.format(moment);
}

/** An exhibition is upcoming before its first day, ended after its last, ongoing in between. */
export function exhibitionStatus(
  startDate: string,
  endDate: string | null,
  today = museumDate(),
): ExhibitionStatus {
  if (startDate > today) return ExhibitionStatus.upcoming;
  if (endDate !== null && endDate < today) return ExhibitionStatus.ended;
  return ExhibitionStatus.ongoing;
}

export function exhibitionStatusWhere(status: ExhibitionStatus, today = museumDate()): SQL {
  switch (status) {
    case ExhibitionStatus.upcoming:
      return gt(exhibitions.startDate, today);
    case ExhibitionStatus.ended:
      return and(isNotNull(exhibitions.endDate), lt(exhibitions.endDate, today))!;
    default:
      return and(
        lte(exhibitions.startDate, today),
        or(isNull(exhibitions.endDate), gte(exhibitions.endDate, today)),
      )!;
  }
}

interface EducationTimes {
  endAt: Date;
  capacity: number | null;
  bookingOpensAt: Date | null;
}

/**
 * Review once the event is over; reservation while it takes bookings (it has places and booking has
 * opened); preview before that, or for events that need no booking.
 */
export function educationStatus(event: EducationTimes, now = new Date()): EducationStatus {
  if (event.endAt < now) return EducationStatus.review;
  if (event.capacity !== null && (event.bookingOpensAt === null || event.bookingOpensAt <= now)) {
    return EducationStatus.reservation;
  }
  return EducationStatus.preview;
}

export function educationStatusWhere(status: EducationStatus, now = new Date()): SQL {
  const t = educationEvents;
  const bookingOpen = and(isNotNull(t.capacity), or(isNull(t.bookingOpensAt), lte(t.bookingOpensAt, now)));
  switch (status) {
    case EducationStatus.review:
      return lt(t.endAt, now);
    case EducationStatus.reservation:
      return and(gte(t.endAt, now), bookingOpen)!;
    default:
      return and(
        gte(t.endAt, now),
        or(isNull(t.capacity), and(isNotNull(t.bookingOpensAt), gt(t.bookingOpensAt, now))),
      )!;
  }
}

/** Whether a place can be booked now: for the exhibition-order service. */
export const takesBookings = {
  exhibition: (
    row: { capacity: number | null; startDate: string; endDate: string | null },
    today = museumDate(),
  ) =>
    row.capacity !== null && exhibitionStatus(row.startDate, row.endDate, today) !== ExhibitionStatus.ended,
  education: (row: EducationTimes, now = new Date()) =>
    educationStatus(row, now) === EducationStatus.reservation,
};

/** 1-10: the generated cover standing in for an item without its own image, stable per item. */
export function randomNumOf(id: number): number {
  return (id % RANDOM_COVER_COUNT) + 1;
}

export function coverOf(cover: string | null, id: number): string {
  return cover || `/files/demo/covers/${randomNumOf(id)}.jpg`;
}
