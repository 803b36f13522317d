import {
  type ActionState,
  type ActionType,
  type ApiResult,
  type CollectItem,
  type CollectListQuery,
  ContentType,
  EngagementPaths,
  type ExhibitionIsdo,
  type ListResult,
  type SaveLogResult,
} from '@museum/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { http } from '@/shared/api/request';
import { useSession } from '@/shared/stores/session';

export interface ItemRef {
  module: ContentType;
  resId: string;
}

export const engagementKeys = {
  all: ['engagement'] as const,
  /** Refetched when signing in or out: the marks are the visitor's own. */
  state: (item: ItemRef, signedIn: boolean) =>
    [...engagementKeys.all, 'state', item.module, item.resId, signedIn] as const,
  favourites: () => [...engagementKeys.all, 'favourites'] as const,
  favouritesPage: (query: CollectListQuery) => [...engagementKeys.favourites(), query] as const,
};

/** The visitor's collect/like marks and the public counts of an item. */
export function useActionState(item: ItemRef) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: engagementKeys.state(item, Boolean(token)),
    queryFn: async (): Promise<ActionState> => {
      const options = { noErrorMessage: true };
      if (item.module === ContentType.exhibition) {
        return (
          await http.get<ApiResult<ExhibitionIsdo>>(
            EngagementPaths.exhibitionIsdo(item.resId),
            undefined,
            options,
          )
        ).data!;
      }
      if (item.module === ContentType.collection) {
        return (
          await http.get<ApiResult<ActionState>>(
            EngagementPaths.collectionIsdo(encodeURIComponent(item.resId)),
            undefined,
            options,
          )
        ).data!;
      }
      return (await http.get<ApiResult<ActionState>>(EngagementPaths.actionState, { ...item }, options))
        .data!;
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
        ? await http.post<ApiResult<ActionState>>(EngagementPaths.action, body, { repeatSubmit: false })
        : await http.delete<ApiResult<ActionState>>(EngagementPaths.action, body);
      return result;
    },
    onSuccess: (result) => {
      queryClient.setQueryData(
        engagementKeys.state(item, Boolean(token)),
        (old: ActionState | undefined) => ({ ...old, ...result.data! }),
      );
      void queryClient.invalidateQueries({ queryKey: engagementKeys.favourites() });
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
        EngagementPaths.saveLog,
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

/** "我的收藏": what the visitor has collected, a page at a time. */
export function useCollectList(query: CollectListQuery) {
  return useQuery({
    queryKey: engagementKeys.favouritesPage(query),
    queryFn: () => http.get<ListResult<CollectItem>>(EngagementPaths.collectList, query),
    placeholderData: keepPreviousData,
  });
}
