import { EntryStaffMessages } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  fakeServer,
  ok,
  profiles,
  renderConsole,
  signedInForEachTest,
} from '#test/console.tsx';
import { dayjs } from '@/shared/lib/dayjs';
import { museumToday } from '../components/dates';

const today = museumToday();
const tomorrow = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
const closedDay = dayjs(today).add(2, 'day').format('YYYY-MM-DD');

/** The days asked for: tomorrow has bookings, the day after is closed for a reason, the rest are open. */
const calendar = (call: ApiCall) => {
  const days = [];
  for (let d = dayjs(call.query.get('from')!); !d.isAfter(call.query.get('to')!); d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    days.push({
      date,
      dayShortDesc: `${d.month() + 1}月${d.date()}日`,
      capacity: 500,
      booked: date === tomorrow ? 7 : 0,
      checkedIn: 0,
      open: date !== closedDay,
      reason: date === closedDay ? '布展闭馆' : null,
      custom: date === closedDay,
    });
  }
  return ok(days, '查询成功');
};
const counts = () => ({
  code: 200,
  msg: '查询成功',
  total: 3,
  rows: [],
  counts: { booked: 3, cancelled: 0, checkedIn: 0, noShow: 0 },
});

signedInForEachTest();

const dayLabel = (date: string) => `${dayjs(date).month() + 1}月${dayjs(date).date()}日`;

describe('the entry calendar', () => {
  it('shows each day with its figures and a closed day with its reason; the front desk cannot change days', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'GET /admin/entry/calendar': calendar,
    });
    renderConsole('/admin/entry/calendar');
    expect(await screen.findByText('约 7/500')).toBeTruthy();
    expect(screen.getAllByText('布展闭馆').length).toBeGreaterThan(0);
    expect(screen.getByTitle(new RegExp(`^${dayLabel(closedDay)}，闭馆，原因：布展闭馆`))).toBeTruthy();
    const asked = calls.find((call) => call.path === '/admin/entry/calendar')!;
    expect(dayjs(asked.query.get('to')).diff(asked.query.get('from'), 'day')).toBeLessThan(62);

    expect(screen.queryByRole('button', { name: /修改$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量设置闭馆' })).toBeNull();
    fireEvent.click(screen.getByText('约 7/500'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('closes a booked day only after the admin confirms the cancellations, then sends notify: true', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/entry/calendar': calendar,
      'GET /admin/entry/bookings': counts,
      [`PUT /admin/entry/calendar/${tomorrow}`]: (call) =>
        call.body?.notify
          ? ok({ days: [], cancelled: 3 }, EntryStaffMessages.closedAndNotified(3))
          : { code: 500, msg: EntryStaffMessages.closeNeedsNotify(tomorrow, 3) },
    });
    renderConsole('/admin/entry/calendar');
    fireEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${dayLabel(tomorrow)}，\\s*开放.*修改$`) }),
    );
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.click(drawer.getByText('闭馆'));
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    // No reason: the page says so under the field and sends nothing.
    expect(await drawer.findByText(EntryStaffMessages.reasonRequired)).toBeTruthy();
    fireEvent.change(drawer.getByLabelText('闭馆原因'), { target: { value: '设备检修' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));

    const confirm = (
      await screen.findByText(/^闭馆并取消/, { selector: '.ant-modal-confirm-title' })
    ).closest<HTMLElement>('.ant-modal')!;
    expect(confirm.textContent).toContain('3 笔预约');
    expect(confirm.textContent).toContain('站内消息');
    expect(confirm.textContent).toContain('短信');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(calls.find((call) => call.path === '/admin/entry/bookings')?.query.get('date')).toBe(tomorrow);

    fireEvent.click(within(confirm).getByRole('button', { name: '确认闭馆并通知观众' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { open: false, reason: '设备检修', notify: true },
    ]);
    expect(await screen.findByText(EntryStaffMessages.closedAndNotified(3))).toBeTruthy();
  }, 20_000);

  it("shows the server's refusal of a capacity under the field", async () => {
    const refusal = `${tomorrow} 已预约 7 人，名额不能少于已预约人数`;
    fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/entry/calendar': calendar,
      [`PUT /admin/entry/calendar/${tomorrow}`]: { code: 500, msg: refusal },
    });
    renderConsole('/admin/entry/calendar');
    fireEvent.click(
      await screen.findByRole('button', { name: new RegExp(`^${dayLabel(tomorrow)}，\\s*开放.*修改$`) }),
    );
    const drawer = within(await screen.findByRole('dialog'));
    fireEvent.change(drawer.getByLabelText('每日名额（人）'), { target: { value: '5' } });
    fireEvent.click(drawer.getByRole('button', { name: '保存' }));
    const message = await drawer.findByText(refusal);
    expect(message.closest('.ant-form-item')?.textContent).toContain('每日名额');
  });

  it('closes a range of holidays in one call, asking first when a day in it has bookings', async () => {
    const first = dayjs(tomorrow).add(2, 'day').format('YYYY-MM-DD');
    const last = dayjs(first).add(2, 'day').format('YYYY-MM-DD');
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.admin),
      'GET /admin/entry/calendar': calendar,
      'PUT /admin/entry/calendar': (call) =>
        (call.body as { days: { notify?: boolean }[] }).days.every((day) => day.notify)
          ? ok({ days: [], cancelled: 2 }, EntryStaffMessages.closedAndNotified(2))
          : { code: 500, msg: EntryStaffMessages.closeNeedsNotify(first, 2) },
    });
    renderConsole('/admin/entry/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '批量设置闭馆' }));
    const modal = await screen.findByText('批量设置闭馆', { selector: '.ant-modal-title' });
    const dialog = within(modal.closest<HTMLElement>('.ant-modal')!);

    // Nothing chosen: both fields say what is missing, and nothing is sent.
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText(EntryStaffMessages.daysRequired)).toBeTruthy();
    expect(await dialog.findByText(EntryStaffMessages.reasonRequired)).toBeTruthy();

    // Three days picked on the range picker's calendar, one reason.
    fireEvent.mouseDown(dialog.getByPlaceholderText('开始日期'));
    fireEvent.click(dialog.getByPlaceholderText('开始日期'));
    for (const day of [first, last]) {
      const cell = await waitFor(() => {
        const found = document.querySelector(
          `.ant-picker-dropdown td[title="${day}"] .ant-picker-cell-inner`,
        );
        expect(found).toBeTruthy();
        return found!;
      });
      fireEvent.click(cell);
    }
    fireEvent.change(dialog.getByLabelText('闭馆原因'), { target: { value: '春节闭馆' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));

    const confirm = (
      await screen.findByText('所选日期中已有预约，确认闭馆并取消预约？', {
        selector: '.ant-modal-confirm-title',
      })
    ).closest<HTMLElement>('.ant-modal')!;
    expect(confirm.textContent).toContain(`${first} 已有 2 笔预约`);
    expect(confirm.textContent).toContain('春节闭馆');
    fireEvent.click(within(confirm).getByRole('button', { name: '确认闭馆并通知观众' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    const [asked, confirmed] = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    const days = [first, dayjs(first).add(1, 'day').format('YYYY-MM-DD'), last];
    expect(asked).toEqual({ days: days.map((date) => ({ date, open: false, reason: '春节闭馆' })) });
    expect(confirmed).toEqual({
      days: days.map((date) => ({ date, open: false, reason: '春节闭馆', notify: true })),
    });
    expect(await screen.findByText(EntryStaffMessages.closedAndNotified(2))).toBeTruthy();
  }, 20_000);
});
