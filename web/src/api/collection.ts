import {
  type ApiResult,
  CollectionPaths,
  type CulDetail,
  type CulItem,
  type CulListQuery,
  type CulType,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from './request';
import { useSiteSettings } from './site';

/**
 * The collection lives in an ICMS-compatible service whose base URL comes from the site settings (this
 * server's built-in one by default), so every call waits for the settings and sends no token.
 */
function useCollectionQuery<T>(key: unknown[], fetch: (base: string) => Promise<T>, keepPrevious = false) {
  const { data: site } = useSiteSettings();
  const base = site?.collectionApiBase;
  const query = useQuery({
    queryKey: ['collection', base, ...key],
    queryFn: () => fetch(base!),
    enabled: Boolean(base),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
  // Still loading while the settings that name the service are on their way.
  return { ...query, isLoading: query.isPending };
}

const options = (base: string, quiet = false) => ({ baseURL: base, isToken: false, noErrorMessage: quiet });

/** A page of works, filtered by type, keyword or artist. */
export const useCulList = (query: Partial<CulListQuery>) =>
  useCollectionQuery(
    ['list', query],
    (base) => http.get<ListResult<CulItem>>(CollectionPaths.list, query, options(base)),
    true,
  );

/** The categories with their counts, for the filter bar. */
export const useCulTypes = () =>
  useCollectionQuery(
    ['types'],
    async (base) =>
      (await http.get<ApiResult<CulType[]>>(CollectionPaths.types, undefined, options(base, true))).data!,
  );

/** One work; a missing one is explained by the screen (error code 404), not by a toast. */
export const useCulDetail = (culId: string) =>
  useCollectionQuery(
    ['detail', culId],
    async (base) =>
      (await http.get<ApiResult<CulDetail>>(CollectionPaths.detail, { id: culId }, options(base, true)))
        .data!,
  );
