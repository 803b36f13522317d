import { AdminMessagePaths, type ApiResult, type BroadcastInput, type BroadcastResult } from '@museum/shared';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../shared/api/request';

/** The museum's notice to every visitor (console only: visitor pages never import this file). */
export const messageStaffApi = {
  // Sent once per confirmation: the duplicate-submit warning is for forms a visitor may double-click.
  broadcast: (body: BroadcastInput) =>
    http.post<ApiResult<BroadcastResult>>(AdminMessagePaths.broadcast, body, {
      noErrorMessage: true,
      repeatSubmit: false,
    }),
};

export function useBroadcast() {
  return useMutation({ mutationFn: messageStaffApi.broadcast });
}
