import {
  type ApiResult,
  ApplicationPaths,
  type ListResult,
  type VenueApplication,
  type VenueApplyInput,
  type VenueSetting,
} from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { usePagedList } from '@/shared/api/usePagedList';
import { useServiceAction } from '../messages';

export const applicationKeys = {
  all: ['applications'] as const,
  setting: () => [...applicationKeys.all, 'setting'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (pageNum: number, pageSize: number) => [...applicationKeys.lists(), pageNum, pageSize] as const,
};

export const applicationsApi = {
  setting: () => http.get<ApiResult<VenueSetting>>(ApplicationPaths.setting, undefined, { isToken: false }),
  apply: (body: VenueApplyInput) => http.post<ApiResult<VenueApplication>>(ApplicationPaths.apply, body),
  list: (pageNum: number, pageSize: number) =>
    http.get<ListResult<VenueApplication>>(ApplicationPaths.list, { pageNum, pageSize }),
  withdraw: (id: number) => http.put<ApiResult<VenueApplication>>(ApplicationPaths.item(id)),
  remove: (id: number) => http.delete(ApplicationPaths.item(id)),
};

/** The hosting rules and the halls that can be asked for. */
export function useVenueSetting() {
  return useQuery({
    queryKey: applicationKeys.setting(),
    queryFn: async () => (await applicationsApi.setting()).data!,
    staleTime: 10 * 60_000,
  });
}

export const useApplications = (pageNum: number, pageSize = 10) =>
  usePagedList(applicationKeys.list(pageNum, pageSize), () => applicationsApi.list(pageNum, pageSize));

export const useApply = () => useServiceAction(applicationsApi.apply, applicationKeys.lists());
export const useWithdrawApplication = () =>
  useServiceAction(applicationsApi.withdraw, applicationKeys.lists());
export const useDeleteApplication = () => useServiceAction(applicationsApi.remove, applicationKeys.lists());
