import { CheckinRefusal, EntryStaffMessages, Messages } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser } from '#test/helpers/users.ts';
import { systemMessages } from '../../messages/tables.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { entryFeature } from '../index.ts';
import { entryBookings } from '../tables.ts';
import { auditRows, bookOn, TODAY, WEDNESDAY_10AM } from './operations-support.ts';

let t: TestApp;
let now = WEDNESDAY_10AM;
let admin: TestStaff;
let desk: TestStaff;

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '10' }, undefined, () => now);
  admin = await createStaff(t, ['admin']);
  desk = await createStaff(t, ['frontdesk']);
}, 60_000);
afterAll(() => t.close());

const calendar = async (from: string, to = from) =>
  t.api('GET', `/admin/entry/calendar?from=${from}&to=${to}`, { headers: desk.headers });
const changeDay = (day: string, payload: unknown, staff = admin) =>
  t.api('PUT', `/admin/entry/calendar/${day}`, { headers: staff.headers, payload: payload as object });
const statusOf = async (id: number) =>
  (await t.db.select().from(entryBookings).where(eq(entryBookings.id, id)))[0]!.status;

const checkIn = (code: unknown, staff: TestStaff = desk) =>
  t.api('POST', '/admin/entry/checkin', { headers: staff.headers, payload: { code } });

describe('the calendar', () => {
  it('lists each day with its capacity, people booked and checked in, open or closed', async () => {
    await bookOn(t, '2026-12-05', 2);
    const answer = await calendar('2026-12-01', '2026-12-08');
    expect(answer.code).toBe(200);
    expect(answer.data).toHaveLength(8);
    expect(answer.data.find((d: any) => d.date === '2026-12-05')).toEqual({
      date: '2026-12-05',
      dayShortDesc: '12月5日 周六',
      capacity: 10,
      booked: 2,
      checkedIn: 0,
      open: true,
      reason: null,
      custom: false,
    });
    expect(answer.data.find((d: any) => d.date === '2026-12-07')).toMatchObject({
      open: false,
      reason: '每周一例行闭馆',
    });
  });

  it('refuses a bad range with a Chinese message', async () => {
    expect(await calendar('2026-12-01', '2027-03-01')).toMatchObject({
      code: 500,
      msg: EntryStaffMessages.rangeTooLong,
    });
    expect(await calendar('2026-12-09', '2026-12-01')).toMatchObject({
      msg: EntryStaffMessages.rangeInvalid,
    });
    expect(await calendar('2026-02-30')).toMatchObject({ msg: EntryStaffMessages.dayInvalid });
    const missing = await t.api('GET', '/admin/entry/calendar', { headers: desk.headers });
    expect(missing).toMatchObject({ code: 500, msg: EntryStaffMessages.fromRequired });
  });
});

