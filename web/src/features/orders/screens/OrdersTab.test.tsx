import { ContentType, type EventOrder, OrderPaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { useSession } from '@/shared/stores/session';
import OrdersTab from './OrdersTab';

const order = (fields: Partial<EventOrder>): EventOrder => ({
  id: 1,
  module: ContentType.exhibition,
  resId: 3,
  title: 'Colours of the Silk Road',
  place: '2F · Silk Road Gallery',
  startTime: '2026-09-01',
  endTime: '2027-01-10',
  num: 2,
  people: 'Anna Smith',
  phone: '13912345678',
  orderCode: 'ABCDEFGH',
  status: 'booked',
  cancelReason: null,
  createdAt: '2026-11-20T02:00:00Z',
  cancellable: true,
  ...fields,
});

async function renderEnglish(orders: EventOrder[]) {
  fakeServer({ [`GET ${OrderPaths.list}`]: { code: 200, msg: 'OK', total: orders.length, rows: orders } });
  useSession.setState({ token: 'visitor-token' });
  await languageReady('en');
  setPageLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LanguageProvider language="en">
        <MemoryRouter>
          <OrdersTab />
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ token: '', userInfo: null, loginVisible: false });
  setPageLanguage('zh');
});

describe('my bookings of exhibitions and events, in English', () => {
  it("states each booking's facts and status in English", async () => {
    await renderEnglish([
      order({}),
      order({
        id: 2,
        module: ContentType.education,
        resId: 7,
        // An event without English: the server gives its Chinese.
        title: '艾德莱斯绸扎经染色体验工作坊',
        place: '负一层 · 美育教室',
        num: 1,
        status: 'attended',
        cancellable: false,
        startTime: '2026-12-05T06:30:00Z',
        endTime: '2026-12-05T08:00:00Z',
      }),
    ]);
    const exhibition = within(await screen.findByRole('article', { name: 'Colours of the Silk Road' }));
    expect(exhibition.getByText('Booked')).toBeTruthy();
    expect(exhibition.getByText('Exhibition')).toBeTruthy();
    expect(exhibition.getByText('2026-09-01 to 2027-01-10')).toBeTruthy();
    expect(exhibition.getByText('2 people')).toBeTruthy();
    expect(exhibition.getByText('Booking code').nextElementSibling?.textContent).toBe('ABCD EFGH');
    expect(exhibition.getByRole('button', { name: 'Cancel booking' })).toBeTruthy();

    const event = within(screen.getByRole('article', { name: '艾德莱斯绸扎经染色体验工作坊' }));
    expect(event.getByText('艾德莱斯绸扎经染色体验工作坊').getAttribute('lang')).toBe('zh-CN');
    expect(event.getByText('负一层 · 美育教室').getAttribute('lang')).toBe('zh-CN');
    expect(event.getByText('Attended')).toBeTruthy();
    expect(event.getByText('Learning event')).toBeTruthy();
    expect(event.getByText('1 person')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Event bookings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse learning events' })).toBeTruthy();
    const marked = [...document.querySelectorAll('[lang="zh-CN"]')];
    for (const part of marked) part.remove();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('says when there are none', async () => {
    await renderEnglish([]);
    expect(await screen.findByText('You have not booked any exhibitions or events yet')).toBeTruthy();
  });
});
