import {
  type AdminOrder,
  type AdminOrderListQuery,
  AdminOrderPaths,
  type ApiResult,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, quiet } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';

/** The reviewers' side of exhibition and event orders (console only: visitor pages never import this file). */
export const orderStaffApi = {
  list: (query: AdminOrderListQuery) => http.get<ListResult<AdminOrder>>(AdminOrderPaths.list, { ...query }),
  // The screen shows a refusal itself (a toast on attending, in the dialog on cancelling): no second toast.
  attend: (id: number) => http.put<ApiResult<AdminOrder>>(AdminOrderPaths.attend(id), undefined, quiet),
  cancel: (id: number, reason: string) =>
    http.put<ApiResult<AdminOrder>>(AdminOrderPaths.cancel(id), { reason }, quiet),
};

export const orderStaffKeys = {
  all: ['staff', 'orders'] as const,
  list: (query: AdminOrderListQuery) => [...orderStaffKeys.all, 'list', query] as const,
};

export function useOrderList(query: AdminOrderListQuery) {
  return useQuery({
    queryKey: orderStaffKeys.list(query),
    queryFn: () => orderStaffApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/** Attending or cancelling changes the places of every order of that item, so the whole list is read again. */
export function useOrderChange<T>(call: (input: T) => Promise<ApiResult<AdminOrder>>) {
  return useRefreshingMutation(call, orderStaffKeys.all);
}
