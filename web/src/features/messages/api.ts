import { type ApiResult, type ListResult, MessagePaths, type SystemMessage } from '@museum/shared';
import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '@/shared/api/request';
import { usePagedList } from '@/shared/api/usePagedList';
import { useSession } from '@/shared/stores/session';

export const messageKeys = {
  all: ['messages'] as const,
  list: (pageNum: number, pageSize: number) => [...messageKeys.all, 'list', pageNum, pageSize] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};

export const messagesApi = {
  list: (pageNum: number, pageSize: number) =>
    http.get<ListResult<SystemMessage>>(MessagePaths.list, { pageNum, pageSize }),
  unread: () => http.get<ApiResult<number>>(MessagePaths.unread, undefined, { noErrorMessage: true }),
  markRead: (id: number) => http.put(MessagePaths.read(id), undefined, { repeatSubmit: false }),
  markAllRead: () => http.put<ApiResult<number>>(MessagePaths.readAll),
};

export const useMessages = (pageNum: number, pageSize = 10) =>
  usePagedList(messageKeys.list(pageNum, pageSize), () => messagesApi.list(pageNum, pageSize));

/** The unread count behind the side bar's dot (on when above 0). */
export function useUnreadCount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: async () => (await messagesApi.unread()).data ?? 0,
    enabled: Boolean(token),
    staleTime: 0,
  });
}

/**
 * A visitor's action that the server answers with a system message (a booking, an application, a report...):
 * once it succeeds, what it changed (query keys or filters) goes stale, and so do the messages and the dot.
 */
export function useServiceAction<TArgs, TResult>(
  action: (args: TArgs) => Promise<TResult>,
  ...changed: (QueryKey | InvalidateQueryFilters)[]
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => {
      for (const filters of [...changed, messageKeys.all]) {
        void client.invalidateQueries('length' in filters ? { queryKey: filters } : filters);
      }
    },
  });
}

export const useMarkRead = () => useServiceAction(messagesApi.markRead);
export const useMarkAllRead = () => useServiceAction(messagesApi.markAllRead);
