import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, createMuseumClock } from '../../../platform/clock.ts';
import { closeAccountIn } from '../../accounts/closing.ts';
import { users } from '../../accounts/tables.ts';

const museumToday = () => createMuseumClock('Asia/Shanghai').today();

import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { entryBookings } from '../tables.ts';

let t: TestApp;
let idIndex = 100;
const visitor = { name: '阿依古丽', sex: 0, age: 28 };

function verifiedUser(name = '李明远') {
  idIndex += 1;
  return createSignedInUser(t, { realName: { name, idCard: testIdCard(idIndex) } });
}

/** An open day of the window other than today, so the tests do not depend on the hour they run at. */
async function openDays(): Promise<string[]> {
  const slots = await t.api('GET', '/client/entry/slot/list');
  return slots.data.filter((s: any, i: number) => i > 0 && s.isOpen).map((s: any) => s.day);
}

function book(user: TestUser, payload: Record<string, unknown>) {
  return t.api('POST', '/client/entry/apply', { headers: user.headers, payload });
}

beforeAll(async () => {
  t = await createTestApp({
    ENTRY_DAILY_CAPACITY: '6',
    ENTRY_CLOSED_DATES: addDays(museumToday(), 3),
  });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('slot list', () => {
  it('lists the seven days of the window from today, and the day its release opens, with places counted in people', async () => {
    const body = await t.api('GET', '/client/entry/slot/list');
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(8);
    const today = museumToday();
    expect(body.data[0].day).toBe(today);
    expect(body.data[7].day).toBe(addDays(today, 7));
    for (const slot of body.data) {
      expect(slot).toEqual({
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dayShortDesc: expect.stringMatching(/^\d{1,2}月\d{1,2}日 周[一二三四五六日]$/),
        isOpen: expect.any(Boolean),
        applyNum: 0,
        num: 6,
        closedReason: slot.isOpen ? null : expect.any(String),
      });
    }
  });

  it('closes Mondays and the configured closed dates', async () => {
    const body = await t.api('GET', '/client/entry/slot/list');
    const monday = body.data.find((s: any) => s.dayShortDesc.endsWith('周一'));
    expect(monday).toMatchObject({ isOpen: false, closedReason: '闭馆' });
    const closedDate = body.data[3];
    expect(closedDate).toMatchObject({ isOpen: false, closedReason: '闭馆' });
  });

  it('opens the day after the window at the release time, and refuses it until then with when it opens', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 16:59 in Beijing time on Tuesday 8 June 2027 (a year ahead, away from the other tests' days): the 15th is
    // the eighth day, not yet released.
    vi.setSystemTime(new Date('2027-06-08T08:59:00Z'));
    const user = await verifiedUser();
    const before = (await t.api('GET', '/client/entry/slot/list')).data;
    expect(before[7]).toMatchObject({
      day: '2027-06-15',
      isOpen: false,
      closedReason: '6月8日 17:00 放票',
    });
    expect(before[6]).toMatchObject({ day: '2027-06-14', isOpen: false, closedReason: '闭馆' });
    expect(before[5]).toMatchObject({ day: '2027-06-13', isOpen: true });
    const apply = { applyTime: '2027-06-15', users: [visitor], phone: '13800138000' };
    expect(await book(user, apply)).toEqual({ code: 500, msg: '6月8日 17:00 放票' });

    vi.setSystemTime(new Date('2027-06-08T09:00:00Z'));
    const after = (await t.api('GET', '/client/entry/slot/list')).data;
    expect(after[7]).toMatchObject({ day: '2027-06-15', isOpen: true, closedReason: null });
    expect((await book(user, apply)).code).toBe(200);
  });

  it('answers the configured rules for the 预约须知', async () => {
    const body = await t.api('GET', '/client/entry/rules');
    expect(body).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        windowDays: 7,
        releaseTime: '17:00',
        maxVisitors: 5,
        idLimit: 4,
        idLimitDays: 30,
        noShowLimit: 3,
        noShowWindowDays: 180,
        noShowBanDays: 60,
        // The test apps keep no reserve (test/helpers/app.ts); the reserve's own tests set one.
        windowReserve: 0,
        groupCapacity: 200,
        groupMin: 10,
        groupMax: 50,
      },
    });
  });

  it('stops same-day booking after the last entry time, in the museum time zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 17:30 in Urumqi's official (Beijing) time is 09:30 UTC.
    vi.setSystemTime(new Date('2026-11-24T09:30:00Z'));
    const body = await t.api('GET', '/client/entry/slot/list');
    expect(body.data[0]).toMatchObject({ day: '2026-11-24', isOpen: false, closedReason: '已停止入馆' });
    vi.setSystemTime(new Date('2026-11-24T08:30:00Z'));
    const earlier = await t.api('GET', '/client/entry/slot/list');
    expect(earlier.data[0]).toMatchObject({ day: '2026-11-24', isOpen: true, dayShortDesc: '11月24日 周二' });
  });
});

