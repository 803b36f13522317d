import {
  type ApiResult,
  type DoorConflict,
  type DoorManifest,
  DoorPaths,
  type DoorScan,
  type DoorScanResult,
  type EntryBan,
  type EntryBooking,
  type EntryCalendarBatch,
  type EntryCalendarChangeResult,
  type EntryCalendarDay,
  type EntryDayChange,
  type EntryDeskBookingInput,
  type EntryGroupDetail,
  type EntryGroupRow,
  type EntryGroupsQuery,
  type EntryStaffBooking,
  EntryStaffPaths,
  type EntryStatus,
  type EntryStatusCounts,
  type entryGroupReviewSchema,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http, quiet } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';

/** The museum's side of timed entry (console only: visitor pages never import this folder). */
export interface EntryBookingsQuery {
  date: string;
  status?: EntryStatus;
  phone?: string;
  pageNum: number;
  pageSize: number;
}

/** The shared contract names no input type for a group's review: it is the schema's. */
export type EntryGroupReviewInput = z.input<typeof entryGroupReviewSchema>;

/** How long the door waits for the server before it decides offline. */
const DOOR_TIMEOUT_MS = 5000;

export type EntryBookingsResult = ListResult<EntryStaffBooking> & { counts: EntryStatusCounts };

export const entryStaffApi = {
  calendar: (from: string, to: string) =>
    http.get<ApiResult<EntryCalendarDay[]>>(EntryStaffPaths.calendar, { from, to }),
  // Changes are quiet: the forms and the check-in screen show refusals themselves (by the field, in the answer).
  changeDay: (date: string, change: EntryDayChange) =>
    http.put<ApiResult<EntryCalendarChangeResult>>(EntryStaffPaths.calendarDay(date), change, quiet),
  changeDays: (batch: EntryCalendarBatch) =>
    http.put<ApiResult<EntryCalendarChangeResult>>(EntryStaffPaths.calendar, batch, quiet),
  // A scanned code may legitimately come twice (a visitor showing it again): the screen dedupes, not the layer.
  // The desk names itself, so that a ticket it lets in and another desk scanned offline shows as a conflict; a
  // door waits a short while for the network, then decides from what it holds.
  checkIn: ({ code, desk }: { code: string; desk?: string }) =>
    http.post<ApiResult<EntryStaffBooking>>(
      EntryStaffPaths.checkin,
      { code, desk },
      { ...quiet, repeatSubmit: false, timeout: DOOR_TIMEOUT_MS },
    ),
  // The door's background calls (docs/PRODUCT.md "The door without a network"): quiet, the screen shows their state.
  doorManifest: (date: string, since?: string) =>
    http.get<ApiResult<DoorManifest>>(
      DoorPaths.manifest,
      { date, since },
      { ...quiet, timeout: DOOR_TIMEOUT_MS },
    ),
  doorBatch: (scans: DoorScan[]) =>
    http.post<ApiResult<DoorScanResult[]>>(DoorPaths.batch, scans, {
      ...quiet,
      repeatSubmit: false,
      timeout: DOOR_TIMEOUT_MS * 3,
    }),
  doorConflicts: (date: string) => http.get<ApiResult<DoorConflict[]>>(DoorPaths.conflicts, { date }),
  bookings: (query: EntryBookingsQuery) =>
    http.get<EntryBookingsResult>(EntryStaffPaths.bookings, { ...query }),
  // Quiet: the window booking screen shows a refusal above its button.
  bookAtDesk: (booking: EntryDeskBookingInput) =>
    http.post<ApiResult<EntryBooking>>(EntryStaffPaths.bookings, booking, quiet),
  bans: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EntryBan>>(EntryStaffPaths.bans, { pageNum, pageSize }),
  liftBan: ({ id, reason }: { id: number; reason: string }) =>
    http.delete<ApiResult<null>>(EntryStaffPaths.ban(id), { reason }, quiet),
  /** The CSV as a Blob: fetched with the staff token (a plain link would carry none). */
  exportCsv: (date: string, full: boolean) =>
    http.get<Blob>(
      EntryStaffPaths.export,
      { date, full: full ? 'true' : undefined },
      { responseType: 'blob' },
    ),
  cancelAtDesk: (id: number) => http.put<ApiResult<EntryStaffBooking>>(EntryStaffPaths.bookingCancel(id)),
  groups: (query: EntryGroupsQuery) =>
    http.get<ListResult<EntryGroupRow>>(EntryStaffPaths.groups, { ...query }),
  group: (id: number) => http.get<ApiResult<EntryGroupDetail>>(EntryStaffPaths.group(id)),
  // The review form shows a refusal (too few group places, decided meanwhile) itself, so no toast repeats it.
  reviewGroup: (id: number, body: EntryGroupReviewInput) =>
    http.put<ApiResult<EntryGroupDetail>>(EntryStaffPaths.groupReview(id), body, quiet),
};

