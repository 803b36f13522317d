import {
  type AcademicDetail,
  type AcademicListQuery,
  type AcademicSummary,
  type ActionState,
  type ActionType,
  type AffairDetail,
  type AffairListQuery,
  type AffairSummary,
  type ApiResult,
  type ArtistDetail,
  type ArtistInitial,
  type ArtistListQuery,
  type ArtistSummary,
  type Banner,
  type CollectItem,
  type CollectListQuery,
  ContentPaths,
  ContentType,
  type DictEntry,
  type EducationDetail,
  type EducationListQuery,
  type EducationSummary,
  type ExhibitionDetail,
  type ExhibitionIsdo,
  type ExhibitionListQuery,
  type ExhibitionSummary,
  type ListResult,
  type NoticeDetail,
  type NoticeListQuery,
  type NoticeSummary,
  type PolicyDetail,
  type PolicyListQuery,
  type PolicySummary,
  type SaveLogResult,
  type SearchQuery,
  type SearchResult,
} from '@museum/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSession } from '../stores/session';
import { http } from './request';

type Params = Record<string, unknown>;

/** A page of a public list; the previous page stays on screen while the next one loads. */
function useList<T>(key: string, path: string, params: Params, enabled = true) {
  return useQuery({
    queryKey: [key, params],
    queryFn: () => http.get<ListResult<T>>(path, params, { isToken: false }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A detail; a missing item is shown by the screen itself (not as a toast), so errors stay quiet here
 * and the screen reads `error.code` (404: not found).
 */
function useDetail<T>(key: string, path: string | null) {
  return useQuery({
    queryKey: [key, path],
    queryFn: async () =>
      (await http.get<ApiResult<T>>(path!, undefined, { isToken: false, noErrorMessage: true })).data!,
    enabled: path !== null,
  });
}

const detailPathOf = (build: (id: number | string) => string, id: string | undefined) =>
  id && /^\d+$/.test(id) ? build(id) : null;

export const useExhibitions = (query: ExhibitionListQuery) =>
  useList<ExhibitionSummary>('exhibitions', ContentPaths.exhibitionList, query);
export const useExhibition = (id?: string) =>
  useDetail<ExhibitionDetail>('exhibition', detailPathOf(ContentPaths.exhibitionDetail, id));
export const useRelatedExhibitions = (id: number | undefined, pageSize = 4) =>
  useList<ExhibitionSummary>(
    'exhibitions-other',
    ContentPaths.exhibitionOther,
    { id, pageSize },
    id !== undefined,
  );

export const useEducationList = (query: EducationListQuery) =>
  useList<EducationSummary>('education', ContentPaths.educationList, query);
export const useEducation = (id?: string) =>
  useDetail<EducationDetail>('education-detail', detailPathOf(ContentPaths.educationDetail, id));

export const useArtists = (query: ArtistListQuery) =>
  useList<ArtistSummary>('artists', ContentPaths.artistList, query);
export const useArtist = (id?: string) =>
  useDetail<ArtistDetail>('artist', detailPathOf(ContentPaths.artistDetail, id));
export function useArtistInitials(category?: string) {
  return useQuery({
    queryKey: ['artist-initials', category ?? ''],
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

export const useAcademicList = (query: AcademicListQuery) =>
  useList<AcademicSummary>('academic', ContentPaths.academicList, query);
export const useAcademic = (id?: string) =>
  useDetail<AcademicDetail>('academic-detail', detailPathOf(ContentPaths.academicDetail, id));

export const useNotices = (query: NoticeListQuery) =>
  useList<NoticeSummary>('notices', ContentPaths.noticeList, query);
export const useNotice = (id?: string) =>
  useDetail<NoticeDetail>('notice', detailPathOf(ContentPaths.noticeDetail, id));

export const usePolicies = (query: PolicyListQuery) =>
  useList<PolicySummary>('policies', ContentPaths.policyList, query);
export const usePolicy = (id?: string) =>
  useDetail<PolicyDetail>('policy', detailPathOf(ContentPaths.policyDetail, id));

export const useAffairs = (query: AffairListQuery) =>
  useList<AffairSummary>('affairs', ContentPaths.affairList, query);
export const useAffair = (id?: string) =>
  useDetail<AffairDetail>('affair', detailPathOf(ContentPaths.affairDetail, id));

export function useBanners(position: 'home' | 'collection') {
  return useQuery({
    queryKey: ['banners', position],
    queryFn: async () =>
      (
        await http.get<ListResult<Banner>>(
          position === 'home' ? ContentPaths.bannerList : ContentPaths.collectionBannerList,
          { pageSize: 10 },
          { isToken: false, noErrorMessage: true },
        )
      ).rows,
    staleTime: 5 * 60_000,
  });
}

/** A dictionary's value/label pairs (filters of the list screens). */
export function useDict(dictType: string) {
  return useQuery({
    queryKey: ['dict', dictType],
    queryFn: async () =>
      (
        await http.get<ApiResult<DictEntry[]>>(
          ContentPaths.dict,
          { dictType },
          { isToken: false, noErrorMessage: true },
        )
      ).data!,
    staleTime: 30 * 60_000,
  });
}

export function useSearch(query: SearchQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['search', query] as const,
    // A keyword the server cannot use is explained on the screen, not in a toast.
    queryFn: () =>
      http.get<SearchResult>(ContentPaths.search, query, { isToken: false, noErrorMessage: true }),
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

// ---------------------------------------------------------------- engagement

export interface ItemRef {
  module: ContentType;
  resId: string;
}

const stateKey = (item: ItemRef, token: string) => ['action-state', item.module, item.resId, Boolean(token)];

/** The visitor's collect/like marks and the public counts of an item; refetched when signing in or out. */
export function useActionState(item: ItemRef) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: stateKey(item, token),
    queryFn: async (): Promise<ActionState> => {
      const options = { noErrorMessage: true };
      if (item.module === ContentType.exhibition) {
        return (
          await http.get<ApiResult<ExhibitionIsdo>>(
            ContentPaths.exhibitionIsdo(item.resId),
            undefined,
            options,
          )
        ).data!;
      }
      if (item.module === ContentType.collection) {
        return (
          await http.get<ApiResult<ActionState>>(
            ContentPaths.collectionIsdo(encodeURIComponent(item.resId)),
            undefined,
            options,
          )
        ).data!;
      }
      return (await http.get<ApiResult<ActionState>>(ContentPaths.actionState, { ...item }, options)).data!;
    },
  });
}

/** Collects/likes or withdraws; the answer carries the new state, so the buttons update at once. */
export function useToggleAction(item: ItemRef) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: async ({ type, on }: { type: ActionType; on: boolean }) => {
      const body = { ...item, type };
      const result = on
        ? await http.post<ApiResult<ActionState>>(ContentPaths.action, body, { repeatSubmit: false })
        : await http.delete<ApiResult<ActionState>>(ContentPaths.action, body);
      return result;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(stateKey(item, token), (old: ActionState | undefined) => ({
        ...old,
        ...result.data!,
      }));
      void queryClient.invalidateQueries({ queryKey: ['collect-list'] });
    },
  });
}

/** Records one view when a detail screen opens (counted once an hour per visitor by the server). */
export function useViewCount(item: ItemRef | null): number | null {
  const [count, setCount] = useState<number | null>(null);
  const module = item?.module;
  const resId = item?.resId;
  useEffect(() => {
    if (module === undefined || resId === undefined) return;
    let live = true;
    http
      .post<ApiResult<SaveLogResult>>(
        ContentPaths.saveLog,
        { module, resId },
        { noErrorMessage: true, repeatSubmit: false },
      )
      .then((result) => live && setCount(result.data?.viewCount ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [module, resId]);
  return count;
}

export function useCollectList(query: CollectListQuery) {
  return useQuery({
    queryKey: ['collect-list', query],
    queryFn: () => http.get<ListResult<CollectItem>>(ContentPaths.collectList, query),
    placeholderData: keepPreviousData,
  });
}
