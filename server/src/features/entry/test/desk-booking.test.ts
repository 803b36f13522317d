import {
  EntryMessages,
  EntryRuleMessages,
  EntryStaffMessages,
  EntryStaffPaths,
  idCardCheckDigit,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { entryDays } from '../tables.ts';
import { auditRows } from './operations-support.ts';

/**
 * The window and the phone (docs/PRODUCT.md "The real crowd"): the front desk books visitors without a smartphone
 * under the same rules, and each day keeps a reserve (here 4 of 10 places) that is never offered online.
 */
let t: TestApp;
let desk: TestStaff;
/** Wednesday 2 December 2026, 10:00 in Shanghai. */
const now = new Date('2026-12-02T02:00:00Z');
let idIndex = 800 + (process.pid % 100) * 3;

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '10', ENTRY_WINDOW_RESERVE: '4' }, undefined, () => now);
  desk = await createStaff(t, ['frontdesk']);
}, 60_000);
afterAll(() => t.close());

/** An elder's own ID number, born in 1948: never one of the online visitors' (testIdCard, born in 1980). */
function elderIdCard(n: number) {
  const body = `65010219480101${String(n).padStart(3, '0')}`;
  return body + idCardCheckDigit(body);
}

const elder = (n: number) => ({
  name: `张桂兰${n}`,
  sex: 0,
  age: 78,
  idType: 1,
  idCard: elderIdCard(n),
});

function deskBooking(payload: object, staff: { headers: Record<string, string> } = desk) {
  return t.api('POST', '/admin/entry/bookings', { headers: staff.headers, payload });
}

async function onlineVisitors(count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    idIndex += 1;
    users.push(await createSignedInUser(t, { realName: { name: '李明远', idCard: testIdCard(idIndex) } }));
  }
  return users;
}

function bookOnline(user: TestUser, day: string) {
  return t.api('POST', '/client/entry/apply', {
    headers: user.headers,
    payload: { applyTime: day, users: [{ name: '李明远', sex: 1, age: 30 }], phone: '13800138000' },
  });
}

const slotOf = async (day: string) =>
  (await t.api('GET', '/client/entry/slot/list')).data.find((slot: { day: string }) => slot.day === day);

describe('the window reserve', () => {
  it('keeps 4 places out of reach online, even when visitors race for the last ones', async () => {
    const day = '2026-12-03';
    expect(await slotOf(day)).toMatchObject({ num: 6, applyNum: 0, isOpen: true });
    const visitors = await onlineVisitors(12);
    const answers = await Promise.all(visitors.map((user) => bookOnline(user, day)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(6);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer).toEqual({ code: 500, msg: EntryMessages.dayFull });
    }
    expect(await slotOf(day)).toMatchObject({ num: 6, applyNum: 6 });

    // The front desk still books the reserve, and no more.
    const booked = await deskBooking({ applyTime: day, channel: 'window', users: [elder(1), elder(2)] });
    expect(booked, booked.msg).toMatchObject({ code: 200, msg: EntryStaffMessages.deskBooked });
    expect(booked.data).toMatchObject({
      applyTime: day,
      users: [
        { name: '张**1', sex: 0, age: 78, idType: 1 },
        { sex: 0, age: 78, idType: 1 },
      ],
      phone: '',
      cancellable: false,
      status: 'booked',
    });
    expect(
      (await deskBooking({ applyTime: day, channel: 'phone', users: [elder(3)], phone: '13912345678' })).code,
    ).toBe(200);
    expect(await deskBooking({ applyTime: day, channel: 'window', users: [elder(4), elder(5)] })).toEqual({
      code: 500,
      msg: EntryMessages.dayNotEnough(1),
    });
    expect(await slotOf(day)).toMatchObject({ num: 6, applyNum: 6 });
    const audit = (await auditRows(t, 'create')).filter(
      (row) => row.after && (row.after as { channel?: string }).channel,
    );
    expect(audit.map((row) => (row.after as { channel: string }).channel).sort()).toEqual([
      'phone',
      'window',
    ]);
  });

  it('lets the desk use places online visitors left, and counts its visitors under the same rules', async () => {
    const day = '2026-12-04';
    const walkIn = elder(6);
    expect((await deskBooking({ applyTime: day, channel: 'window', users: [walkIn] })).code).toBe(200);
    const [visitor] = await onlineVisitors(1);
    expect(
      await t.api('POST', '/client/entry/apply', {
        headers: visitor!.headers,
        payload: { applyTime: day, users: [{ ...walkIn, name: '张桂兰' }], phone: '13800138000' },
      }),
    ).toEqual({ code: 500, msg: EntryMessages.visitorBookedThatDay('参观人张桂兰') });
    // Online places are the capacity but the reserve: the desk's walk-in took a reserved one.
    expect(await slotOf(day)).toMatchObject({ num: 6, applyNum: 0 });
  });

  it('asks the desk for every visitor’s document and a known channel, and only staff of the front desk', async () => {
    const day = '2026-12-05';
    expect(
      await deskBooking({ applyTime: day, channel: 'window', users: [{ name: '王大爷', sex: 1, age: 80 }] }),
    ).toEqual({
      code: 500,
      msg: EntryRuleMessages.visitorIdRequired,
    });
    expect(await deskBooking({ applyTime: day, channel: 'counter', users: [elder(7)] })).toEqual({
      code: 500,
      msg: EntryStaffMessages.channelInvalid,
    });
    expect(
      await deskBooking({ applyTime: day, channel: 'window', users: [{ ...elder(7), age: 9 }] }),
    ).toEqual({
      code: 500,
      msg: EntryRuleMessages.adultNeeded,
    });
    const [visitor] = await onlineVisitors(1);
    expect((await deskBooking({ applyTime: day, channel: 'window', users: [elder(7)] }, visitor!)).code).toBe(
      401,
    );
    const editor = await createStaff(t, ['editor']);
    expect((await deskBooking({ applyTime: day, channel: 'window', users: [elder(7)] }, editor)).code).toBe(
      403,
    );
  });

  it('cancels a window booking for a visitor who calls: the reserve gets its places back, once', async () => {
    const day = '2026-12-06';
    const booked = await deskBooking({ applyTime: day, channel: 'phone', users: [elder(8), elder(9)] });
    expect(booked.code).toBe(200);
    const cancel = () =>
      t.api('PUT', EntryStaffPaths.bookingCancel(booked.data.id), { headers: desk.headers });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    const answers = [first, second].sort((a, b) => a.code - b.code);
    expect(answers[0]).toMatchObject({
      code: 200,
      msg: EntryStaffMessages.deskCancelled,
      data: { status: 'cancelled' },
    });
    expect(answers[1]).toEqual({ code: 500, msg: EntryStaffMessages.notCancellable });
    // Both places are back, and counted back from the front desk's share (the reserve is theirs again).
    const [row] = await t.db.select().from(entryDays).where(eq(entryDays.day, day));
    expect(row).toMatchObject({ booked: 0, windowBooked: 0 });
    expect((await auditRows(t, 'status')).some((row) => row.recordId === String(booked.data.id))).toBe(true);
  });

  it('leaves online bookings to their visitors', async () => {
    const day = '2026-12-06';
    const [visitor] = await onlineVisitors(1);
    const online = await bookOnline(visitor!, day);
    expect(
      await t.api('PUT', EntryStaffPaths.bookingCancel(online.data.id), { headers: desk.headers }),
    ).toEqual({ code: 500, msg: EntryStaffMessages.onlineCancelsOnline });
  });
});
