import { type EntryCalendarDay, EntryStaffPaths } from '@museum/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test.ts';

/** Opens a day for bookings (a weekly closed day included), as an admin does in the calendar. */
export async function openDay(admin: APIRequestContext, date: string): Promise<EntryCalendarDay> {
  const opened = await (
    await admin.put(`/prod-api${EntryStaffPaths.calendarDay(date)}`, { data: { open: true } })
  ).json();
  expect(opened.code, JSON.stringify(opened)).toBe(200);
  const days = await (await admin.get(`/prod-api${EntryStaffPaths.calendar}?from=${date}&to=${date}`)).json();
  return days.data[0];
}
