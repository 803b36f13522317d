import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A console change after which the lists under `queryKey` are read again (after success only, or whatever came of
 * it). The refetch is not awaited: TanStack Query drops the callbacks given to `mutate` when their component has
 * unmounted, and a review form unmounts as soon as the refetched item says it is decided, so awaiting it lost the
 * success toast in one try in a few.
 */
export function useRefreshingMutation<T, R>(
  call: (input: T) => Promise<R>,
  queryKey: QueryKey,
  refreshAfter: 'success' | 'settled' = 'settled',
) {
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn: call,
    ...(refreshAfter === 'success' ? { onSuccess: refresh } : { onSettled: refresh }),
  });
}
