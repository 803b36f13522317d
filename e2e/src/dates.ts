import { museumDayOf } from '@museum/shared';

/**
 * Today in the museum's time zone (YYYY-MM-DD): what the server counts as today, whatever the runner's zone. The
 * e2e servers run on the shared default zone (playwright.config.ts sets no MUSEUM_TIMEZONE).
 */
export const museumToday = () => museumDayOf(new Date());

/** The museum's day `days` from today (the museum's zone keeps no summer time: a day is always 24 hours). */
export const museumDayIn = (days: number) => museumDayOf(new Date(Date.now() + days * 86_400_000));
