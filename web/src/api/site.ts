import { ApiPaths, type ApiResult, type Link, type ListResult, type SiteSettings } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from './request';

export function useSiteSettings() {
  return useQuery({
    queryKey: ['site-settings'],
    queryFn: async () =>
      (await http.get<ApiResult<SiteSettings>>(ApiPaths.siteSettings, undefined, { isToken: false })).data!,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Friendly links of the header submenu (spec section 2). */
export function useFriendlyLinks() {
  return useQuery({
    queryKey: ['friendly-links'],
    queryFn: async () =>
      (
        await http.get<ListResult<Link>>(
          ApiPaths.linkList,
          { pageNum: 1, pageSize: 50 },
          { isToken: false, noErrorMessage: true },
        )
      ).rows,
    staleTime: 10 * 60_000,
  });
}
