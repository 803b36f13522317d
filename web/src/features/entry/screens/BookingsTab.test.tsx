import { type EntryBooking, EntryPaths, IdType, museumDayOf, SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { ENTRY_RULES } from '#test/entry.ts';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import BookingsTab from './BookingsTab';

const booking = (overrides: Partial<EntryBooking>): EntryBooking => ({
  id: 1,
  applyTime: '2026-11-24',
  dayShortDesc: '11月24日 周二',
  status: 'booked',
  ticketCode: 'K7M2Q9X4B3N8',
  users: [
    { name: 'A***t', sex: 0, age: 41, idType: IdType.passport, idCard: 'E1****78' },
    { name: 'L**a', sex: 2, age: 9, idType: IdType.passport, idCard: 'E8****21' },
  ],
  phone: '138****0000',
  entryHours: '09:30–17:00',
  createdAt: '2026-11-20T02:00:00.000Z',
  cancelledAt: null,
  cancellable: true,
  past: false,
  ...overrides,
});

/** Today in the museum, with the server's Chinese description of it (the English pages write their own). */
const today = museumDayOf(new Date());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '' });
  setPageLanguage('zh');
});

async function renderTab(
  language: 'zh' | 'en',
  rows: EntryBooking[],
  standing: { noShows: number; barredUntil: string | null },
) {
  if (language === 'en') {
    await Promise.all([languageReady('en'), sharedEnglishReady()]);
    setPageLanguage('en');
  }
  useSession.setState({ token: 'visitor-token' });
  fakeServer({
    [`GET ${EntryPaths.list}`]: { code: 200, msg: 'OK', total: rows.length, rows },
    [`GET ${EntryPaths.standing}`]: ok(standing),
    [`GET ${EntryPaths.rules}`]: ok(ENTRY_RULES),
    [`GET ${SitePaths.settings}`]: ok({ name: 'Tianshan Art Museum', timeZone: 'Asia/Shanghai' }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FeedbackHost />
      <LanguageProvider language={language}>
        <MemoryRouter>
          <BookingsTab />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

const ROWS = [
  booking({ id: 3, applyTime: today, dayShortDesc: '今天' }),
  booking({
    id: 2,
    applyTime: '2026-11-10',
    dayShortDesc: '11月10日 周二',
    status: 'noShow',
    cancellable: false,
  }),
  booking({
    id: 1,
    applyTime: '2026-11-03',
    dayShortDesc: '11月3日 周二',
    status: 'booked',
    past: true,
    cancellable: false,
  }),
];

describe("the personal centre's entry bookings", () => {
  it('lists the bookings with their status, and says the no-shows counted', async () => {
    await renderTab('zh', ROWS, { noShows: 1, barredUntil: null });
    const noShow = within(await screen.findByRole('article', { name: '11月10日 周二的入馆预约' }));
    expect(noShow.getByText('未到馆')).toBeTruthy();
    expect(noShow.getByText('A***t、L**a')).toBeTruthy();
    expect(noShow.queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: '11月3日 周二的入馆预约' })).getByText('已过参观日'),
    ).toBeTruthy();
    expect(await screen.findByText('近 180 天爽约 1 次，满 3 次将暂停预约 60 天。')).toBeTruthy();

    const upcoming = within(screen.getByRole('article', { name: '今天的入馆预约' }));
    fireEvent.click(upcoming.getByRole('button', { name: '取消预约' }));
    const [title] = await screen.findAllByText('取消这次入馆预约？');
    const confirm = within(title!.closest('.ant-modal') as HTMLElement);
    expect(
      confirm.getByText('今天，共 2 人。参观当日取消将计为一次爽约。取消后名额将释放给其他观众。'),
    ).toBeTruthy();
  });
});

describe("the personal centre's entry bookings in English", () => {
  it('states each booking, its status and the no-shows in English, with no Chinese left', async () => {
    await renderTab('en', ROWS, { noShows: 1, barredUntil: null });
    const noShow = within(await screen.findByRole('article', { name: 'Visit on Tue 10 Nov' }));
    expect(noShow.getByText('No-show')).toBeTruthy();
    expect(noShow.getByText('Tue')).toBeTruthy();
    expect(noShow.getByText('10 Nov')).toBeTruthy();
    expect(noShow.getByText('Visitors').nextElementSibling?.textContent).toBe('A***t, L**a');
    expect(noShow.getByText('Entry hours').nextElementSibling?.textContent).toBe('09:30–17:00');
    expect(noShow.getByText('Ticket K7M2 Q9X4 B3N8')).toBeTruthy();
    const past = within(screen.getByRole('article', { name: 'Visit on Tue 3 Nov' }));
    expect(past.getByText('Past')).toBeTruthy();
    expect(
      await screen.findByText('1 no-show in the last 180 days; at 3, booking is suspended for 60 days.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My visits' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book a visit' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the ticket of a visit to come, and warns that cancelling on the day counts as a no-show', async () => {
    await renderTab('en', ROWS, { noShows: 0, barredUntil: null });
    const upcoming = (await screen.findAllByRole('article', { name: /^Visit on / }))[0]!;
    fireEvent.click(within(upcoming).getByRole('button', { name: /Entry code$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Entry code' }));
    const ticket = within(dialog.getByRole('article', { name: 'Entry ticket' }));
    expect(ticket.getByText('Visitors').nextElementSibling?.textContent).toBe(
      'A***t (female, 41), L**a (age 9)',
    );
    expect(
      ticket.getByText(
        "Bring each visitor's passport and show this QR code at the entrance. A screenshot works too.",
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    fireEvent.click(dialog.getByRole('button', { name: /Close/ }));

    fireEvent.click(within(upcoming).getByRole('button', { name: 'Cancel booking' }));
    const [title] = await screen.findAllByText('Cancel this visit?');
    const confirm = within(title!.closest('.ant-modal') as HTMLElement);
    expect(
      confirm.getByText(
        /^\w{3} \d{1,2} \w{3}, 2 visitors\. Cancelling on the day of the visit counts as a no-show\. /,
      ),
    ).toBeTruthy();
    expect(confirm.getByRole('button', { name: 'Keep it' })).toBeTruthy();
  });

  it('tells a barred visitor until when, in English', async () => {
    await renderTab('en', [], { noShows: 3, barredUntil: '2027-01-09' });
    expect(
      await screen.findByText('Because of repeated no-shows, you cannot book again until 9 January 2027.'),
    ).toBeTruthy();
    expect(screen.getByText('No visits booked yet')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
