import {
  type ApiResult,
  type ListResult,
  type PublishingItem,
  type PublishingListQuery,
  type PublishingModule,
  PublishingPaths,
  type PublishingPreview,
  type PublishingRow,
} from '@museum/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { useRefreshingMutation } from '@/shared/api/useRefreshingMutation';

export const publishingKeys = {
  all: ['publishing'] as const,
  module: (module: PublishingModule) => [...publishingKeys.all, module] as const,
  list: (module: PublishingModule, query: PublishingListQuery) =>
    [...publishingKeys.module(module), 'list', query] as const,
  item: (module: PublishingModule, id: number) => [...publishingKeys.module(module), 'item', id] as const,
  preview: (module: PublishingModule, id: number) =>
    [...publishingKeys.module(module), 'preview', id] as const,
};

/** A page of a module's items, drafts included; the page shown stays while the next one loads. */
export function useContentRows(module: PublishingModule, query: PublishingListQuery) {
  return useQuery({
    queryKey: publishingKeys.list(module, query),
    queryFn: () => http.get<ListResult<PublishingRow>>(PublishingPaths.list(module), query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** One item as staff edit it: its fields, state and version. Never cached long: others edit too. */
export function useContentItem(module: PublishingModule, id: number | null) {
  return useQuery({
    queryKey: publishingKeys.item(module, id ?? 0),
    queryFn: async () =>
      (
        await http.get<ApiResult<PublishingItem>>(PublishingPaths.item(module, id!), undefined, {
          noErrorMessage: true,
        })
      ).data!,
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The visitor API's answer for the item, draft or not. */
export function useContentPreview(module: PublishingModule, id: number) {
  return useQuery({
    queryKey: publishingKeys.preview(module, id),
    queryFn: async () =>
      (
        await http.get<ApiResult<PublishingPreview>>(PublishingPaths.preview(module, id), undefined, {
          noErrorMessage: true,
        })
      ).data!,
    staleTime: 0,
  });
}

type Body = Record<string, unknown>;

/** One kind of change; whatever it changed, the module's lists and items are read again. */
function useChange<T, R>(module: PublishingModule, call: (arg: T) => Promise<R>) {
  return useRefreshingMutation(call, publishingKeys.module(module));
}

const quiet = { noErrorMessage: true } as const;

/**
 * Every change to a module: save (a new draft or a change to the version edited), publish, unpublish, delete.
 * Callers show failures themselves (next to the field they concern), so they stay quiet here.
 */
export function useContentChanges(module: PublishingModule) {
  return {
    create: useChange(module, (body: Body) =>
      http.post<ApiResult<{ id: number }>>(PublishingPaths.list(module), body, quiet),
    ),
    update: useChange(module, ({ id, body }: { id: number; body: Body }) =>
      http.put(PublishingPaths.item(module, id), body, quiet),
    ),
    publish: useChange(module, (id: number) =>
      http.put(PublishingPaths.publish(module, id), undefined, quiet),
    ),
    unpublish: useChange(module, (id: number) =>
      http.put(PublishingPaths.unpublish(module, id), undefined, quiet),
    ),
    remove: useChange(module, (id: number) =>
      http.delete(PublishingPaths.item(module, id), undefined, quiet),
    ),
  };
}
