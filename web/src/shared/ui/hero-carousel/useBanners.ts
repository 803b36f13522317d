import type { Banner, ListResult } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/request';

/** The slides of a carousel, from one of the server's banner lists. */
export function useBanners(queryKey: readonly unknown[], path: string) {
  return useQuery({
    queryKey,
    queryFn: async () =>
      (await http.get<ListResult<Banner>>(path, { pageSize: 10 }, { isToken: false, noErrorMessage: true }))
        .rows,
    staleTime: 5 * 60_000,
  });
}
