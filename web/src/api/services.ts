import {
  type ApiResult,
  type DonationReport,
  type DonationReportInput,
  type EntryApplyInput,
  type EntryBooking,
  type EntrySlot,
  type EventOrder,
  type EventOrderInput,
  type ListResult,
  type OrderAvailability,
  ServicePaths,
  type SystemMessage,
  servicePath,
  type UploadKind,
  type UploadPolicy,
  type VenueApplication,
  type VenueApplyInput,
  type VenueSetting,
} from '@museum/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { http } from './request';

/** Query keys of the visitor services; every action refreshes `messages` (its system message and the dot). */
export const serviceKeys = {
  slots: ['entry-slots'] as const,
  bookings: ['bookings'] as const,
  venueSetting: ['venue-setting'] as const,
  applications: ['applications'] as const,
  donations: ['donations'] as const,
  orders: ['orders'] as const,
  availability: (module: number, resId: number) => ['order-availability', module, resId] as const,
  /** The content screens' exhibition and event details, which show the places left too. */
  bookableDetail: (module: number) => [module === 1 ? 'exhibition' : 'education-detail'] as const,
  messages: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
};

export const servicesApi = {
  slots: () => http.get<ApiResult<EntrySlot[]>>(ServicePaths.entrySlots, undefined, { isToken: false }),
  book: (body: EntryApplyInput) => http.post<ApiResult<EntryBooking>>(ServicePaths.entryApply, body),
  bookings: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EntryBooking>>(ServicePaths.entryApplyList, { pageNum, pageSize }),
  cancelBooking: (id: number) =>
    http.put<ApiResult<EntryBooking>>(servicePath(ServicePaths.entryApplyCancel, id)),

  venueSetting: () =>
    http.get<ApiResult<VenueSetting>>(ServicePaths.venueSetting, undefined, { isToken: false }),
  applyVenue: (body: VenueApplyInput) =>
    http.post<ApiResult<VenueApplication>>(ServicePaths.venueApply, body),
  applications: (pageNum: number, pageSize: number) =>
    http.get<ListResult<VenueApplication>>(ServicePaths.venueApplyList, { pageNum, pageSize }),
  withdrawApplication: (id: number) =>
    http.put<ApiResult<VenueApplication>>(servicePath(ServicePaths.venueApplyItem, id)),
  deleteApplication: (id: number) => http.delete(servicePath(ServicePaths.venueApplyItem, id)),

  reportDonation: (body: DonationReportInput) =>
    http.post<ApiResult<DonationReport>>(ServicePaths.donationReport, body),
  donations: (pageNum: number, pageSize: number) =>
    http.get<ListResult<DonationReport>>(ServicePaths.donationReportList, { pageNum, pageSize }),

  availability: (module: number, resId: number) =>
    http.get<ApiResult<OrderAvailability>>(
      ServicePaths.eventOrderAvailability,
      { module, resId },
      { noErrorMessage: true },
    ),
  placeOrder: (body: EventOrderInput) => http.post<ApiResult<EventOrder>>(ServicePaths.eventOrder, body),
  orders: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EventOrder>>(ServicePaths.eventOrderList, { pageNum, pageSize }),
  cancelOrder: (id: number) =>
    http.put<ApiResult<EventOrder>>(servicePath(ServicePaths.eventOrderCancel, id)),

  messages: (pageNum: number, pageSize: number) =>
    http.get<ListResult<SystemMessage>>(ServicePaths.messages, { pageNum, pageSize }),
  unread: () => http.get<ApiResult<number>>(ServicePaths.messagesUnread, undefined, { noErrorMessage: true }),
  markRead: (id: number) =>
    http.put(servicePath(ServicePaths.messageRead, id), undefined, { repeatSubmit: false }),
  markAllRead: () => http.put<ApiResult<number>>(ServicePaths.messagesReadAll),

  /** `ext`: the extension of the file about to go up; the policy then stores it as that type. */
  uploadPolicy: (kind: UploadKind, ext?: string) =>
    http.get<ApiResult<UploadPolicy>>(ServicePaths.uploadPolicy, ext ? { kind, ext } : { kind }, {
      noErrorMessage: true,
    }),
};

/** After any service action: its list, the system messages and the unread dot are out of date. */
export function refreshAfterAction(client: QueryClient, ...keys: (readonly unknown[])[]) {
  for (const key of [...keys, serviceKeys.messages]) void client.invalidateQueries({ queryKey: key });
}

export function useEntrySlots(enabled = true) {
  return useQuery({
    queryKey: serviceKeys.slots,
    queryFn: async () => (await servicesApi.slots()).data ?? [],
    enabled,
    staleTime: 15_000,
  });
}

/** A page of one of the visitor's own lists. */
function usePagedList<T>(
  key: readonly unknown[],
  fetch: (pageNum: number, pageSize: number) => Promise<ListResult<T>>,
  pageNum: number,
  pageSize: number,
) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...key, pageNum, pageSize],
    queryFn: () => fetch(pageNum, pageSize),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export const useBookings = (pageNum: number, pageSize = 10) =>
  usePagedList(serviceKeys.bookings, servicesApi.bookings, pageNum, pageSize);
export const useApplications = (pageNum: number, pageSize = 10) =>
  usePagedList(serviceKeys.applications, servicesApi.applications, pageNum, pageSize);
export const useDonations = (pageNum: number, pageSize = 10) =>
  usePagedList(serviceKeys.donations, servicesApi.donations, pageNum, pageSize);
export const useOrders = (pageNum: number, pageSize = 10) =>
  usePagedList(serviceKeys.orders, servicesApi.orders, pageNum, pageSize);
export const useMessages = (pageNum: number, pageSize = 10) =>
  usePagedList(serviceKeys.messages, servicesApi.messages, pageNum, pageSize);

export function useVenueSetting() {
  return useQuery({
    queryKey: serviceKeys.venueSetting,
    queryFn: async () => (await servicesApi.venueSetting()).data!,
    staleTime: 10 * 60_000,
  });
}

export function useOrderAvailability(module: number, resId: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...serviceKeys.availability(module, resId), Boolean(token)],
    queryFn: async () => (await servicesApi.availability(module, resId)).data!,
    staleTime: 15_000,
  });
}

/** The unread count behind the side bar's dot (on when above 0). */
export function useUnreadCount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: serviceKeys.unread,
    queryFn: async () => (await servicesApi.unread()).data ?? 0,
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/** A mutation that refreshes the given lists, the messages and the dot once it succeeds. */
export function useServiceAction<TArgs, TResult>(
  action: (args: TArgs) => Promise<TResult>,
  ...keys: (readonly unknown[])[]
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => refreshAfterAction(client, ...keys),
  });
}