export const entryStaffKeys = {
  all: ['entry-staff'] as const,
  calendar: (from: string, to: string) => [...entryStaffKeys.all, 'calendar', from, to] as const,
  bookings: (query: EntryBookingsQuery) => [...entryStaffKeys.all, 'bookings', query] as const,
  bans: (pageNum: number, pageSize: number) => [...entryStaffKeys.all, 'bans', pageNum, pageSize] as const,
  groups: (query: EntryGroupsQuery) => [...entryStaffKeys.all, 'groups', query] as const,
  group: (id: number) => [...entryStaffKeys.all, 'group', id] as const,
  conflicts: (date: string) => [...entryStaffKeys.all, 'conflicts', date] as const,
};

export function useEntryCalendar(from: string, to: string) {
  return useQuery({
    queryKey: entryStaffKeys.calendar(from, to),
    queryFn: async () => (await entryStaffApi.calendar(from, to)).data ?? [],
    placeholderData: keepPreviousData,
  });
}

export function useEntryBookings(query: EntryBookingsQuery) {
  return useQuery({
    queryKey: entryStaffKeys.bookings(query),
    queryFn: () => entryStaffApi.bookings(query),
    placeholderData: keepPreviousData,
  });
}

export function useEntryBans(pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: entryStaffKeys.bans(pageNum, pageSize),
    queryFn: () => entryStaffApi.bans(pageNum, pageSize),
    placeholderData: keepPreviousData,
  });
}

export function useEntryGroups(query: EntryGroupsQuery) {
  return useQuery({
    queryKey: entryStaffKeys.groups(query),
    queryFn: () => entryStaffApi.groups(query),
    placeholderData: keepPreviousData,
  });
}

export function useEntryGroup(id: number) {
  return useQuery({
    queryKey: entryStaffKeys.group(id),
    queryFn: async () => (await entryStaffApi.group(id)).data!,
  });
}

/**
 * A decision, or a refusal (decided meanwhile, too few places left): either way the queue and the group are read
 * again, and with them the day's bookings an approval adds the group's ticket to.
 */
export function useEntryGroupReview(id: number) {
  return useRefreshingMutation(
    (body: EntryGroupReviewInput) => entryStaffApi.reviewGroup(id, body),
    entryStaffKeys.all,
  );
}

/** A change to days (or a check-in): the calendar and the bookings lists are read again. */
export function useEntryMutation<T, R>(call: (input: T) => Promise<R>) {
  return useRefreshingMutation(call, entryStaffKeys.all, 'success');
}

/** Saves a Blob under `name` through a temporary link (the console runs in desktop and tablet browsers). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDoorConflicts(date: string) {
  return useQuery({
    queryKey: entryStaffKeys.conflicts(date),
    queryFn: async () => (await entryStaffApi.doorConflicts(date)).data ?? [],
    placeholderData: keepPreviousData,
  });
}