describe('booking', () => {
  it('needs a signed-in visitor', async () => {
    const body = await t.api('POST', '/client/entry/apply', { payload: {} });
    expect(body.code).toBe(401);
    expect((await t.api('GET', '/client/entry/apply/list')).code).toBe(401);
  });

  it('needs real-name verification', async () => {
    const user = await createSignedInUser(t);
    const [day] = await openDays();
    const body = await book(user, { applyTime: day, users: [visitor], phone: '13800138000' });
    expect(body).toEqual({ code: 500, msg: '请先完成实名认证' });
  });

  it.each([
    [{ users: [visitor], phone: '13800138000' }, '请选择入馆时间'],
    [{ applyTime: '', users: [visitor], phone: '13800138000' }, '请选择入馆时间'],
    [{ applyTime: '2026-02-30', users: [visitor], phone: '13800138000' }, '入馆日期格式不正确'],
    [{ applyTime: 'DAY', users: [], phone: '13800138000' }, '请至少添加一位参观人'],
    [{ applyTime: 'DAY', phone: '13800138000' }, '请至少添加一位参观人'],
    [{ applyTime: 'DAY', users: Array(6).fill(visitor), phone: '13800138000' }, '每次最多预约5人'],
    [{ applyTime: 'DAY', users: [{ ...visitor, name: ' ' }], phone: '13800138000' }, '请输入真实姓名'],
    [{ applyTime: 'DAY', users: [{ sex: 1, age: 30 }], phone: '13800138000' }, '请输入真实姓名'],
    [{ applyTime: 'DAY', users: [{ name: '王强', age: 30 }], phone: '13800138000' }, '请选择性别'],
    [{ applyTime: 'DAY', users: [{ ...visitor, sex: 7 }], phone: '13800138000' }, '请选择性别'],
    [{ applyTime: 'DAY', users: [{ name: '王强', sex: 1 }], phone: '13800138000' }, '请输入年龄1~100'],
    [{ applyTime: 'DAY', users: [{ ...visitor, age: 0 }], phone: '13800138000' }, '请输入年龄1~100'],
    [{ applyTime: 'DAY', users: [{ ...visitor, age: 101 }], phone: '13800138000' }, '请输入年龄1~100'],
    [{ applyTime: 'DAY', users: [{ ...visitor, age: 2.5 }], phone: '13800138000' }, '请输入年龄1~100'],
    [{ applyTime: 'DAY', users: [visitor] }, '请输入手机号'],
    [{ applyTime: 'DAY', users: [visitor], phone: '12800138000' }, '请输入正确的手机号'],
  ] as [Record<string, unknown>, string][])(
    'refuses %j with “%s” and books nothing',
    async (payload, message) => {
      const user = await verifiedUser();
      const [day] = await openDays();
      const filled = payload.applyTime === 'DAY' ? { ...payload, applyTime: day } : payload;
      expect(await book(user, filled)).toEqual({ code: 500, msg: message });
      expect((await t.api('GET', '/client/entry/apply/list', { headers: user.headers })).total).toBe(0);
    },
  );

  it('refuses closed days and days outside the window', async () => {
    const user = await verifiedUser();
    const slots = (await t.api('GET', '/client/entry/slot/list')).data;
    const monday = slots.find((s: any) => s.dayShortDesc.endsWith('周一')).day;
    expect((await book(user, { applyTime: monday, users: [visitor], phone: '13800138000' })).msg).toBe(
      '所选日期闭馆，请选择其他日期',
    );
    const later = addDays(slots[7].day, 1);
    expect((await book(user, { applyTime: later, users: [visitor], phone: '13800138000' })).msg).toBe(
      '所选日期不在可预约范围内',
    );
    const yesterday = addDays(slots[0].day, -1);
    expect((await book(user, { applyTime: yesterday, users: [visitor], phone: '13800138000' })).msg).toBe(
      '所选日期不在可预约范围内',
    );
  });

  it('books a day, answers a ticket and masks personal data, and leaves a message', async () => {
    const user = await verifiedUser();
    const [day] = await openDays();
    const body = await book(user, {
      applyTime: day,
      users: [visitor, { name: '李明远', sex: 1, age: 35 }],
      phone: '13912345678',
    });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      applyTime: day,
      dayShortDesc: expect.stringMatching(/月.*日 周/),
      status: 'booked',
      ticketCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{12}$/),
      users: [
        { name: '阿**丽', sex: 0, age: 28 },
        { name: '李*远', sex: 1, age: 35 },
      ],
      phone: '139****5678',
      entryHours: '10:00–17:00',
      createdAt: expect.any(String),
      cancelledAt: null,
      cancellable: true,
      past: false,
    });
    const [stored] = await t.db.select().from(entryBookings).where(eq(entryBookings.id, body.data.id));
    expect(stored!.visitorsCipher).not.toContain('阿依古丽');

    const slot = (await t.api('GET', '/client/entry/slot/list')).data.find((s: any) => s.day === day);
    expect(slot.applyNum).toBe(2);

    const list = await t.api('GET', '/client/entry/apply/list', { headers: user.headers });
    expect(list.total).toBe(1);
    expect(list.rows[0].ticketCode).toBe(body.data.ticketCode);
    const detail = await t.api('GET', `/client/entry/apply/${body.data.id}`, { headers: user.headers });
    expect(detail.data).toEqual(body.data);

    const messages = await t.api('GET', '/client/msg', { headers: user.headers });
    expect(messages.rows[0]).toMatchObject({ kind: 'reservation', title: '入馆预约成功', read: false });
    expect(messages.rows[0].content).toContain(body.data.ticketCode);
  });

  it("takes what the spec's own client sends: numbers as text, a day with a time, a JavaScript date", async () => {
    const [first, second, third] = await openDays();
    const asText = { name: '买买提', sex: '2', age: '30' };
    const midnightInChina = new Date(`${third}T00:00:00+08:00`).toISOString();
    for (const applyTime of [`${first} 00:00:00`, `${second}T09:30:00`, midnightInChina]) {
      const body = await book(await verifiedUser(), { applyTime, users: [asText], phone: '13912345678' });
      expect(body.code, JSON.stringify(body)).toBe(200);
      expect(body.data.users).toEqual([{ name: '买*提', sex: 2, age: 30 }]);
    }
    const days = (await t.db.select({ day: entryBookings.visitDay }).from(entryBookings)).map((row) =>
      String(row.day),
    );
    expect(days).toEqual(expect.arrayContaining([first, second, third]));
  });

  it.each([
    [{ name: '王强', sex: 'male', age: 30 }, '请选择性别'],
    [{ name: '王强', sex: 1, age: 'thirty' }, '请输入年龄1~100'],
    [{ name: '王强', sex: 1, age: '101' }, '请输入年龄1~100'],
    [{ name: '王强', sex: 1, age: '' }, '请输入年龄1~100'],
  ])('still refuses text that is no number: %j with “%s”', async (person, message) => {
    const [day] = await openDays();
    expect(
      await book(await verifiedUser(), { applyTime: day, users: [person], phone: '13912345678' }),
    ).toEqual({
      code: 500,
      msg: message,
    });
  });

  it('allows one booking per account per day', async () => {
    const user = await verifiedUser();
    const [day, otherDay] = await openDays();
    expect((await book(user, { applyTime: day, users: [visitor], phone: '13800138000' })).code).toBe(200);
    expect(await book(user, { applyTime: day, users: [visitor], phone: '13800138000' })).toEqual({
      code: 500,
      msg: '您已预约过该日入馆，每个账号每天限预约一次',
    });
    expect((await book(user, { applyTime: otherDay, users: [visitor], phone: '13800138000' })).code).toBe(
      200,
    );
  });

  it('allows one booking per ID number per day, even from another account', async () => {
    const first = await verifiedUser();
    const [, , day] = await openDays();
    expect((await book(first, { applyTime: day, users: [visitor], phone: '13800138000' })).code).toBe(200);
    // The first account gives up its verification (as on deletion); the same ID then verifies a new account.
    const [verification] = await t.db
      .select({
        idCardHmac: users.idCardHmac,
        realNameCipher: users.realNameCipher,
        idCardCipher: users.idCardCipher,
      })
      .from(users)
      .where(eq(users.id, first.id));
    await t.db.update(users).set({ idCardHmac: null }).where(eq(users.id, first.id));
    const second = await createSignedInUser(t);
    await t.db
      .update(users)
      .set({ ...verification, realNameVerifiedAt: new Date() })
      .where(eq(users.id, second.id));
    expect(await book(second, { applyTime: day, users: [visitor], phone: '13800138000' })).toEqual({
      code: 500,
      msg: '该身份证号已预约过该日入馆，每人每天限预约一次',
    });
  });

  it('says how many places are left when a booking does not fit, then that the day is full', async () => {
    const [, , , day] = await openDays();
    const first = await verifiedUser();
    expect(
      (await book(first, { applyTime: day, users: Array(5).fill(visitor), phone: '13800138000' })).code,
    ).toBe(200);
    const second = await verifiedUser();
    expect(await book(second, { applyTime: day, users: [visitor, visitor], phone: '13800138000' })).toEqual({
      code: 500,
      msg: '所选日期仅剩 1 个名额，请减少参观人数或选择其他日期',
    });
    expect((await book(second, { applyTime: day, users: [visitor], phone: '13800138000' })).code).toBe(200);
    const third = await verifiedUser();
    expect(await book(third, { applyTime: day, users: [visitor], phone: '13800138000' })).toEqual({
      code: 500,
      msg: '所选日期的预约名额已满，请选择其他日期',
    });
    const slot = (await t.api('GET', '/client/entry/slot/list')).data.find((s: any) => s.day === day);
    expect(slot).toMatchObject({ applyNum: 6, num: 6 });
  });
});

