import { ContentPaths, type Link, type ListResult } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';

export const siteKeys = {
  all: ['site'] as const,
  links: () => [...siteKeys.all, 'links'] as const,
};

/** Friendly links of the header submenu (docs/spec §2). */
export function useFriendlyLinks() {
  return useQuery({
    queryKey: siteKeys.links(),
    queryFn: async () =>
      (
        await http.get<ListResult<Link>>(
          ContentPaths.linkList,
          { pageNum: 1, pageSize: 50 },
          { isToken: false, noErrorMessage: true },
        )
      ).rows,
    staleTime: 10 * 60_000,
  });
}
