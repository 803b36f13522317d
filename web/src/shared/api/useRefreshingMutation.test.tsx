import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation } from './useRefreshingMutation';

afterEach(cleanup);

/** A review in miniature: the form shows while the item is pending and goes once the re-read item says decided. */
function Review({
  read,
  decide,
  onDecided,
}: {
  read: () => Promise<string>;
  decide: () => Promise<string>;
  onDecided: (msg: string) => void;
}) {
  const item = useQuery({ queryKey: ['items', 1], queryFn: read });
  if (!item.data) return null;
  return item.data === 'pending' ? <Form decide={decide} onDecided={onDecided} /> : <p>已审核</p>;
}

function Form({ decide, onDecided }: { decide: () => Promise<string>; onDecided: (msg: string) => void }) {
  const review = useRefreshingMutation(decide, ['items']);
  return (
    <button type="button" onClick={() => review.mutate(undefined, { onSuccess: onDecided })}>
      通过
    </button>
  );
}

describe('a refreshing mutation', () => {
  it('answers the caller before the lists are read again, so a form the new data removes still shows its toast', async () => {
    let release!: (status: string) => void;
    const read = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('pending')
      .mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const onDecided = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Review read={read} decide={() => Promise.resolve('已通过')} onDecided={onDecided} />
      </QueryClientProvider>,
    );

    const approve = await screen.findByRole('button', { name: '通过' });
    act(() => approve.click());
    // Told while the re-read is still on its way (awaiting it would hold the answer until the form is gone).
    await waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith('已通过', undefined, undefined, expect.anything()),
    );
    expect(read).toHaveBeenCalledTimes(2);

    act(() => release('decided'));
    expect(await screen.findByText('已审核')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
