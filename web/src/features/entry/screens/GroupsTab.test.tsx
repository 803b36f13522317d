import { type EntryGroup, EntryPaths, SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
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
  setPageLanguage('zh');
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

describe("the personal centre's group bookings in English", () => {
  it('states each group, its status and facts in English, its ticket too, and asks before cancelling', async () => {
    await Promise.all([languageReady('en'), sharedEnglishReady()]);
    setPageLanguage('en');
    useSession.setState({ token: 'visitor-token' });
    const rows = [
      group({
        id: 2,
        orgName: 'No. 1 Middle School, Urumqi',
        status: 'approved',
        ticketCode: 'G7K2M9Q4',
        note: 'A guided tour, please',
        leaderName: 'L*',
      }),
      group({
        id: 1,
        orgName: 'Tianshan Community College',
        status: 'rejected',
        reviewNote: 'The group places of the day are taken',
        cancellable: false,
        minors: 0,
        leaderName: 'L*',
      }),
      group({ id: 3, orgName: 'Xinjiang Normal University', status: 'pending', minors: 1, leaderName: 'L*' }),
    ];
    fakeServer({
      [`GET ${EntryPaths.groupList}`]: { code: 200, msg: 'OK', total: rows.length, rows },
      [`GET ${SitePaths.settings}`]: ok({ name: 'Tianshan Art Museum', timeZone: 'Asia/Shanghai' }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FeedbackHost />
        <LanguageProvider language="en">
          <MemoryRouter>
            <GroupsTab />
          </MemoryRouter>
        </LanguageProvider>
      </QueryClientProvider>,
    );

    const approved = within(
      await screen.findByRole('article', { name: 'Group visit: No. 1 Middle School, Urumqi, Tue 24 Nov' }),
    );
    expect(approved.getByText('Approved')).toBeTruthy();
    const fact = (label: string) => approved.getByText(label).nextElementSibling?.textContent;
    expect(fact('Date of visit')).toBe('Tue 24 Nov');
    expect(fact('People')).toBe('31 (including the leader and 28 minors)');
    expect(fact('Ticket number')).toBe('G7K2 M9Q4');
    expect(fact('Note')).toBe('A guided tour, please');
    const refused = within(
      screen.getByRole('article', { name: 'Group visit: Tianshan Community College, Tue 24 Nov' }),
    );
    expect(refused.getByText('Not approved')).toBeTruthy();
    expect(refused.getByText("Reviewer's note: The group places of the day are taken")).toBeTruthy();
    expect(refused.getByText('31 (including the leader)')).toBeTruthy();
    const pending = within(
      screen.getByRole('article', { name: 'Group visit: Xinjiang Normal University, Tue 24 Nov' }),
    );
    expect(pending.getByText('Under review')).toBeTruthy();
    expect(pending.getByText('31 (including the leader and 1 minor)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Group visits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a group visit' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);

    fireEvent.click(approved.getByRole('button', { name: /Group entry code$/ }));
    const ticket = within(await screen.findByRole('dialog', { name: 'Group entry code' }));
    expect(await ticket.findByRole('img', { name: 'Entry QR code, ticket number G7K2M9Q4' })).toBeTruthy();
    const face = within(ticket.getByRole('article', { name: 'Group entry ticket' }));
    expect(face.getByText('People').nextElementSibling?.textContent).toBe('31 (including the leader)');
    expect(face.getByText('Group').nextElementSibling?.textContent).toBe('No. 1 Middle School, Urumqi');
    fireEvent.click(ticket.getByRole('button', { name: /Close/ }));

    fireEvent.click(approved.getByRole('button', { name: 'Cancel booking' }));
    // The confirmation's title is its heading (and, hidden, the dialog's name).
    const [title] = await screen.findAllByText('Cancel this group visit?');
    const confirm = title!.closest('.ant-modal') as HTMLElement;
    expect(
      within(confirm).getByText(
        "No. 1 Middle School, Urumqi, Tue 24 Nov, 31 people. The group's entry code will no longer be valid, and the places will go to other groups.",
      ),
    ).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
