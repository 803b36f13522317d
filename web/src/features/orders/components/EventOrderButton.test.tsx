import { ContentType, OrderPaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { EventOrderButton } from './EventOrderButton';

const availability = (booked: number) => ({ capacity: 20, booked, bookable: true, myOrderId: null });

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackHost />
      <MemoryRouter>
        <EventOrderButton module={ContentType.education} resId={7} title="丝路纹样工作坊" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null, loginVisible: false });
});

describe("an event's booking button", () => {
  it('opens the booking form when asked (loaded then) and books the places asked for', async () => {
    useSession.setState({ token: 'visitor-token' });
    const calls = fakeServer({
      [`GET ${OrderPaths.availability}`]: ok(availability(17)),
      [`POST ${OrderPaths.order}`]: ok({ id: 1 }),
    });
    renderButton();
    expect(await screen.findByText('余 3 / 共 20 个名额')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '预约活动' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('预约：丝路纹样工作坊')).toBeTruthy();
    expect(dialog.getByText('每次最多 5 人，当前余 3 个名额')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('联系人'), { target: { value: '阿依古丽' } });
    fireEvent.change(dialog.getByLabelText('联系电话'), { target: { value: '13912345678' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认预约' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      module: ContentType.education,
      resId: 7,
      num: 1,
      people: '阿依古丽',
      phone: '13912345678',
    });
  });

  it('asks a signed-out visitor to sign in instead, and says when the places are gone', async () => {
    fakeServer({ [`GET ${OrderPaths.availability}`]: ok(availability(17)) });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: '预约活动' }));
    expect(useSession.getState().loginVisible).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    fakeServer({ [`GET ${OrderPaths.availability}`]: ok(availability(20)) });
    renderButton();
    const full = await screen.findByRole('button', { name: '名额已满' });
    expect((full as HTMLButtonElement).disabled).toBe(true);
  });
});