describe('changing a day (admin)', () => {
  it('never sets the capacity below the people booked', async () => {
    await bookOn(t, '2026-12-03', 3);
    expect(await changeDay('2026-12-03', { capacity: 2 })).toMatchObject({
      code: 500,
      msg: EntryStaffMessages.capacityBelowBooked('2026-12-03', 3),
    });
    const saved = await changeDay('2026-12-03', { capacity: 3 });
    expect(saved).toMatchObject({ code: 200, data: { cancelled: 0, days: [{ capacity: 3, booked: 3 }] } });
    // The visitors' side follows: the day is full.
    const slots = await t.api('GET', '/client/entry/slot/list');
    expect(slots.data.find((s: any) => s.day === '2026-12-03')).toMatchObject({ num: 3, applyNum: 3 });
    const user = await createSignedInUser(t, { realName: { name: '周大明', idCard: '650102198001019998' } });
    const late = await t.api('POST', '/client/entry/apply', {
      headers: user.headers,
      payload: { applyTime: '2026-12-03', users: [{ name: '周大明', sex: 1, age: 40 }], phone: user.phone },
    });
    expect(late.code).not.toBe(200);
    const audit = await auditRows(t, 'calendar');
    expect(audit.find((row) => row.recordId === '2026-12-03')).toMatchObject({
      username: admin.username,
      before: { capacity: null },
      after: { capacity: 3 },
    });
  });

  it('opens a day the weekly rule closes', async () => {
    const saved = await changeDay('2026-12-07', { open: true, reason: '特别开放日' });
    expect(saved).toMatchObject({ code: 200, data: { days: [{ open: true, custom: true }] } });
    const slots = await t.api('GET', '/client/entry/slot/list');
    expect(slots.data.find((s: any) => s.day === '2026-12-07')).toMatchObject({ isOpen: true });
    await bookOn(t, '2026-12-07', 1);
  });

  it('refuses to close a day with bookings unless told to notify, then cancels and messages everyone', async () => {
    const first = await bookOn(t, '2026-12-04', 2);
    const second = await bookOn(t, '2026-12-04', 1);
    const refused = await changeDay('2026-12-04', { open: false, reason: '设备检修' });
    expect(refused).toEqual({ code: 500, msg: EntryStaffMessages.closeNeedsNotify('2026-12-04', 2) });
    expect(refused.msg).toContain('2 笔预约');
    expect(await statusOf(first.id)).toBe('booked');
    expect((await calendar('2026-12-04')).data[0]).toMatchObject({ open: true, booked: 3 });

    const closed = await changeDay('2026-12-04', { open: false, reason: '设备检修', notify: true });
    expect(closed).toMatchObject({
      code: 200,
      msg: EntryStaffMessages.closedAndNotified(2),
      data: { cancelled: 2, days: [{ date: '2026-12-04', open: false, booked: 0, reason: '设备检修' }] },
    });
    for (const booking of [first, second]) {
      expect(await statusOf(booking.id)).toBe('cancelled');
      const messages = await t.db
        .select()
        .from(systemMessages)
        .where(eq(systemMessages.userId, booking.user.id));
      expect(
        messages.some((m) => m.content.includes('设备检修') && m.content.includes(booking.ticketCode)),
      ).toBe(true);
      // The SMS goes out after the commit, through the configured (here: console) provider.
      await expect
        .poll(async () => (await t.cache.get(`sms:notices:${booking.user.phone}`)) ?? '')
        .toContain('设备检修');
    }
    const slots = await t.api('GET', '/client/entry/slot/list');
    expect(slots.data.find((s: any) => s.day === '2026-12-04')).toMatchObject({
      isOpen: false,
      closedReason: '闭馆：设备检修',
    });
    // The audit row says what changed, without anyone's personal data.
    const audit = (await auditRows(t, 'calendar')).find((row) => row.recordId === '2026-12-04');
    expect(audit?.after).toMatchObject({ open: false, reason: '设备检修', cancelledBookings: 2 });
    expect(JSON.stringify(audit)).not.toContain(first.user.phone);
  });

  it('needs a reason to close, and something to change', async () => {
    expect(await changeDay('2026-12-06', { open: false })).toMatchObject({
      code: 500,
      msg: EntryStaffMessages.reasonRequired,
    });
    expect(await changeDay('2026-12-06', {})).toMatchObject({ msg: EntryStaffMessages.nothingToChange });
    expect(await changeDay('2026-12-06', { capacity: -1 })).toMatchObject({
      msg: EntryStaffMessages.capacityInvalid,
    });
    expect(await changeDay('2026-12-06', { capacity: 'many' })).toMatchObject({
      msg: EntryStaffMessages.capacityInvalid,
    });
    expect(await changeDay('2026-12-06', { open: 'yes' })).toMatchObject({
      msg: EntryStaffMessages.openInvalid,
    });
    expect(await changeDay('2026-13-01', { capacity: 5 })).toMatchObject({
      msg: EntryStaffMessages.dayInvalid,
    });
    expect(await changeDay('2026-12-01', { capacity: 5 })).toMatchObject({
      msg: EntryStaffMessages.pastDay('2026-12-01'),
    });
  });

  it('enters a year of holidays at once, all or nothing', async () => {
    const holidays = [
      { date: '2027-01-01', open: false, reason: '元旦' },
      { date: '2027-02-17', open: false, reason: '春节' },
      { date: '2027-02-18', open: false, reason: '春节' },
    ];
    const booked = await bookOn(t, '2026-12-08', 1);
    // A refused day (a booked day closed without notify) leaves every other day as it was.
    const refused = await t.api('PUT', '/admin/entry/calendar', {
      headers: admin.headers,
      payload: { days: [...holidays, { date: '2026-12-08', open: false, reason: '布展' }] },
    });
    expect(refused).toMatchObject({ code: 500, msg: EntryStaffMessages.closeNeedsNotify('2026-12-08', 1) });
    expect((await calendar('2027-01-01')).data[0]).toMatchObject({ open: true, custom: false });
    // A refused day after a closing that cancelled bookings rolls the cancellation and its messages back too.
    const rolledBack = await t.api('PUT', '/admin/entry/calendar', {
      headers: admin.headers,
      payload: {
        days: [
          { date: '2026-12-08', open: false, reason: '布展', notify: true },
          { date: '2026-12-03', capacity: 1 },
        ],
      },
    });
    expect(rolledBack).toMatchObject({
      code: 500,
      msg: EntryStaffMessages.capacityBelowBooked('2026-12-03', 3),
    });
    expect(await statusOf(booked.id)).toBe('booked');
    const messages = await t.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.userId, booked.user.id));
    expect(messages.some((m) => m.content.includes('布展'))).toBe(false);

    const saved = await t.api('PUT', '/admin/entry/calendar', {
      headers: admin.headers,
      payload: { days: holidays },
    });
    expect(saved).toMatchObject({ code: 200, data: { cancelled: 0 } });
    expect(saved.data.days.map((d: any) => [d.date, d.open, d.reason])).toEqual(
      holidays.map((h) => [h.date, false, h.reason]),
    );
    const duplicate = await t.api('PUT', '/admin/entry/calendar', {
      headers: admin.headers,
      payload: { days: [holidays[0], holidays[0]] },
    });
    expect(duplicate).toMatchObject({ code: 500, msg: EntryStaffMessages.duplicateDay('2027-01-01') });
    const empty = await t.api('PUT', '/admin/entry/calendar', {
      headers: admin.headers,
      payload: { days: [] },
    });
    expect(empty).toMatchObject({ code: 500, msg: EntryStaffMessages.daysRequired });
  });
});

