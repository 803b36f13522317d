import type { ListResult } from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../stores/session';

/** A page of one of the signed-in visitor's own lists; the page shown stays while the next one loads. */
export function usePagedList<T>(queryKey: readonly unknown[], fetch: () => Promise<ListResult<T>>) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey,
    queryFn: fetch,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
