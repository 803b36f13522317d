import { AccountPaths, EntryPaths, type UserProfile } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { ENTRY_RULES } from '#test/entry.ts';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import ReservationDialog from './ReservationDialog';

const visitor = (realNameVerified: boolean): UserProfile => ({
  id: 1,
  username: '13800000000',
  nickname: '观众',
  avatar: null,
  realNameVerified,
  realName: realNameVerified ? '张*' : null,
  idCard: realNameVerified ? '1101**********1232' : null,
  realNameVerifiedAt: null,
  hasPassword: true,
  wechatBound: false,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null });
  useDialogs.getState().hide();
});

function renderDialog() {
  fakeServer({
    [`GET ${EntryPaths.slots}`]: ok([]),
    [`GET ${EntryPaths.rules}`]: ok(ENTRY_RULES),
    [`GET ${AccountPaths.getInfo}`]: ok({ user: visitor(true) }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReservationDialog onClose={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the reservation dialog', () => {
  it('fetches the visitor when missing, then shows the form with its notes and buttons', async () => {
    useSession.setState({ token: 'visitor-token', userInfo: null });
    renderDialog();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.queryByRole('button', { name: '提交预约' })).toBeNull();

    expect(await dialog.findByRole('button', { name: '提交预约' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: /^取\s*消$/ })).toBeTruthy();
    expect(dialog.getByText('入馆预约')).toBeTruthy();
    expect(await dialog.findByRole('region', { name: '预约须知' })).toBeTruthy();
  });

  it('sends an unverified visitor to real-name verification first, coming back here after', async () => {
    useSession.setState({ token: 'visitor-token', userInfo: visitor(false) });
    renderDialog();
    expect(useDialogs.getState()).toMatchObject({ open: 'realName', next: 'reservation' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
