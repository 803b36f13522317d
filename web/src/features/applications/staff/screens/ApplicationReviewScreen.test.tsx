import { ApplicationReviewMessages, ApplicationStatus } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeServer, ok, refused, renderConsole, signedInForEachTest } from '#test/console.tsx';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };

const row = {
  id: 7,
  people: '张*',
  phone: '138****0000',
  startTime: '2027-03-01',
  endTime: '2027-03-20',
  hallName: '一号展厅',
  intro: '江南水墨联展，展出三十幅作品',
  status: ApplicationStatus.pending,
  reviewNote: null,
  ageDays: 9,
  createdAt: '2026-11-16T02:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
};
const detail = {
  ...row,
  people: '张三',
  phone: '13800000000',
  userId: 3,
  hallId: 1,
  files: [{ url: '/prod-api/admin/applications/7/files/0', name: '展览方案.pdf' }],
  updatedAt: row.createdAt,
};
const list = { code: 200, msg: '查询成功', total: 1, rows: [row] };

signedInForEachTest({ restoreMocks: true });

async function openDetail(answers: Record<string, unknown>) {
  const calls = fakeServer({
    'GET /admin/me': ok(reviewer),
    'GET /admin/applications': list,
    'GET /admin/applications/7': ok(detail),
    ...(answers as Record<string, (call: ApiCall) => unknown>),
  });
  renderConsole('/admin/reviews/applications');
  const cell = await screen.findByText('张*');
  const tr = cell.closest('tr')!;
  expect(within(tr).getByText('待审 9 天')).toBeTruthy();
  fireEvent.click(within(tr).getByRole('button', { name: /审核申请 7/ }));
  const drawer = within(await screen.findByRole('dialog'));
  await drawer.findByText('13800000000');
  return { calls, drawer };
}

describe('exhibition-hosting application review', () => {
  it('lists pending applications first, filtered on the server by status and keyword', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(reviewer), 'GET /admin/applications': list });
    renderConsole('/admin/reviews/applications');
    await screen.findByText('张*');
    expect(calls.find((call) => call.path === '/admin/applications')?.query.get('status')).toBe('pending');
    fireEvent.change(screen.getByLabelText('搜索联系人、电话或展览简介'), { target: { value: ' 水墨 ' } });
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('keyword')).toBe('水墨'));
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(calls.at(-1)?.query.has('status')).toBe(false));
  });

  it('requires a reason to reject, then sends approve:false with it', async () => {
    const { calls, drawer } = await openDetail({
      'PUT /admin/applications/7/review': ok(
        { ...detail, status: 'rejected' },
        ApplicationReviewMessages.rejected,
      ),
    });
    fireEvent.click(drawer.getByLabelText('不通过'));
    fireEvent.click(await drawer.findByRole('button', { name: '驳回申请' }));
    expect(await drawer.findByText(ApplicationReviewMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(drawer.getByLabelText('不通过的原因'), { target: { value: ' 档期已满 ' } });
    fireEvent.click(drawer.getByRole('button', { name: '驳回申请' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/admin/applications/7/review');
    expect(put.body).toEqual({ approve: false, reason: '档期已满' });
    expect(put.authorization).toBe('Bearer staff-token');
  });

  it('says so when someone else decided first', async () => {
    const { drawer } = await openDetail({
      'PUT /admin/applications/7/review': refused(ApplicationReviewMessages.alreadyDecided('approved')),
    });
    fireEvent.click(drawer.getByLabelText('通过'));
    fireEvent.click(await drawer.findByRole('button', { name: '通过申请' }));
    expect(await drawer.findByText('该申请已审核为“已通过”，不能重复审核')).toBeTruthy();
  });

  it('downloads an attached document with the staff token', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
    const { calls, drawer } = await openDetail({
      'GET /admin/applications/7/files/0': { pdf: true },
    });
    fireEvent.click(drawer.getByRole('button', { name: '下载附件 展览方案.pdf' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const file = calls.find((call) => call.path === '/admin/applications/7/files/0')!;
    expect(file.authorization).toBe('Bearer staff-token');
  });
});
