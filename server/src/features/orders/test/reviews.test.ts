import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaffByRole, expectReviewerOnly, type StaffByRole } from '#test/helpers/reviewers.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { auditLog } from '../../staff/tables.ts';
import { bookableEvent, bookableExhibition, bookedPlaces } from './bookable.ts';

let t: TestApp;
let staff: StaffByRole;

const exhibition = () => bookableExhibition(t);
const event = () => bookableEvent(t);
const booked = (module: 1 | 2, id: number) => bookedPlaces(t, module, id);

async function order(module: 1 | 2, resId: number, num = 2): Promise<{ id: number; user: TestUser }> {
  const user = await createSignedInUser(t);
  const body = await t.api('POST', '/client/zhanlan/order', {
    headers: user.headers,
    payload: { module, resId, num, people: '热依拉', phone: '13512345678' },
  });
  expect(body.code, body.msg).toBe(200);
  return { id: body.data.id, user };
}

const cancel = (id: number, payload: object, who = staff.reviewer) =>
  t.api('PUT', `/admin/orders/${id}/cancel`, { headers: who.headers, payload });
const attend = (id: number, who = staff.reviewer) =>
  t.api('PUT', `/admin/orders/${id}/attend`, { headers: who.headers });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffByRole(t);
});
afterAll(() => t.close());

describe('the staff list of orders', () => {
  it('lists the orders of one event with its places, filtered by module and status', async () => {
    const workshop = await event();
    const show = await exhibition();
    const a = await order(2, workshop, 2);
    const b = await order(2, workshop, 3);
    await order(1, show, 1);
    const list = await t.api('GET', `/admin/orders?module=2&resId=${workshop}`, {
      headers: staff.reviewer.headers,
    });
    expect(list.total).toBe(2);
    expect(list.rows.map((row: any) => row.id)).toEqual([b.id, a.id]);
    expect(list.rows[0]).toMatchObject({
      module: 2,
      resId: workshop,
      title: '周末亲子工作坊：拓印天山岩画',
      num: 3,
      people: '热*拉',
      phone: '135****5678',
      status: 'booked',
      capacity: 6,
      booked: 5,
      userId: b.user.id,
      cancelReason: null,
    });
    const shows = await t.api('GET', `/admin/orders?module=1&resId=${show}&status=booked`, {
      headers: staff.admin.headers,
    });
    expect(shows.rows).toHaveLength(1);
    expect(shows.rows[0]).toMatchObject({ capacity: 10, booked: 1 });
    const detail = await t.api('GET', `/admin/orders/${a.id}`, { headers: staff.reviewer.headers });
    expect(detail.data).toMatchObject({ id: a.id, num: 2, status: 'booked', attendedAt: null });
  });

  it.each([
    ['status=gone', '预约状态有误，应为 booked、cancelled 或 attended'],
    ['module=3', '预约类型不正确'],
    ['resId=abc', '展览或活动编号格式不正确'],
    ['pageSize=x', '分页参数 pageSize 必须是数字'],
  ])('refuses ?%s in words', async (query, message) => {
    expect(await t.api('GET', `/admin/orders?${query}`, { headers: staff.reviewer.headers })).toEqual({
      code: 500,
      msg: message,
    });
  });
});

