import {
  type AdminApplication,
  type AdminApplicationListQuery,
  AdminApplicationPaths,
  type AdminApplicationRow,
  type ApiResult,
  type ApplicationReviewInput,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, quiet } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';

/** The reviewers' side of hosting applications (console only: visitor pages never import this file). */
export const applicationStaffApi = {
  list: (query: AdminApplicationListQuery) =>
    http.get<ListResult<AdminApplicationRow>>(AdminApplicationPaths.list, { ...query }),
  detail: (id: number) => http.get<ApiResult<AdminApplication>>(AdminApplicationPaths.item(id)),
  // The review form shows a refusal (someone else decided first) itself, so no toast repeats it.
  review: (id: number, body: ApplicationReviewInput) =>
    http.put<ApiResult<AdminApplication>>(AdminApplicationPaths.review(id), body, quiet),
};

export const applicationStaffKeys = {
  all: ['staff', 'applications'] as const,
  list: (query: AdminApplicationListQuery) => [...applicationStaffKeys.all, 'list', query] as const,
  detail: (id: number) => [...applicationStaffKeys.all, 'detail', id] as const,
};

export function useApplicationQueue(query: AdminApplicationListQuery) {
  return useQuery({
    queryKey: applicationStaffKeys.list(query),
    queryFn: () => applicationStaffApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useApplicationDetail(id: number | null) {
  return useQuery({
    queryKey: applicationStaffKeys.detail(id ?? 0),
    queryFn: async () => (await applicationStaffApi.detail(id!)).data!,
    enabled: id !== null,
  });
}

/** A decision, or a refusal (decided meanwhile): either way the queue and the detail are read again. */
export function useApplicationReview(id: number) {
  return useRefreshingMutation(
    (body: ApplicationReviewInput) => applicationStaffApi.review(id, body),
    applicationStaffKeys.all,
  );
}
