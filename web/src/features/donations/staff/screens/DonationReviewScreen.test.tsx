import { DonationReviewMessages, DonationStatus } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderConsole, signedInForEachTest } from '#test/console.tsx';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };

const report = (id: number, status: DonationStatus, next: DonationStatus[]) => ({
  id,
  userId: 3,
  type: '藏品捐赠',
  people: id === 1 ? '李四' : '王五',
  phone: '13900000000',
  files: [],
  intro: `清代青花瓷瓶一件（${id}）`,
  status,
  note: null,
  next,
  ageDays: 2,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
});
const received = report(1, DonationStatus.received, [DonationStatus.contacted]);
const contacted = report(2, DonationStatus.contacted, [DonationStatus.accepted, DonationStatus.declined]);

signedInForEachTest();

describe('donation report follow-up', () => {
  it('offers only the steps the server lists in next', async () => {
    fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/donations': { code: 200, msg: '查询成功', total: 2, rows: [received, contacted] },
      'GET /admin/donations/1': ok(received),
    });
    renderConsole('/admin/reviews/donations?id=1');
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByRole('radio', { name: '已联系捐赠人' })).toBeTruthy();
    expect(drawer.getAllByRole('radio')).toHaveLength(1);
    expect(drawer.queryByRole('radio', { name: '接收入藏' })).toBeNull();
  });

  it('requires a note to decline, then sends the status and the note', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(reviewer),
      'GET /admin/donations': { code: 200, msg: '查询成功', total: 2, rows: [received, contacted] },
      'GET /admin/donations/2': ok(contacted),
      'PUT /admin/donations/2/status': ok(
        { ...contacted, status: 'declined', next: [] },
        DonationReviewMessages.changed(DonationStatus.declined),
      ),
    });
    renderConsole('/admin/reviews/donations');
    const tr = (await screen.findByText('王五')).closest('tr')!;
    fireEvent.click(within(tr).getByRole('button', { name: /跟进捐赠登记 2/ }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByRole('radio', { name: '接收入藏' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('radio', { name: '不予入藏' }));
    fireEvent.click(await drawer.findByRole('button', { name: '确认：未入藏' }));
    expect(await drawer.findByText(DonationReviewMessages.noteRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(drawer.getByLabelText('未入藏的原因'), { target: { value: '与馆藏方向不符' } });
    fireEvent.click(drawer.getByRole('button', { name: '确认：未入藏' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      status: 'declined',
      note: '与馆藏方向不符',
    });
  });
});