describe('deciding an order', () => {
  it('marks a booked order attended once; the visitor sees it, gets a message; audited', async () => {
    const workshop = await event();
    const { id, user } = await order(2, workshop);
    const body = await attend(id);
    expect(body).toMatchObject({ code: 200, msg: '已登记为已参加', data: { status: 'attended' } });
    expect(body.data.attendedAt).toEqual(expect.any(String));
    const mine = await t.api('GET', `/client/zhanlan/order/${id}`, { headers: user.headers });
    expect(mine.data).toMatchObject({ status: 'attended', cancellable: false, cancelReason: null });
    const [message] = (await t.api('GET', '/client/msg', { headers: user.headers })).rows;
    expect(message).toMatchObject({ kind: 'order', title: '已参加活动', read: false });
    expect(await attend(id, staff.admin)).toEqual({ code: 500, msg: '该预约已登记为已参加' });
    expect(await cancel(id, { reason: '误操作' })).toEqual({ code: 500, msg: '该预约已参加，不能取消' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)));
    expect(audits.find((row) => row.module === 'order')).toMatchObject({
      action: 'status',
      module: 'order',
      before: { status: 'booked' },
      after: { status: 'attended' },
    });
  });

  it('cancels a booked order with a reason, releasing its places; the visitor sees why and reads it', async () => {
    const workshop = await event();
    const { id, user } = await order(2, workshop, 4);
    expect(await booked(2, workshop)).toBe(4);
    const body = await cancel(id, { reason: '  授课老师临时生病，活动改期 ' });
    expect(body).toMatchObject({
      code: 200,
      msg: '预约已取消，名额已释放，并已通知观众',
      data: { status: 'cancelled', cancelReason: '授课老师临时生病，活动改期', booked: 0 },
    });
    expect(await booked(2, workshop)).toBe(0);
    const mine = await t.api('GET', '/client/zhanlan/order/list', { headers: user.headers });
    expect(mine.rows[0]).toMatchObject({
      id,
      status: 'cancelled',
      cancelReason: '授课老师临时生病，活动改期',
    });
    const [message] = (await t.api('GET', '/client/msg', { headers: user.headers })).rows;
    expect(message.title).toBe('活动预约已被取消');
    expect(message.content).toContain('原因：授课老师临时生病，活动改期');
    // The released places can be booked again.
    expect((await order(2, workshop, 5)).id).toEqual(expect.any(Number));
    expect(await cancel(id, { reason: '再次取消' })).toEqual({ code: 500, msg: '该预约已取消，不能取消' });
    expect(await attend(id)).toEqual({ code: 500, msg: '该预约已取消，不能登记参加' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)));
    expect(audits.find((row) => row.module === 'order')).toMatchObject({
      after: { status: 'cancelled', cancelReason: '授课老师临时生病，活动改期' },
    });
  });

  it('keeps the places right when two reviewers cancel the same order at once', async () => {
    const show = await exhibition();
    const { id } = await order(1, show, 3);
    const answers = await Promise.all([
      cancel(id, { reason: '展厅维修' }),
      cancel(id, { reason: '展厅维修' }, staff.admin),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 500]);
    expect(await booked(1, show)).toBe(0);
  });

  it.each([
    [{}, '请填写取消原因'],
    [{ reason: '  ' }, '请填写取消原因'],
    [{ reason: 3 }, '取消原因格式不正确'],
    [{ reason: '因'.repeat(201) }, '取消原因不能超过200个字'],
  ])('refuses to cancel with %j: “%s”', async (payload, message) => {
    const show = await exhibition();
    const { id } = await order(1, show);
    expect(await cancel(id, payload)).toEqual({ code: 500, msg: message });
    expect(await booked(1, show)).toBe(2);
  });

  it('refuses unknown orders and bad ids in words', async () => {
    expect(await attend(999999)).toEqual({ code: 500, msg: '预约记录不存在' });
    expect(await cancel(999999, { reason: '无' })).toEqual({ code: 500, msg: '预约记录不存在' });
    expect(await t.api('GET', '/admin/orders/abc', { headers: staff.reviewer.headers })).toEqual({
      code: 500,
      msg: 'id 必须是数字',
    });
  });

  it('is for reviewers and admins only, on every call', async () => {
    const visitor = await createSignedInUser(t);
    await expectReviewerOnly(t, staff, visitor, 'GET', '/admin/orders');
    await expectReviewerOnly(t, staff, visitor, 'GET', '/admin/orders/999999');
    await expectReviewerOnly(t, staff, visitor, 'PUT', '/admin/orders/999999/attend');
    await expectReviewerOnly(t, staff, visitor, 'PUT', '/admin/orders/999999/cancel', { reason: '测试' });
  });
});
