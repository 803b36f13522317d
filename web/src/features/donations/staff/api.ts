import {
  type AdminDonation,
  type AdminDonationListQuery,
  AdminDonationPaths,
  type ApiResult,
  type DonationStatusChangeInput,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, quiet } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';

/** The reviewers' side of donation reports (console only: visitor pages never import this file). */
export const donationStaffApi = {
  list: (query: AdminDonationListQuery) =>
    http.get<ListResult<AdminDonation>>(AdminDonationPaths.list, { ...query }),
  detail: (id: number) => http.get<ApiResult<AdminDonation>>(AdminDonationPaths.item(id)),
  // The status form shows a refusal itself, so no toast repeats it.
  changeStatus: (id: number, body: DonationStatusChangeInput) =>
    http.put<ApiResult<AdminDonation>>(AdminDonationPaths.status(id), body, quiet),
};

export const donationStaffKeys = {
  all: ['staff', 'donations'] as const,
  list: (query: AdminDonationListQuery) => [...donationStaffKeys.all, 'list', query] as const,
  detail: (id: number) => [...donationStaffKeys.all, 'detail', id] as const,
};

export function useDonationQueue(query: AdminDonationListQuery) {
  return useQuery({
    queryKey: donationStaffKeys.list(query),
    queryFn: () => donationStaffApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useDonationDetail(id: number | null) {
  return useQuery({
    queryKey: donationStaffKeys.detail(id ?? 0),
    queryFn: async () => (await donationStaffApi.detail(id!)).data!,
    enabled: id !== null,
  });
}

/** A step taken, or refused (moved meanwhile): either way the list and the detail are read again. */
export function useDonationStatusChange(id: number) {
  return useRefreshingMutation(
    (body: DonationStatusChangeInput) => donationStaffApi.changeStatus(id, body),
    donationStaffKeys.all,
  );
}
