import {
  AdminMessagePaths,
  type ApiResult,
  type BroadcastAudience,
  type BroadcastInput,
  type BroadcastResult,
} from '@museum/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/request';

/** The museum's notice to every visitor (console only: visitor pages never import this file). */
export const messageStaffApi = {
  audience: () => http.get<ApiResult<BroadcastAudience>>(AdminMessagePaths.broadcastAudience),
  // Sent once per confirmation: the duplicate-submit warning is for forms a visitor may double-click.
  broadcast: (body: BroadcastInput) =>
    http.post<ApiResult<BroadcastResult>>(AdminMessagePaths.broadcast, body, {
      noErrorMessage: true,
      repeatSubmit: false,
    }),
};

export const messageStaffKeys = {
  audience: ['staff', 'messages', 'audience'] as const,
};

/** Who a broadcast would reach, and how many this hour still allows: read afresh each time it is asked. */
export function useBroadcastAudience(enabled: boolean) {
  return useQuery({
    queryKey: messageStaffKeys.audience,
    queryFn: async () => (await messageStaffApi.audience()).data!,
    enabled,
    staleTime: 0,
  });
}

export function useBroadcast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: messageStaffApi.broadcast,
    onSettled: () => client.invalidateQueries({ queryKey: messageStaffKeys.audience }),
  });
}