describe('check-in', () => {
  it('checks a ticket of today in and answers the booking with masked names', async () => {
    const booked = await bookOn(t, TODAY, 2);
    // Typed as the ticket shows it, in groups, in any case.
    const answer = await checkIn(` ${booked.ticketCode.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ')}-\t`);
    expect(answer).toMatchObject({
      code: 200,
      msg: EntryStaffMessages.checkedIn,
      data: { id: booked.id, date: TODAY, people: 2, names: ['张*丰', '李*光'], status: 'checkedIn' },
    });
    expect(answer.data.phone).toMatch(/^139\*{4}\d{4}$/);
    const audit = (await auditRows(t, 'checkin')).find((row) => row.recordId === String(booked.id));
    expect(audit).toMatchObject({ username: desk.username, after: { status: 'checkedIn' } });
    expect(JSON.stringify(audit)).not.toContain('张三丰');
    expect((await calendar(TODAY)).data[0]).toMatchObject({ checkedIn: 2 });

    // Scanned again: refused, saying when (museum time).
    expect(await checkIn(booked.ticketCode)).toEqual({
      code: 500,
      msg: EntryStaffMessages.alreadyCheckedIn('10:00'),
      data: { reason: CheckinRefusal.alreadyCheckedIn },
    });
  });

  it('refuses an unknown code, a cancelled booking and another day', async () => {
    expect(await checkIn('ABCDEFGH2345')).toEqual({
      code: 500,
      msg: EntryStaffMessages.unknownCode,
      data: { reason: CheckinRefusal.unknown },
    });
    const cancelled = await bookOn(t, TODAY, 1);
    await t.api('PUT', `/client/entry/apply/${cancelled.id}/cancel`, { headers: cancelled.user.headers });
    expect(await checkIn(cancelled.ticketCode)).toEqual({
      code: 500,
      msg: EntryStaffMessages.cancelledCode,
      data: { reason: CheckinRefusal.cancelled },
    });
    const tomorrow = await bookOn(t, '2026-12-05', 1);
    const other = await checkIn(tomorrow.ticketCode);
    expect(other.code).toBe(500);
    expect(other.msg).toContain('2026-12-05');
    expect(other.msg).toContain('不是今天');
    expect(other.data).toEqual({ reason: CheckinRefusal.otherDay });
    expect(await statusOf(tomorrow.id)).toBe('booked');
  });

  it('reads "today" in the museum time zone', async () => {
    // Monday 12-07, opened above.
    const monday = await bookOn(t, '2026-12-07', 1);
    const saved = now;
    try {
      // 01:00 on Monday in Shanghai, still Sunday in UTC.
      now = new Date('2026-12-06T17:00:00Z');
      expect(await checkIn(monday.ticketCode)).toMatchObject({ code: 200, data: { date: '2026-12-07' } });
    } finally {
      now = saved;
    }
  });

  it('refuses bad input with a Chinese message', async () => {
    expect(await checkIn('')).toEqual({ code: 500, msg: EntryStaffMessages.codeRequired });
    expect(await checkIn(' - ')).toEqual({ code: 500, msg: EntryStaffMessages.codeRequired });
    expect(await checkIn('<script>')).toEqual({ code: 500, msg: EntryStaffMessages.codeInvalid });
    expect(await checkIn(12345)).toEqual({ code: 500, msg: EntryStaffMessages.codeInvalid });
    const noBody = await t.api('POST', '/admin/entry/checkin', { headers: desk.headers });
    expect(noBody.code).toBe(500);
    expect(noBody.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('checks a ticket in once when several desks scan it at the same moment', async () => {
    const booked = await bookOn(t, TODAY, 1);
    const other = await createStaff(t, ['frontdesk']);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => checkIn(booked.ticketCode, i % 2 ? other : desk)),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 200)) {
      expect(refused.msg).toBe(EntryStaffMessages.alreadyCheckedIn('10:00'));
    }
    const audit = (await auditRows(t, 'checkin')).filter((row) => row.recordId === String(booked.id));
    expect(audit).toHaveLength(1);
  });
});

