import { AdminOrderMessages } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderConsole, signedInForEachTest } from '#test/console.tsx';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };

const order = {
  id: 11,
  module: 2,
  resId: 5,
  title: '少儿拓印工作坊',
  place: '教育中心',
  startTime: '2026-12-05T02:00:00.000Z',
  endTime: '2026-12-05T04:00:00.000Z',
  num: 2,
  people: '陈*',
  phone: '137****1111',
  orderCode: 'GMMCUZBVM7B9',
  status: 'booked',
  cancelReason: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  cancellable: true,
  userId: 4,
  capacity: 30,
  booked: 12,
  cancelledAt: null,
  attendedAt: null,
};
const list = { code: 200, msg: '查询成功', total: 1, rows: [order] };

signedInForEachTest();

describe('exhibition and event orders', () => {
  it('shows the places and filters by status and module on the server', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(reviewer), 'GET /admin/orders': list });
    renderConsole('/admin/reviews/orders?status=booked&module=2');
    const tr = (await screen.findByText('陈*')).closest('tr')!;
    expect(within(tr).getByText('12 / 30')).toBeTruthy();
    const query = calls.find((call) => call.path === '/admin/orders')!.query;
    expect(query.get('status')).toBe('booked');
    expect(query.get('module')).toBe('2');
    fireEvent.click(within(tr).getByRole('button', { name: '少儿拓印工作坊' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('resId')).toBe('5'));
  });

  it('asks for a reason before cancelling and sends it', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/orders': list,
      'PUT /admin/orders/11/cancel': ok({ ...order, status: 'cancelled' }, AdminOrderMessages.cancelled),
    });
    renderConsole('/admin/reviews/orders');
    const tr = (await screen.findByText('陈*')).closest('tr')!;
    fireEvent.click(within(tr).getByRole('button', { name: '取消预约' }));
    // antd names its dialogs by an id that is fixed in tests, so the dialog is found by role and read by text.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/名额立即释放/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '确认取消预约' }));
    expect(await dialog.findByText(AdminOrderMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(dialog.getByLabelText('取消原因'), { target: { value: '活动因天气延期' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认取消预约' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/admin/orders/11/cancel');
    expect(put.body).toEqual({ reason: '活动因天气延期' });
  });

  it('marks a booked order attended after a confirmation', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/orders': list,
      'PUT /admin/orders/11/attend': ok({ ...order, status: 'attended' }, AdminOrderMessages.attended),
    });
    renderConsole('/admin/reviews/orders');
    const tr = (await screen.findByText('陈*')).closest('tr')!;
    fireEvent.click(within(tr).getByRole('button', { name: '登记参加' }));
    fireEvent.click(await screen.findByRole('button', { name: '登记已参加' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/admin/orders/11/attend')).toBe(true));
  });
});
