import { SearchPaths, type SearchQuery, type SearchResult } from '@museum/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';

export const searchKeys = {
  all: ['search'] as const,
  results: (query: SearchQuery) => [...searchKeys.all, query] as const,
};

export function useSearch(query: SearchQuery, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.results(query),
    // A keyword the server cannot use is explained on the screen, not in a toast.
    queryFn: () =>
      http.get<SearchResult>(SearchPaths.search, query, { isToken: false, noErrorMessage: true }),
    // Another page of the same results stays on screen while it loads; another module's hits would mislead.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[1];
      return before && before.module === query.module && before.keyword === query.keyword
        ? previous
        : undefined;
    },
    enabled,
  });
}
