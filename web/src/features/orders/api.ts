import {
  type ApiResult,
  type EventOrder,
  type EventOrderInput,
  type ListResult,
  type OrderAvailability,
  OrderPaths,
} from '@museum/shared';
import { type Query, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { usePagedList } from '@/shared/api/usePagedList';
import { useSession } from '@/shared/stores/session';
import { useServiceAction } from '../messages';

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (pageNum: number, pageSize: number) => [...orderKeys.lists(), pageNum, pageSize] as const,
  availabilities: () => [...orderKeys.all, 'availability'] as const,
  availability: (module: number, resId: number) => [...orderKeys.availabilities(), module, resId] as const,
  /** Refetched when signing in or out: it says whether the visitor has booked. */
  availabilityFor: (module: number, resId: number, signedIn: boolean) =>
    [...orderKeys.availability(module, resId), signedIn] as const,
};

/**
 * The `meta` of another feature's query whose answer counts an item's booked places (the exhibition and event
 * details): cancelling an order frees a place, so such queries go stale with it. Orders import no feature that
 * shows them; they mark themselves.
 */
export const ORDER_PLACES_META = { orderPlaces: true } as const;
const showsOrderPlaces = (query: Query) => query.meta?.orderPlaces === true;

export const ordersApi = {
  availability: (module: number, resId: number) =>
    http.get<ApiResult<OrderAvailability>>(
      OrderPaths.availability,
      { module, resId },
      { noErrorMessage: true },
    ),
  place: (body: EventOrderInput) => http.post<ApiResult<EventOrder>>(OrderPaths.order, body),
  list: (pageNum: number, pageSize: number) =>
    http.get<ListResult<EventOrder>>(OrderPaths.list, { pageNum, pageSize }),
  cancel: (id: number) => http.put<ApiResult<EventOrder>>(OrderPaths.cancel(id)),
};

export const useOrders = (pageNum: number, pageSize = 10) =>
  usePagedList(orderKeys.list(pageNum, pageSize), () => ordersApi.list(pageNum, pageSize));

/** The places of an exhibition or event, and whether the signed-in visitor has booked one. */
export function useOrderAvailability(module: number, resId: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: orderKeys.availabilityFor(module, resId, Boolean(token)),
    queryFn: async () => (await ordersApi.availability(module, resId)).data!,
    staleTime: 15_000,
  });
}

export const usePlaceOrder = (module: number, resId: number) =>
  useServiceAction(ordersApi.place, orderKeys.lists(), orderKeys.availability(module, resId));

export const useCancelOrder = () =>
  useServiceAction(ordersApi.cancel, orderKeys.lists(), orderKeys.availabilities(), {
    predicate: showsOrderPlaces,
  });