describe('cancellation and ownership', () => {
  it('cancels before the day closes, releasing the places, and the day can be booked again', async () => {
    const user = await verifiedUser();
    const [, day] = await openDays();
    const before = (await t.api('GET', '/client/entry/slot/list')).data.find(
      (s: any) => s.day === day,
    ).applyNum;
    const booked = await book(user, { applyTime: day, users: [visitor, visitor], phone: '13800138000' });
    const id = booked.data.id;
    const cancelled = await t.api('PUT', `/client/entry/apply/${id}/cancel`, { headers: user.headers });
    expect(cancelled.code).toBe(200);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect(cancelled.data.cancelledAt).toEqual(expect.any(String));
    const after = (await t.api('GET', '/client/entry/slot/list')).data.find(
      (s: any) => s.day === day,
    ).applyNum;
    expect(after).toBe(before);

    expect(await t.api('PUT', `/client/entry/apply/${id}/cancel`, { headers: user.headers })).toEqual({
      code: 500,
      msg: '该预约已无法取消',
    });
    const messages = await t.api('GET', '/client/msg', { headers: user.headers });
    expect(messages.rows[0]).toMatchObject({ title: '入馆预约已取消' });
    expect((await book(user, { applyTime: day, users: [visitor], phone: '13800138000' })).code).toBe(200);
  });

  it('refuses to cancel once the visit day has closed', async () => {
    const user = await verifiedUser();
    const [, , day] = await openDays();
    const booked = await book(user, { applyTime: day, users: [visitor], phone: '13800138000' });
    await t.db
      .update(entryBookings)
      .set({ visitDay: addDays(museumToday(), -1) })
      .where(eq(entryBookings.id, booked.data.id));
    const detail = await t.api('GET', `/client/entry/apply/${booked.data.id}`, { headers: user.headers });
    expect(detail.data).toMatchObject({ past: true, cancellable: false, status: 'booked' });
    expect(
      await t.api('PUT', `/client/entry/apply/${booked.data.id}/cancel`, { headers: user.headers }),
    ).toEqual({ code: 500, msg: '参观日已闭馆，无法取消预约' });
  });

  it('shows and cancels only the visitor’s own bookings', async () => {
    const owner = await verifiedUser();
    const other = await verifiedUser();
    const [day] = await openDays();
    const booked = await book(owner, { applyTime: day, users: [visitor], phone: '13800138000' });
    const id = booked.data.id;
    expect(await t.api('GET', `/client/entry/apply/${id}`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '预约记录不存在',
    });
    expect(await t.api('PUT', `/client/entry/apply/${id}/cancel`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '预约记录不存在',
    });
    expect((await t.api('GET', '/client/entry/apply/list', { headers: other.headers })).total).toBe(0);
    const still = await t.api('GET', `/client/entry/apply/${id}`, { headers: owner.headers });
    expect(still.data.status).toBe('booked');
  });

  it('answers a clear message for an id that is not a number', async () => {
    const user = await verifiedUser();
    const body = await t.api('GET', '/client/entry/apply/abc', { headers: user.headers });
    expect(body.code).toBe(500);
    expect(body.msg).toBe('id 必须是数字');
  });

  it('cancels a closing account’s waiting bookings, releases their places and clears personal data', async () => {
    const user = await verifiedUser();
    const [, target] = await openDays();
    const before = (await t.api('GET', '/client/entry/slot/list')).data.find(
      (s: any) => s.day === target,
    ).applyNum;
    const booked = await book(user, { applyTime: target, users: [visitor], phone: '13800138000' });
    expect(booked.code).toBe(200);
    await t.db.transaction((tx) => closeAccountIn(t.ctx, tx, user.id));
    const after = (await t.api('GET', '/client/entry/slot/list')).data.find(
      (s: any) => s.day === target,
    ).applyNum;
    expect(after).toBe(before);
    const [row] = await t.db.select().from(entryBookings).where(eq(entryBookings.id, booked.data.id));
    expect(row).toMatchObject({ status: 'cancelled', visitorsCipher: '', phone: '' });
    expect(row!.idCardHmac).toBe(`closed:${row!.id}`);
  });
});
