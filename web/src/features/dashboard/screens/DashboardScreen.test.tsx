import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok, profiles, renderConsole, resetStaffSession, signedIn } from '#test/console.tsx';
import { dayjs } from '@/shared/lib/dayjs';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };
const day = (date: string, booked: number, checkedIn = 0, open = true) => ({
  date,
  capacity: 500,
  booked,
  checkedIn,
  open,
});
/** `count` calendar days from `first` (YYYY-MM-DD). */
const daysFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, index) => dayjs(first).add(index, 'day').format('YYYY-MM-DD'));
const week = daysFrom('2026-12-02', 7);
const recent = daysFrom('2026-11-26', 7);

const entry = {
  today: { date: '2026-12-02', capacity: 500, booked: 120, checkedIn: 45, expected: 75, bookings: 52 },
  week: week.map((date, index) => day(date, index === 0 ? 120 : 30, 0, date !== '2026-12-07')),
  recent: recent.map((date, index) => day(date, 100, index === 6 ? 45 : 90)),
  noShow: { from: '2026-11-02', to: '2026-12-01', noShow: 12, booked: 300, rate: 0.04 },
};
const reviews = {
  queues: [
    { queue: 'applications', pending: 3, oldestAt: '2026-11-28T02:00:00.000Z', oldestDays: 4 },
    { queue: 'donations', pending: 1, oldestAt: '2026-12-02T01:00:00.000Z', oldestDays: 0 },
    { queue: 'orders', pending: 0, oldestAt: null, oldestDays: null },
  ],
};
const content = {
  from: '2026-11-26',
  to: '2026-12-02',
  mostViewed: [
    { module: 1, resId: '7', recordId: 7, title: '宋元山水特展', views: 321 },
    { module: 3, resId: 'CUL-0001', recordId: 12, title: '青花缠枝莲纹瓶', views: 88 },
  ],
};

beforeEach(() => {
  resetStaffSession();
  signedIn();
  // The page measures nothing here: without an observer the charts keep their initial size and are drawn.
  vi.stubGlobal('ResizeObserver', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));

describe('the dashboard', () => {
  it("shows the front desk today's figures and the week, and nothing of the other sections", async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk), 'GET /admin/dashboard': ok({ entry }) });
    renderConsole('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: '概览' })).toBeTruthy();
    expect(await screen.findByText('共 52 笔预约')).toBeTruthy();
    const today = section('今日入馆');
    expect(today.getByText('/ 500 人')).toBeTruthy();
    expect(today.getByText('4.0%')).toBeTruthy();
    expect(today.getByText('12 / 300 人未到馆')).toBeTruthy();
    // The charts' figures, readable without the picture.
    const weekTable = within(today.getByRole('table', { name: '未来 7 天预约' }));
    expect(weekTable.getByRole('row', { name: '12月2日 周三 120 500' })).toBeTruthy();
    expect(weekTable.getByRole('rowheader', { name: '12月7日 周一（闭馆）' })).toBeTruthy();
    expect(today.getByRole('table', { name: '近 7 天入馆' })).toBeTruthy();
    // The charts are drawn, hidden from screen readers and out of the tab order (their tables speak for them).
    const charts = [...document.querySelectorAll('.recharts-wrapper')];
    expect(charts).toHaveLength(2);
    for (const chart of charts) {
      expect(chart.closest('[aria-hidden="true"]')).toBeTruthy();
      expect(chart.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    }
    expect(screen.queryByRole('region', { name: '待处理' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^本周最多浏览/ })).toBeNull();
    const menu = within(await screen.findByRole('navigation', { name: '后台菜单' }));
    expect(menu.getByRole('link', { name: '概览' }).getAttribute('href')).toBe('/admin');
  });

  it('shows a reviewer the waiting items with the age of the oldest, linked to their queues', async () => {
    fakeServer({ 'GET /admin/me': ok(reviewer), 'GET /admin/dashboard': ok({ reviews }) });
    renderConsole('/admin');
    expect(await screen.findByText('最早一件已等 4 天')).toBeTruthy();
    const waiting = section('待处理');
    expect(waiting.getByText('最早一件等待不足 1 天')).toBeTruthy();
    expect(waiting.getByText('暂无待处理')).toBeTruthy();
    expect(waiting.getByRole('link', { name: '办展申请' }).getAttribute('href')).toBe(
      '/admin/reviews/applications',
    );
    expect(
      within(waiting.getByRole('table', { name: '待处理事项' })).getByRole('row', { name: '办展申请 3' }),
    );
    expect(screen.queryByRole('region', { name: /^今日入馆/ })).toBeNull();
  });

  it('lists the most viewed content with links to the editor', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.editor), 'GET /admin/dashboard': ok({ content }) });
    renderConsole('/admin');
    const link = await screen.findByRole('link', { name: '宋元山水特展' });
    expect(link.getAttribute('href')).toBe('/admin/content/exhibition/7');
    expect(screen.getByRole('link', { name: '青花缠枝莲纹瓶' }).getAttribute('href')).toBe(
      '/admin/content/work/12',
    );
    expect(screen.getByText('321')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^今日入馆/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '待处理' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/dashboard': ok({
        entry: {
          ...entry,
          today: { ...entry.today, booked: 0, checkedIn: 0, expected: 0, bookings: 0 },
          recent: recent.map((date) => day(date, 0)),
          noShow: { ...entry.noShow, noShow: 0, booked: 0, rate: null },
        },
        reviews: {
          queues: reviews.queues.map((queue) => ({ ...queue, pending: 0, oldestAt: null, oldestDays: null })),
        },
        content: { ...content, mostViewed: [] },
      }),
    });
    renderConsole('/admin');
    expect(await screen.findByText('近 7 天暂无浏览记录')).toBeTruthy();
    expect(screen.getByText('近 7 天没有入馆预约')).toBeTruthy();
    expect(screen.getByText('暂无已结束的预约')).toBeTruthy();
    expect(screen.getByText('暂无待处理事项')).toBeTruthy();
    expect(screen.queryByRole('table', { name: '近 7 天入馆' })).toBeNull();
  });

  it('tells a staff member without any section so', async () => {
    fakeServer({ 'GET /admin/me': ok({ ...profiles.admin, roles: [] }), 'GET /admin/dashboard': ok({}) });
    renderConsole('/admin');
    expect(await screen.findByText('您的角色暂无需要关注的概览数据')).toBeTruthy();
  });
});
