import {
  type ApiResult,
  CollectionPaths,
  ContentPaths,
  type CulDetail,
  type CulItem,
  type CulListQuery,
  type CulType,
  type ListResult,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/request';
import { useSiteSettings } from '../../shared/settings/useSiteSettings';
import { useBanners } from '../../shared/ui/hero-carousel/useBanners';

/** Keyed by the service's base URL too: pointing the site at another collection shows that one's works. */
export const collectionKeys = {
  all: ['collection'] as const,
  list: (base: string | undefined, query: Partial<CulListQuery>) =>
    [...collectionKeys.all, base, 'list', query] as const,
  types: (base: string | undefined) => [...collectionKeys.all, base, 'types'] as const,
  detail: (base: string | undefined, culId: string) =>
    [...collectionKeys.all, base, 'detail', culId] as const,
  banners: () => [...collectionKeys.all, 'banners'] as const,
};

/**
 * The collection lives in an ICMS-compatible service whose base URL comes from the site settings (this
 * server's built-in one by default), so every call waits for the settings and sends no token.
 */
function useCollectionQuery<T>(
  key: (base: string | undefined) => readonly unknown[],
  fetch: (base: string) => Promise<T>,
  keepPrevious = false,
) {
  const { data: site } = useSiteSettings();
  const base = site?.collectionApiBase;
  const query = useQuery({
    queryKey: key(base),
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
    (base) => collectionKeys.list(base, query),
    (base) => http.get<ListResult<CulItem>>(CollectionPaths.list, query, options(base)),
    true,
  );

/** The categories with their counts, for the filter bar. */
export const useCulTypes = () =>
  useCollectionQuery(
    (base) => collectionKeys.types(base),
    async (base) =>
      (await http.get<ApiResult<CulType[]>>(CollectionPaths.types, undefined, options(base, true))).data!,
  );

/** One work; a missing one is explained by the screen (error code 404), not by a toast. */
export const useCulDetail = (culId = '') =>
  useCollectionQuery(
    (base) => collectionKeys.detail(base, culId),
    async (base) =>
      (await http.get<ApiResult<CulDetail>>(CollectionPaths.detail, { id: culId }, options(base, true)))
        .data!,
  );

/** The slides above the collection list. */
export const useCollectionBanners = () =>
  useBanners(collectionKeys.banners(), ContentPaths.collectionBannerList);
