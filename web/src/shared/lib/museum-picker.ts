import { museumDayOf, museumInstant } from '@museum/shared';
import { type Dayjs, dayjs } from './dayjs';
import { museumFields } from './format';

/*
 * Date pickers know no time zone: they show and take the museum's wall clock, whatever the device's zone, by
 * holding the museum's date and time as their value's own fields, turned back into the instant they name.
 */

/** A picker's value for an instant: the museum's date and time at it. */
export function toMuseumPicker(iso: string): Dayjs {
  const { year, month, day, hour, minute } = museumFields(iso);
  return dayjs(`${year}-${month}-${day}T${hour}:${minute}`);
}

/** The instant (ISO) a picker's value names on the museum's wall clock. */
export const fromMuseumPicker = (value: Dayjs): string =>
  museumInstant(value.format('YYYY-MM-DD'), value.format('HH:mm')).toISOString();

/** The museum's today as a picker's value, for the days a picker offers. */
export const museumTodayPicker = (): Dayjs => dayjs(museumDayOf(new Date()));
