import { type EntryGroup, EntryPaths, SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import GroupsTab from './GroupsTab';

const group = (overrides: Partial<EntryGroup>): EntryGroup => ({
  id: 1,
  applyTime: '2026-11-24',
  dayShortDesc: '11月24日 周二',
  orgName: '乌鲁木齐市第一中学',
  leaderName: '王*',
  phone: '138****0000',
  people: 31,
  minors: 28,
  status: 'pending',
  ticketCode: null,
  reviewNote: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  note: null,
  entryHours: '10:00–17:00',
  cancellable: true,
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '' });
});

describe("the personal centre's group bookings", () => {
  it("shows an approved group's one ticket as a QR code, and a refused group's reason", async () => {
    useSession.setState({ token: 'visitor-token' });
    const rows = [
      group({ id: 2, status: 'approved', ticketCode: 'G7K2M9Q4' }),
      group({
        id: 1,
        orgName: '天山社区老年大学',
        status: 'rejected',
        reviewNote: '当日团体名额已满',
        cancellable: false,
      }),
    ];
    fakeServer({
      [`GET ${EntryPaths.groupList}`]: { code: 200, msg: '查询成功', total: rows.length, rows },
      [`GET ${SitePaths.settings}`]: ok({ name: '新疆美术馆', timeZone: 'Asia/Shanghai' }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackHost />
        <MemoryRouter>
          <GroupsTab />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const approved = within(
      await screen.findByRole('article', { name: '乌鲁木齐市第一中学11月24日 周二的团体预约' }),
    );
    expect(approved.getByText('已通过')).toBeTruthy();
    expect(approved.getByText('31 人（含领队 1 人，未成年人 28 人）')).toBeTruthy();
    expect(approved.getByRole('button', { name: '取消预约' })).toBeTruthy();
    fireEvent.click(approved.getByRole('button', { name: /团体入馆码$/ }));

    const ticket = within(await screen.findByRole('dialog', { name: '团体入馆码' }));
    expect(await ticket.findByRole('img', { name: '入馆二维码，票号 G7K2M9Q4' })).toBeTruthy();
    expect(ticket.getByText('31 人（含领队）')).toBeTruthy();

    const refused = within(screen.getByRole('article', { name: '天山社区老年大学11月24日 周二的团体预约' }));
    expect(refused.getByText('审核意见：当日团体名额已满')).toBeTruthy();
    expect(refused.queryByRole('button')).toBeNull();
  });
});
