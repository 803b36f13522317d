import { EntryGroupMessages, GroupStatus } from '@museum/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, fakeServer, ok, refused, renderConsole, signedInForEachTest } from '#test/console.tsx';
import { dayjs } from '@/shared/lib/dayjs';

const reviewer = { username: 'reviewer', name: '周审核', roles: ['reviewer'], totpEnabled: false };

const row = {
  id: 7,
  applyTime: '2026-12-02',
  dayShortDesc: '12月2日 周三',
  orgName: '杭州市第一中学',
  leaderName: '陈*',
  phone: '137****2222',
  people: 31,
  minors: 28,
  status: GroupStatus.pending,
  ticketCode: null,
  reviewNote: null,
  createdAt: '2026-11-16T02:00:00.000Z',
  ageDays: 9,
  reviewedBy: null,
  reviewedAt: null,
};
const detail = {
  ...row,
  note: '含两名随队教师',
  leaderPhone: '13700002222',
  leader: { name: '陈*', document: '居民身份证 3301**********0011', age: 41 },
  members: [
    { name: '李*', document: '居民身份证 3301**********0023', age: 15 },
    { name: '王*', document: '护照 E123****89', age: 38 },
  ],
  placesLeft: 120,
};
const list = { code: 200, msg: '查询成功', total: 1, rows: [row] };

signedInForEachTest();

/** The queue with group 7 opened from its row; `answers` add to the server's. */
async function openDetail(answers: Record<string, (call: ApiCall) => unknown>, group = detail) {
  const calls = fakeServer({
    'GET /admin/me': ok(reviewer),
    'GET /admin/entry/groups': list,
    'GET /admin/entry/groups/7': ok(group),
    ...answers,
  });
  renderConsole('/admin/reviews/groups');
  const tr = (await screen.findByText('杭州市第一中学')).closest('tr')!;
  expect(within(tr).getByText('12月2日 周三')).toBeTruthy();
  expect(within(tr).getByText('31 人（未成年 28 人）')).toBeTruthy();
  expect(within(tr).getByText('137****2222')).toBeTruthy();
  expect(within(tr).getByText('待审 9 天')).toBeTruthy();
  expect(within(tr).getByText('待审核')).toBeTruthy();
  fireEvent.click(within(tr).getByRole('button', { name: '审核团体预约 7（杭州市第一中学）' }));
  const drawer = within(await screen.findByRole('dialog'));
  await drawer.findByText('13700002222');
  return { calls, drawer };
}

describe('group review', () => {
  it('lists pending groups first, filtered on the server by status and visit day', async () => {
    const calls = fakeServer({ 'GET /admin/me': ok(reviewer), 'GET /admin/entry/groups': list });
    renderConsole('/admin/reviews/groups');
    await screen.findByText('杭州市第一中学');
    const queued = () => calls.filter((call) => call.path === '/admin/entry/groups');
    expect(queued()[0]!.query.get('status')).toBe('pending');
    expect(queued()[0]!.query.has('date')).toBe(false);

    // A day of the month the picker opens on.
    const day = dayjs().format('YYYY-MM-DD');
    fireEvent.mouseDown(screen.getByLabelText('参观日期'));
    fireEvent.click(screen.getByLabelText('参观日期'));
    const cell = await waitFor(() => {
      const found = document.querySelector(`.ant-picker-dropdown td[title="${day}"] .ant-picker-cell-inner`);
      expect(found).toBeTruthy();
      return found!;
    });
    fireEvent.click(cell);
    await waitFor(() => expect(queued().at(-1)?.query.get('date')).toBe(day));
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(queued().at(-1)?.query.has('status')).toBe(false));
    expect(queued().at(-1)?.query.get('date')).toBe(day);
  });

  it("shows the leader, the note, the member list and the day's places left", async () => {
    const { drawer } = await openDetail({});
    expect(drawer.getByText('陈* · 居民身份证 3301**********0011')).toBeTruthy();
    expect(drawer.getByText('含两名随队教师')).toBeTruthy();
    const members = drawer.getByRole('table', { name: '成员名单（2 人，不含领队）' });
    expect(
      within(members)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['序号', '姓名', '证件', '年龄']);
    expect(within(members).getByText('护照 E123****89')).toBeTruthy();
    expect(within(members).getByText('（未成年）')).toBeTruthy();
    expect(drawer.getByText('当日团体名额剩余 120 人')).toBeTruthy();
  });

  it('requires a reason to refuse, then sends approve:false with it', async () => {
    const { calls, drawer } = await openDetail({
      'PUT /admin/entry/groups/7/review': () =>
        ok({ ...detail, status: GroupStatus.rejected }, EntryGroupMessages.rejected),
    });
    fireEvent.click(drawer.getByLabelText('不通过'));
    fireEvent.click(await drawer.findByRole('button', { name: '驳回申请' }));
    expect(await drawer.findByText(EntryGroupMessages.reasonRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(drawer.getByLabelText('不通过的原因'), { target: { value: ' 当日已满，建议改期 ' } });
    fireEvent.click(drawer.getByRole('button', { name: '驳回申请' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/admin/entry/groups/7/review');
    expect(put.body).toEqual({ approve: false, reason: '当日已满，建议改期' });
    expect(put.authorization).toBe('Bearer staff-token');
  });

  it('shows the group ticket once approved', async () => {
    let approved = false;
    const decided = { ...detail, status: GroupStatus.approved, ticketCode: 'GRUP0031', placesLeft: 89 };
    const { drawer } = await openDetail({
      'GET /admin/entry/groups/7': () => ok(approved ? decided : detail),
      'PUT /admin/entry/groups/7/review': () => {
        approved = true;
        return ok(decided, EntryGroupMessages.approved);
      },
    });
    fireEvent.click(drawer.getByLabelText('通过'));
    fireEvent.click(await drawer.findByRole('button', { name: '通过申请' }));
    expect(await drawer.findByText('已通过，团体入馆码 GRUP 0031')).toBeTruthy();
    expect(drawer.queryByRole('button', { name: '通过申请' })).toBeNull();
  });

  it("warns when the day's places are too few, and shows the server's refusal", async () => {
    const { drawer } = await openDetail(
      { 'PUT /admin/entry/groups/7/review': () => refused(EntryGroupMessages.groupNotEnough(20)) },
      { ...detail, placesLeft: 20 },
    );
    expect(drawer.getByText('当日团体名额剩余 20 人')).toBeTruthy();
    expect(drawer.getByText('（不够本团 31 人）')).toBeTruthy();
    expect(drawer.getByText(/不足以接待本团 31 人/)).toBeTruthy();
    fireEvent.click(drawer.getByLabelText('通过'));
    fireEvent.click(await drawer.findByRole('button', { name: '通过申请' }));
    expect(await drawer.findByText(EntryGroupMessages.groupNotEnough(20))).toBeTruthy();
  });
});
