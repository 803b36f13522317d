import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  fakeServer,
  ok,
  profiles,
  renderConsole,
  resetStaffSession,
  signedIn,
} from '#test/console.tsx';
import { museumToday } from '../components/dates';

const rows = [
  {
    id: 1,
    date: '2026-11-25',
    dayShortDesc: '11月25日 周三',
    status: 'booked',
    channel: 'online',
    ticketCode: 'AB12CD34',
    people: 2,
    names: ['张*', '李*'],
    phone: '138****5678',
    createdAt: '2026-11-20T02:00:00.000Z',
    cancelledAt: null,
    checkedInAt: null,
  },
  {
    id: 2,
    date: '2026-11-25',
    dayShortDesc: '11月25日 周三',
    status: 'checkedIn',
    channel: 'window',
    ticketCode: 'EF56GH78',
    people: 1,
    names: ['王*'],
    phone: '139****0001',
    createdAt: '2026-11-21T02:00:00.000Z',
    cancelledAt: null,
    checkedInAt: '2026-11-25T02:05:00.000Z',
  },
  {
    id: 4,
    date: '2026-11-25',
    dayShortDesc: '11月25日 周三',
    status: 'booked',
    channel: 'phone',
    ticketCode: 'PQ34RS56',
    people: 1,
    names: ['赵*兰'],
    phone: '',
    createdAt: '2026-11-22T02:00:00.000Z',
    cancelledAt: null,
    checkedInAt: null,
  },
  {
    id: 3,
    date: '2026-11-25',
    dayShortDesc: '11月25日 周三',
    status: 'booked',
    channel: 'group',
    ticketCode: 'JK90LM12',
    people: 4,
    names: ['陈*', '刘*', '杨*', '黄*'],
    phone: '137****2222',
    createdAt: '2026-11-19T02:00:00.000Z',
    cancelledAt: null,
    checkedInAt: null,
  },
];
const list = () => ({
  code: 200,
  msg: '查询成功',
  total: 42,
  rows,
  counts: { booked: 30, cancelled: 5, checkedIn: 6, noShow: 1 },
});
const bookingCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/admin/entry/bookings');

beforeEach(() => {
  resetStaffSession();
  signedIn();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a day's bookings", () => {
  it('opens on today, shows masked rows and the counts per status, and filters on the server', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(profiles.frontdesk), 'GET /admin/entry/bookings': list });
    renderConsole('/admin/entry/bookings');
    const row = (await screen.findByText('AB12CD34')).closest('tr')!;
    expect(within(row).getByText('张*、李*')).toBeTruthy();
    expect(within(row).getByText('138****5678')).toBeTruthy();
    expect(within(row).getByText('已预约')).toBeTruthy();
    expect(within(row).getByText('线上')).toBeTruthy();
    expect(within(screen.getByText('EF56GH78').closest('tr')!).getByText('窗口')).toBeTruthy();
    // A group's ticket: its channel, and its leader standing for the whole list.
    const group = within(screen.getByText('JK90LM12').closest('tr')!);
    expect(group.getByText('团体')).toBeTruthy();
    expect(group.getByText('领队 陈* 等 4 人')).toBeTruthy();
    expect(bookingCalls(calls)[0]!.query.get('date')).toBe(museumToday());

    const counts = within(screen.getByRole('region', { name: '各状态预约数' }));
    expect(counts.getByText('已预约').nextElementSibling?.textContent).toBe('30 笔');
    expect(counts.getByText('已入馆').nextElementSibling?.textContent).toBe('6 笔');
    expect(counts.getByText('未到馆').nextElementSibling?.textContent).toBe('1 笔');
    expect(screen.getByText('共 42 笔预约')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '5678' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(bookingCalls(calls).at(-1)?.query.get('phone')).toBe('5678'));

    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('已入馆'));
    await waitFor(() => expect(bookingCalls(calls).at(-1)?.query.get('status')).toBe('checkedIn'));
    expect(bookingCalls(calls).at(-1)?.query.get('phone')).toBe('5678');
    expect(bookingCalls(calls).at(-1)?.query.get('pageNum')).toBe('1');
  });

  it('refuses a phone that is neither full nor its last 4 digits next to the field', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(profiles.frontdesk), 'GET /admin/entry/bookings': list });
    renderConsole('/admin/entry/bookings');
    await screen.findByText('AB12CD34');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '56' } });
    fireEvent.click(screen.getByRole('button', { name: /查询/ }));
    expect(await screen.findByText('手机号应为完整的11位或末4位数字')).toBeTruthy();
    expect(bookingCalls(calls).some((call) => call.query.has('phone'))).toBe(false);
  });

  it('exports the masked CSV for the front desk, and the full one for an admin only after confirming', async () => {
    const exportCalls = (calls: ApiCall[]) =>
      calls.filter((call) => call.path === '/admin/entry/bookings/export');
    let calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'GET /admin/entry/bookings': list,
      'GET /admin/entry/bookings/export': { csv: true },
    });
    renderConsole('/admin/entry/bookings');
    await screen.findByText('AB12CD34');
    expect(screen.queryByRole('button', { name: '更多导出方式' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /导出 CSV/ }));
    await waitFor(() => expect(exportCalls(calls)).toHaveLength(1));
    expect(exportCalls(calls)[0]!.query.get('full')).toBeNull();
    expect(exportCalls(calls)[0]!.authorization).toBe('Bearer staff-token');
    cleanup();
    resetStaffSession();
    signedIn();

    calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/entry/bookings': list,
      'GET /admin/entry/bookings/export': { csv: true },
    });
    renderConsole('/admin/entry/bookings');
    await screen.findByText('AB12CD34');
    fireEvent.click(screen.getByRole('button', { name: '更多导出方式' }));
    fireEvent.click(await screen.findByText('导出完整信息'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('写入操作日志');
    expect(exportCalls(calls)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '导出完整信息' }));
    await waitFor(() => expect(exportCalls(calls)[0]?.query.get('full')).toBe('true'));
  });

  it('cancels a booking the desk made, after confirming, and offers it for no other', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'GET /admin/entry/bookings': list,
      'PUT /admin/entry/bookings/4/cancel': ok({ ...rows[1], status: 'cancelled' }),
    });
    renderConsole('/admin/entry/bookings');
    await screen.findByText('PQ34RS56');
    // Online bookings are their visitors' to cancel; a checked-in or group ticket is not cancelled here.
    expect(
      screen
        .getAllByRole('button', { name: /^取消预约：/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['取消预约：票号 PQ34RS56']);
    fireEvent.click(screen.getByRole('button', { name: '取消预约：票号 PQ34RS56' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('赵*兰，共 1 人');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: '取消预约' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
        '/admin/entry/bookings/4/cancel',
      ]),
    );
  });
});
