import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { addDays, createMuseumClock } from '../../../platform/clock.ts';
import { closeAccountIn } from '../../accounts/closing.ts';
import { educationEvents } from '../../content/tables.ts';
import { eventOrders } from '../tables.ts';
import { bookableEvent, bookableExhibition, bookedPlaces } from './bookable.ts';

let t: TestApp;
const today = createMuseumClock('Asia/Shanghai').today();
const hour = 3600 * 1000;

const exhibition = (values?: Parameters<typeof bookableExhibition>[1]) => bookableExhibition(t, values);
const event = (values?: Parameters<typeof bookableEvent>[1]) => bookableEvent(t, values);
const bookedCount = (module: 1 | 2, id: number) => bookedPlaces(t, module, id);

function order(user: TestUser, payload: Record<string, unknown>) {
  return t.api('POST', '/client/zhanlan/order', {
    headers: user.headers,
    payload: { num: 1, people: '热依拉', phone: '13512345678', ...payload },
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('availability', () => {
  it('tells whether an item takes bookings, without signing in', async () => {
    const open = await exhibition();
    const unbookable = await exhibition({ capacity: null });
    const ended = await exhibition({ startDate: addDays(today, -60), endDate: addDays(today, -1) });
    const preview = await event({ bookingOpensAt: new Date(Date.now() + 24 * hour) });
    const ask = (module: number, resId: number) =>
      t.api('GET', `/client/zhanlan/order/availability?module=${module}&resId=${resId}`);
    expect((await ask(1, open)).data).toEqual({
      bookable: true,
      capacity: 10,
      booked: 0,
      myOrderId: null,
      reason: null,
    });
    expect((await ask(1, unbookable)).data).toMatchObject({
      bookable: false,
      reason: '该展览或活动不接受预约',
    });
    expect((await ask(1, ended)).data).toMatchObject({ bookable: false, reason: '该展览或活动已结束预约' });
    expect((await ask(2, preview)).data).toMatchObject({ bookable: false, reason: '该展览或活动已结束预约' });
    expect(await ask(2, 999999)).toEqual({ code: 500, msg: '展览或活动不存在' });
    expect(await ask(3, open)).toEqual({ code: 500, msg: '预约类型不正确' });
  });
});

describe('ordering', () => {
  it('needs a signed-in visitor', async () => {
    expect((await t.api('POST', '/client/zhanlan/order', { payload: {} })).code).toBe(401);
    expect((await t.api('GET', '/client/zhanlan/order/list')).code).toBe(401);
  });

  it.each([
    [{ module: 3, resId: 1 }, '预约类型不正确'],
    [{ module: 1 }, '请选择要预约的展览或活动'],
    [{ module: 1, resId: 1, num: 0 }, '请选择预约人数（1~5人）'],
    [{ module: 1, resId: 1, num: 6 }, '请选择预约人数（1~5人）'],
    [{ module: 1, resId: 1, people: '' }, '请输入联系人'],
    [{ module: 1, resId: 1, phone: '' }, '请输入手机号'],
    [{ module: 1, resId: 1, phone: '23512345678' }, '请输入正确的手机号'],
  ])('refuses %j with “%s”', async (payload, message) => {
    const user = await createSignedInUser(t);
    expect(await order(user, payload)).toEqual({ code: 500, msg: message });
  });

  it('refuses items that do not exist, take no bookings or are over', async () => {
    const user = await createSignedInUser(t);
    expect((await order(user, { module: 1, resId: 999999 })).msg).toBe('展览或活动不存在');
    const unbookable = await exhibition({ capacity: null });
    expect((await order(user, { module: 1, resId: unbookable })).msg).toBe('该展览或活动不接受预约');
    const over = await event({
      startAt: new Date(Date.now() - 3 * hour),
      endAt: new Date(Date.now() - hour),
    });
    expect((await order(user, { module: 2, resId: over })).msg).toBe('该展览或活动已结束预约');
    const hidden = await exhibition({ published: false });
    expect((await order(user, { module: 1, resId: hidden })).msg).toBe('展览或活动不存在');
  });

  it('books places at an event, lists and shows the order, and leaves a message', async () => {
    const user = await createSignedInUser(t);
    const id = await event();
    const body = await order(user, { module: 2, resId: id, num: 3 });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      module: 2,
      resId: id,
      title: '周末亲子工作坊：拓印天山岩画',
      place: '1F 美育教室',
      startTime: expect.any(String),
      endTime: expect.any(String),
      num: 3,
      people: '热*拉',
      phone: '135****5678',
      orderCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/),
      status: 'booked',
      cancelReason: null,
      createdAt: expect.any(String),
      cancellable: true,
    });
    expect(await bookedCount(2, id)).toBe(3);
    const list = await t.api('GET', '/client/zhanlan/order/list?module=2', { headers: user.headers });
    expect(list.total).toBe(1);
    expect(list.rows[0]).toEqual(body.data);
    expect((await t.api('GET', '/client/zhanlan/order/list?module=1', { headers: user.headers })).total).toBe(
      0,
    );
    const detail = await t.api('GET', `/client/zhanlan/order/${body.data.id}`, { headers: user.headers });
    expect(detail.data).toEqual(body.data);
    const availability = await t.api('GET', `/client/zhanlan/order/availability?module=2&resId=${id}`, {
      headers: user.headers,
    });
    expect(availability.data).toMatchObject({ booked: 3, myOrderId: body.data.id });
    const messages = await t.api('GET', '/client/msg', { headers: user.headers });
    expect(messages.rows[0]).toMatchObject({ kind: 'order', title: '活动预约成功' });
  });

  it('takes one order per visitor per item until it is cancelled', async () => {
    const user = await createSignedInUser(t);
    const id = await exhibition();
    const first = await order(user, { module: 1, resId: id });
    expect(first.code).toBe(200);
    expect(await order(user, { module: 1, resId: id })).toEqual({ code: 500, msg: '您已预约过该展览或活动' });
    const cancelled = await t.api('PUT', `/client/zhanlan/order/${first.data.id}/cancel`, {
      headers: user.headers,
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(await bookedCount(1, id)).toBe(0);
    expect((await t.api('GET', '/client/msg', { headers: user.headers })).rows[0].title).toBe('预约已取消');
    expect(
      await t.api('PUT', `/client/zhanlan/order/${first.data.id}/cancel`, { headers: user.headers }),
    ).toEqual({ code: 500, msg: '该预约已无法取消' });
    expect((await order(user, { module: 1, resId: id })).code).toBe(200);
  });

  it('says how many places are left, then that the item is full', async () => {
    const id = await event({ capacity: 4 });
    expect((await order(await createSignedInUser(t), { module: 2, resId: id, num: 3 })).code).toBe(200);
    const late = await createSignedInUser(t);
    expect(await order(late, { module: 2, resId: id, num: 2 })).toEqual({
      code: 500,
      msg: '仅剩 1 个名额，请减少预约人数',
    });
    expect((await order(late, { module: 2, resId: id, num: 1 })).code).toBe(200);
    expect(await order(await createSignedInUser(t), { module: 2, resId: id })).toEqual({
      code: 500,
      msg: '名额已满，欢迎关注下一场',
    });
    expect(await bookedCount(2, id)).toBe(4);
  });

  it('never overbooks when many visitors order at once', async () => {
    const id = await exhibition({ capacity: 10 });
    const visitors: TestUser[] = [];
    for (let i = 0; i < 30; i += 1) visitors.push(await createSignedInUser(t));
    const answers = await Promise.all(visitors.map((user) => order(user, { module: 1, resId: id })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused).toEqual({ code: 500, msg: '名额已满，欢迎关注下一场' });
    }
    expect(await bookedCount(1, id)).toBe(10);
  });

  it('refuses to cancel once the event has begun', async () => {
    const user = await createSignedInUser(t);
    const id = await event();
    const placed = await order(user, { module: 2, resId: id });
    await t.db
      .update(educationEvents)
      .set({ startAt: new Date(Date.now() - hour) })
      .where(eq(educationEvents.id, id));
    expect(
      await t.api('PUT', `/client/zhanlan/order/${placed.data.id}/cancel`, { headers: user.headers }),
    ).toEqual({ code: 500, msg: '该预约已无法取消' });
  });

  it('shows and cancels only the visitor’s own orders', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const placed = await order(owner, { module: 1, resId: await exhibition() });
    const id = placed.data.id;
    expect(await t.api('GET', `/client/zhanlan/order/${id}`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '预约记录不存在',
    });
    expect(await t.api('PUT', `/client/zhanlan/order/${id}/cancel`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '预约记录不存在',
    });
    expect((await t.api('GET', '/client/zhanlan/order/list', { headers: other.headers })).total).toBe(0);
  });

  it('releases a closing account’s places and clears its contact details', async () => {
    const user = await createSignedInUser(t);
    const id = await exhibition();
    const placed = await order(user, { module: 1, resId: id, num: 2 });
    expect(await bookedCount(1, id)).toBe(2);
    await t.db.transaction((tx) => closeAccountIn(t.ctx, tx, user.id));
    expect(await bookedCount(1, id)).toBe(0);
    const [row] = await t.db.select().from(eventOrders).where(eq(eventOrders.id, placed.data.id));
    expect(row).toMatchObject({ status: 'cancelled', people: '', phone: '' });
  });
});
