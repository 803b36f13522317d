import { EducationStatus, ExhibitionStatus } from '@museum/shared';
import { and, gt, gte, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { educationEvents, exhibitions } from './tables.ts';

/**
 * An exhibition is upcoming before its first day, ended after its last, ongoing in between; `today` is the
 * museum's local day (the clock's).
 */
export function exhibitionStatus(startDate: string, endDate: string | null, today: string): ExhibitionStatus {
  if (startDate > today) return ExhibitionStatus.upcoming;
  if (endDate !== null && endDate < today) return ExhibitionStatus.ended;
  return ExhibitionStatus.ongoing;
}

export function exhibitionStatusWhere(status: ExhibitionStatus, today: string): SQL {
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
export function educationStatus(event: EducationTimes, now: Date): EducationStatus {
  if (event.endAt < now) return EducationStatus.review;
  if (event.capacity !== null && (event.bookingOpensAt === null || event.bookingOpensAt <= now)) {
    return EducationStatus.reservation;
  }
  return EducationStatus.preview;
}

export function educationStatusWhere(status: EducationStatus, now: Date): SQL {
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
  exhibition: (row: { capacity: number | null; startDate: string; endDate: string | null }, today: string) =>
    row.capacity !== null && exhibitionStatus(row.startDate, row.endDate, today) !== ExhibitionStatus.ended,
  education: (row: EducationTimes, now: Date) => educationStatus(row, now) === EducationStatus.reservation,
};
