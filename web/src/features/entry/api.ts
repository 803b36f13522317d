import {
  type ApiResult,
  type EntryApplyInput,
  type EntryBooking,
  type EntryGroup,
  type EntryGroupApplyInput,
  EntryPaths,
  type EntryRules,
  type EntrySlot,
  type EntryStanding,
  type ListResult,
} from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { usePagedList } from '@/shared/api/usePagedList';
import { useServiceAction } from '../messages';

/** Booking or cancelling changes both the visitor's bookings and the places left of a day. */
export const entryKeys = {
  all: ['entry'] as const,
  slots: () => [...entryKeys.all, 'slots'] as const,
  rules: () => [...entryKeys.all, 'rules'] as const,
  standing: () => [...entryKeys.all, 'standing'] as const,
  bookings: (pageNum: number, pageSize: number) => [...entryKeys.all, 'bookings', pageNum, pageSize] as const,
  groups: (pageNum: number, pageSize: number) => [...entryKeys.all, 'groups', pageNum, pageSize] as const,
};

export const entryApi = {
  slots: () => http.get<ApiResult<EntrySlot[]>>(EntryPaths.slots, undefined, { isToken: false }),
  rules: () => http.get<ApiResult<EntryRules>>(EntryPaths.rules, undefined, { isToken: false }),
  standing: () => http.get<ApiResult<EntryStanding>>(EntryPaths.standing),
  book: (body: EntryApplyInput) => http.post<ApiResult<EntryBooking>>(EntryPaths.apply, body),
  bookings: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EntryBooking>>(EntryPaths.list, { pageNum, pageSize }),
  cancel: (id: number) => http.put<ApiResult<EntryBooking>>(EntryPaths.cancel(id)),
  applyGroup: (body: EntryGroupApplyInput) => http.post<ApiResult<EntryGroup>>(EntryPaths.group, body),
  groups: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EntryGroup>>(EntryPaths.groupList, { pageNum, pageSize }),
  cancelGroup: (id: number) => http.put<ApiResult<EntryGroup>>(EntryPaths.groupCancel(id)),
};

export function useEntrySlots(enabled = true) {
  return useQuery({
    queryKey: entryKeys.slots(),
    queryFn: async () => (await entryApi.slots()).data ?? [],
    enabled,
    staleTime: 15_000,
  });
}

/** The museum's booking rules (预约须知): configuration, so they change only with a restart. */
export function useEntryRules() {
  return useQuery({
    queryKey: entryKeys.rules(),
    queryFn: async () => (await entryApi.rules()).data!,
    staleTime: 60 * 60_000,
  });
}

/** The visitor's no-shows and any bar (booking and cancelling refresh it with the rest of entry). */
export function useEntryStanding() {
  return useQuery({ queryKey: entryKeys.standing(), queryFn: async () => (await entryApi.standing()).data! });
}

export const useBookings = (pageNum: number, pageSize = 10) =>
  usePagedList(entryKeys.bookings(pageNum, pageSize), () => entryApi.bookings(pageNum, pageSize));

export const useBook = () => useServiceAction(entryApi.book, entryKeys.all);
export const useCancelBooking = () => useServiceAction(entryApi.cancel, entryKeys.all);

export const useGroups = (pageNum: number, pageSize = 10) =>
  usePagedList(entryKeys.groups(pageNum, pageSize), () => entryApi.groups(pageNum, pageSize));

export const useApplyGroup = () => useServiceAction(entryApi.applyGroup, entryKeys.all);
export const useCancelGroup = () => useServiceAction(entryApi.cancelGroup, entryKeys.all);