describe("the day's bookings", () => {
  it('pages them with counts per status, and finds one by phone', async () => {
    const booked = await bookOn(t, TODAY, 1);
    const all = await t.api('GET', `/admin/entry/bookings?date=${TODAY}&pageSize=2`, {
      headers: desk.headers,
    });
    expect(all).toMatchObject({ code: 200, counts: { checkedIn: 2, cancelled: 1, noShow: 0 } });
    expect(all.rows).toHaveLength(2);
    expect(all.total).toBe(all.counts.booked + all.counts.checkedIn + all.counts.cancelled);
    const waiting = await t.api('GET', `/admin/entry/bookings?date=${TODAY}&status=booked`, {
      headers: desk.headers,
    });
    expect(waiting.rows.every((row: any) => row.status === 'booked')).toBe(true);
    for (const phone of [booked.user.phone, booked.user.phone.slice(-4)]) {
      const found = await t.api('GET', `/admin/entry/bookings?date=${TODAY}&phone=${phone}`, {
        headers: desk.headers,
      });
      expect(found.rows.map((row: any) => row.id)).toContain(booked.id);
      expect(found.rows[0].phone).toBe(`${booked.user.phone.slice(0, 3)}****${booked.user.phone.slice(-4)}`);
      expect(JSON.stringify(found)).not.toContain('三丰');
    }
  });

  it('refuses bad filters with a Chinese message', async () => {
    const get = (query: string) => t.api('GET', `/admin/entry/bookings?${query}`, { headers: desk.headers });
    expect(await get('')).toMatchObject({ code: 500, msg: EntryStaffMessages.dayRequired });
    expect(await get(`date=${TODAY}&status=gone`)).toMatchObject({ msg: EntryStaffMessages.statusInvalid });
    expect(await get(`date=${TODAY}&phone=12`)).toMatchObject({ msg: EntryStaffMessages.phoneInvalid });
    expect(await get(`date=${TODAY}&pageSize=abc`)).toMatchObject({ code: 500 });
  });
});

