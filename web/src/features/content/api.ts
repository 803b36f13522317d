import {
  type AcademicDetail,
  type AcademicListQuery,
  type AcademicSummary,
  type AffairDetail,
  type AffairListQuery,
  type AffairSummary,
  type ApiResult,
  type ArtistDetail,
  type ArtistInitial,
  type ArtistListQuery,
  type ArtistSummary,
  ContentPaths,
  type DictEntry,
  type EducationDetail,
  type EducationListQuery,
  type EducationSummary,
  type ExhibitionDetail,
  type ExhibitionListQuery,
  type ExhibitionSummary,
  type ListResult,
  type NoticeDetail,
  type NoticeListQuery,
  type NoticeSummary,
  type PolicyDetail,
  type PolicyListQuery,
  type PolicySummary,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { useBanners as useBannerList } from '@/shared/ui/hero-carousel/useBanners';
import { ORDER_PLACES_META } from '../orders';

type Params = Record<string, unknown>;
/** The content modules, as their queries are named. */
type Module = 'exhibition' | 'education' | 'artist' | 'academic' | 'notice' | 'policy' | 'affair';

export const contentKeys = {
  all: ['content'] as const,
  list: (module: Module, query: Params) => [...contentKeys.all, module, 'list', query] as const,
  detail: (module: Module, id: string | undefined) => [...contentKeys.all, module, 'detail', id] as const,
  related: (id: number | undefined, pageSize: number) =>
    [...contentKeys.all, 'exhibition', 'related', id, pageSize] as const,
  artistInitials: (category: string) => [...contentKeys.all, 'artist', 'initials', category] as const,
  banners: () => [...contentKeys.all, 'banners'] as const,
  dict: (dictType: string) => [...contentKeys.all, 'dict', dictType] as const,
};

/** A page of a public list; the previous page stays on screen while the next one loads. */
function useList<T>(queryKey: readonly unknown[], path: string, params: Params, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: () => http.get<ListResult<T>>(path, params, { isToken: false }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A detail; a missing item is shown by the screen itself (not as a toast), so errors stay quiet here
 * and the screen reads `error.code` (404: not found). Whatever the address names is asked for: the server answers
 * 404 for an id no item can have (abc) as for a missing one, so that page is missing, status and all.
 */
function useDetail<T>(
  module: Module,
  build: (id: number | string) => string,
  id: string | undefined,
  meta?: Record<string, unknown>,
) {
  return useQuery({
    queryKey: contentKeys.detail(module, id),
    queryFn: async () =>
      (await http.get<ApiResult<T>>(build(id!), undefined, { isToken: false, noErrorMessage: true })).data!,
    enabled: Boolean(id),
    meta,
  });
}

const listOf =
  <T, Q extends Params>(module: Module, path: string) =>
  (query: Q) =>
    useList<T>(contentKeys.list(module, query), path, query);

export const useExhibitions = listOf<ExhibitionSummary, ExhibitionListQuery>(
  'exhibition',
  ContentPaths.exhibitionList,
);
/** Exhibitions and events carry their booked places, which an order changes. */
export const useExhibition = (id?: string) =>
  useDetail<ExhibitionDetail>('exhibition', ContentPaths.exhibitionDetail, id, ORDER_PLACES_META);
export const useRelatedExhibitions = (id: number | undefined, pageSize = 4) =>
  useList<ExhibitionSummary>(
    contentKeys.related(id, pageSize),
    ContentPaths.exhibitionOther,
    { id, pageSize },
    id !== undefined,
  );

export const useEducationList = listOf<EducationSummary, EducationListQuery>(
  'education',
  ContentPaths.educationList,
);
export const useEducation = (id?: string) =>
  useDetail<EducationDetail>('education', ContentPaths.educationDetail, id, ORDER_PLACES_META);

export const useArtists = listOf<ArtistSummary, ArtistListQuery>('artist', ContentPaths.artistList);
export const useArtist = (id?: string) => useDetail<ArtistDetail>('artist', ContentPaths.artistDetail, id);
export function useArtistInitials(category?: string) {
  return useQuery({
    queryKey: contentKeys.artistInitials(category ?? ''),
    queryFn: async () =>
      (
        await http.get<ApiResult<ArtistInitial[]>>(
          ContentPaths.artistInitials,
          { category },
          { isToken: false },
        )
      ).data!,
    staleTime: 5 * 60_000,
  });
}

export const useAcademicList = listOf<AcademicSummary, AcademicListQuery>(
  'academic',
  ContentPaths.academicList,
);
export const useAcademic = (id?: string) =>
  useDetail<AcademicDetail>('academic', ContentPaths.academicDetail, id);

export const useNotices = listOf<NoticeSummary, NoticeListQuery>('notice', ContentPaths.noticeList);
export const useNotice = (id?: string) => useDetail<NoticeDetail>('notice', ContentPaths.noticeDetail, id);

export const usePolicies = listOf<PolicySummary, PolicyListQuery>('policy', ContentPaths.policyList);
export const usePolicy = (id?: string) => useDetail<PolicyDetail>('policy', ContentPaths.policyDetail, id);

export const useAffairs = listOf<AffairSummary, AffairListQuery>('affair', ContentPaths.affairList);
export const useAffair = (id?: string) => useDetail<AffairDetail>('affair', ContentPaths.affairDetail, id);

/** The home page's slides. */
export const useBanners = () => useBannerList(contentKeys.banners(), ContentPaths.bannerList);

/** A dictionary's value/label pairs (filters of the list screens); none asked for without a type. */
export function useDict(dictType: string | undefined) {
  return useQuery({
    queryKey: contentKeys.dict(dictType ?? ''),
    queryFn: async () =>
      (
        await http.get<ApiResult<DictEntry[]>>(
          ContentPaths.dict,
          { dictType },
          { isToken: false, noErrorMessage: true },
        )
      ).data!,
    enabled: dictType !== undefined,
    staleTime: 30 * 60_000,
  });
}