describe('the CSV export', () => {
  const exportCsv = (query: string, staff = desk) =>
    t.app.inject({ url: `/prod-api/admin/entry/bookings/export?${query}`, headers: staff.headers });

  it('is UTF-8 with a BOM and Chinese headers, names and phones masked', async () => {
    const response = await exportCsv(`date=${TODAY}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="entry-2026-12-02.csv"/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('票号,入馆日期,状态,人数,参观人,联系电话,预约时间,入馆时间');
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('\n')).toContain('张*丰、李*光');
    expect(lines.join('\n')).not.toContain('张三丰');
    expect(lines.join('\n')).not.toMatch(/139\d{8}/);
    expect(lines.join('\n')).toContain('已入馆');
  });

  it('is full only for an admin who asks, and that is audited', async () => {
    const denied = await exportCsv(`date=${TODAY}&full=true`);
    expect(denied.json()).toEqual({ code: 403, msg: EntryStaffMessages.fullForbidden });
    const before = (await auditRows(t, 'export')).length;
    expect(before).toBe(0);
    const masked = await exportCsv(`date=${TODAY}`, admin);
    expect(masked.body).not.toContain('张三丰');
    const full = await exportCsv(`date=${TODAY}&full=true`, admin);
    expect(full.statusCode).toBe(200);
    expect(full.body).toContain('张三丰、李四光');
    expect(full.body).toMatch(/,139\d{8},/);
    const audit = await auditRows(t, 'export');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: admin.username, recordId: TODAY, after: { full: true } });
    expect(JSON.stringify(audit[0])).not.toContain('张三丰');
    expect(JSON.stringify(audit[0])).not.toMatch(/139\d{8}/);
  });

  it('refuses a bad day or flag with a Chinese message', async () => {
    expect((await exportCsv('')).json()).toMatchObject({ code: 500, msg: EntryStaffMessages.dayRequired });
    expect((await exportCsv(`date=${TODAY}&full=maybe`)).json()).toMatchObject({
      msg: EntryStaffMessages.fullInvalid,
    });
  });
});

describe('roles', () => {
  const calls = [
    {
      name: 'GET calendar',
      method: 'GET',
      url: `/admin/entry/calendar?from=${TODAY}&to=${TODAY}`,
      desk: true,
    },
    {
      name: 'PUT day',
      method: 'PUT',
      url: '/admin/entry/calendar/2026-12-20',
      payload: { capacity: 8 },
      desk: false,
    },
    {
      name: 'PUT days',
      method: 'PUT',
      url: '/admin/entry/calendar',
      payload: { days: [{ date: '2026-12-21', capacity: 8 }] },
      desk: false,
    },
    {
      name: 'POST checkin',
      method: 'POST',
      url: '/admin/entry/checkin',
      payload: { code: 'ZZZZ' },
      desk: true,
    },
    { name: 'GET bookings', method: 'GET', url: `/admin/entry/bookings?date=${TODAY}`, desk: true },
    { name: 'GET export', method: 'GET', url: `/admin/entry/bookings/export?date=${TODAY}`, desk: true },
  ] as const;

  it('closes every call to visitors and to staff without the role', async () => {
    const visitor = await createSignedInUser(t);
    const reviewer = await createStaff(t, ['reviewer']);
    const editor = await createStaff(t, ['editor']);
    for (const call of calls) {
      const request = (headers: Record<string, string>) =>
        t.app.inject({
          method: call.method,
          url: `/prod-api${call.url}`,
          headers,
          ...('payload' in call ? { payload: call.payload } : {}),
        });
      expect((await request({})).json(), call.name).toMatchObject({ code: 401 });
      expect((await request(visitor.headers)).json(), call.name).toMatchObject({ code: 401 });
      for (const staff of [reviewer, editor]) {
        expect((await request(staff.headers)).json(), call.name).toEqual({
          code: 403,
          msg: Messages.http403,
        });
      }
      const asDesk = await request(desk.headers);
      if (call.desk) {
        // Allowed: answered (a file, or the envelope with a business message), never 401/403.
        const code = asDesk.headers['content-type']?.toString().startsWith('text/csv')
          ? 200
          : asDesk.json().code;
        expect([200, 500], call.name).toContain(code);
      } else {
        expect(asDesk.json(), call.name).toEqual({ code: 403, msg: Messages.http403 });
      }
      const asAdmin = await request(admin.headers);
      const code = asAdmin.headers['content-type']?.toString().startsWith('text/csv')
        ? 200
        : asAdmin.json().code;
      expect([200, 500], call.name).toContain(code);
      if (!call.desk) expect(asAdmin.json(), call.name).toMatchObject({ code: 200 });
    }
  });
});

describe('no-shows', () => {
  it('after closing, marks the past bookings never checked in, once however many processes run it', async () => {
    const [job] = entryFeature.jobs!;
    const waiting = await t.db.select().from(entryBookings).where(eq(entryBookings.visitDay, TODAY));
    const stillBooked = waiting.filter((row) => row.status === 'booked').map((row) => row.id);
    expect(stillBooked.length).toBeGreaterThan(0);
    // Before today's closing nothing of today changes.
    await job!.run(t.ctx);
    for (const id of stillBooked) expect(await statusOf(id)).toBe('booked');

    now = new Date('2026-12-02T10:30:00Z'); // 18:30 in Shanghai
    await Promise.all([job!.run(t.ctx), job!.run(t.ctx), job!.run(t.ctx)]);
    for (const id of stillBooked) expect(await statusOf(id)).toBe('noShow');
    const checkedIn = waiting.filter((row) => row.status === 'checkedIn');
    for (const row of checkedIn) expect(await statusOf(row.id)).toBe('checkedIn');
    // Tomorrow's bookings wait.
    const tomorrow = await t.db.select().from(entryBookings).where(eq(entryBookings.visitDay, '2026-12-03'));
    expect(tomorrow.every((row) => row.status === 'booked')).toBe(true);
    const audit = (await auditRows(t, 'status')).filter((row) => row.username === 'system');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ status: 'noShow', bookings: stillBooked.length });
    const counts = await t.api('GET', `/admin/entry/bookings?date=${TODAY}`, { headers: desk.headers });
    expect(counts.counts).toMatchObject({ booked: 0, noShow: stillBooked.length });
    // A no-show's ticket no longer opens the door.
    const missed = waiting.find((row) => row.id === stillBooked[0])!;
    expect(await checkIn(missed.ticketCode)).toEqual({
      code: 500,
      msg: EntryStaffMessages.noShowCode,
      data: { reason: CheckinRefusal.noShow },
    });
  });
});
