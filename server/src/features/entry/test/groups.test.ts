import {
  EntryGroupMessages,
  EntryPaths,
  EntryStaffMessages,
  EntryStaffPaths,
  GroupStatus,
  IdDocumentMessages,
  idCardCheckDigit,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { addDays } from '../../../platform/clock.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { BOOKING_RETENTION_DAYS, purgeOldBookings } from '../retention.ts';
import { entryDays, entryGroups } from '../tables.ts';
import { auditRows } from './operations-support.ts';

/**
 * Groups (docs/PRODUCT.md "Groups"): a school's leader applies with the member list, a reviewer approves it against
 * the day's group places (here 70) and the group enters on one ticket; the leader is told each decision.
 */
let t: TestApp;
let leader: TestUser;
let reviewer: TestStaff;
let desk: TestStaff;
/** Wednesday 2 December 2026, 10:00 in Shanghai. */
const now = new Date('2026-12-02T02:00:00Z');
const TODAY = '2026-12-02';
const GROUP_CAPACITY = 70;

beforeAll(async () => {
  t = await createTestApp({ ENTRY_GROUP_CAPACITY: String(GROUP_CAPACITY) }, undefined, () => now);
  leader = await createSignedInUser(t);
  reviewer = await createStaff(t, ['reviewer']);
  desk = await createStaff(t, ['frontdesk']);
}, 60_000);
afterAll(() => t.close());

let serial = 0;
/** A pupil born in 2014 (12 on the visit days here), with a resident ID number of their own. */
function pupil() {
  serial += 1;
  const body = `65010220140101${String(serial).padStart(3, '0')}`;
  return { name: `学生${serial}`, idType: 1, idCard: body + idCardCheckDigit(body), age: 12 };
}
function teacher() {
  serial += 1;
  return { name: `Teacher ${serial}`, idType: 2, idCard: `E${String(serial).padStart(8, '0')}`, age: 35 };
}
/** A class: `pupils` children and `teachers` adults besides the leader. */
const members = (pupils: number, teachers: number) => [
  ...Array.from({ length: pupils }, pupil),
  ...Array.from({ length: teachers }, teacher),
];

function application(day: string, list: object[], overrides: object = {}) {
  return {
    applyTime: day,
    orgName: '乌鲁木齐市第一小学',
    leader: { name: '王老师', idType: 1, idCard: testIdCard(700), phone: '13900139000' },
    members: list,
    note: '四年级（2）班',
    ...overrides,
  };
}

const apply = (payload: object, user: TestUser = leader) =>
  t.api('POST', EntryPaths.group, { headers: user.headers, payload });
const review = (id: number, payload: object, staff: TestStaff = reviewer) =>
  t.api('PUT', EntryStaffPaths.groupReview(id), { headers: staff.headers, payload });
const detail = (id: number) => t.api('GET', EntryStaffPaths.group(id), { headers: reviewer.headers });
const groupBooked = async (day: string) =>
  (await t.db.select().from(entryDays).where(eq(entryDays.day, day)))[0]?.groupBooked ?? 0;

describe('a leader applies', () => {
  it('with 30 members: waiting for review, the list sealed and shown masked to the reviewer', async () => {
    const applied = await apply(application(TODAY, members(27, 3)));
    expect(applied, applied.msg).toMatchObject({ code: 200, msg: EntryGroupMessages.applied });
    expect(applied.data).toMatchObject({
      applyTime: TODAY,
      orgName: '乌鲁木齐市第一小学',
      leaderName: '王*师',
      phone: '139****9000',
      people: 31,
      minors: 27,
      status: GroupStatus.pending,
      ticketCode: null,
      cancellable: true,
    });
    const mine = await t.api('GET', EntryPaths.groupList, { headers: leader.headers });
    expect(mine.rows.map((row: { id: number }) => row.id)).toContain(applied.data.id);

    const queue = await t.api('GET', `${EntryStaffPaths.groups}?status=pending`, {
      headers: reviewer.headers,
    });
    expect(queue.rows.find((row: { id: number }) => row.id === applied.data.id)).toMatchObject({
      people: 31,
      ageDays: 0,
      status: 'pending',
    });
    const opened = await detail(applied.data.id);
    expect(opened.data).toMatchObject({
      leaderPhone: '13900139000',
      placesLeft: GROUP_CAPACITY,
      note: '四年级（2）班',
    });
    expect(opened.data.members).toHaveLength(30);
    expect(opened.data.members[0]).toMatchObject({ name: expect.stringMatching(/^学\*+\d$/), age: 12 });
    expect(opened.data.members[0].document).toMatch(/^居民身份证 6501\*+\d{3}[\dX]$/);
    expect(opened.data.members[29].document).toMatch(/^护照 /);
    // Opening a list of minors' documents is audited.
    expect(await auditRows(t, 'view')).not.toHaveLength(0);
  });

  it.each([
    ['too few members', application(TODAY, members(5, 4)), EntryGroupMessages.groupSize(10, 50)],
    ['too many members', application(TODAY, members(40, 11)), EntryGroupMessages.groupSize(10, 50)],
    [
      'too few adults for the minors',
      application(TODAY, members(25, 0)),
      EntryGroupMessages.adultsNeeded(25),
    ],
    [
      'no organisation',
      application(TODAY, members(10, 1), { orgName: ' ' }),
      EntryGroupMessages.orgNameRequired,
    ],
    ['no members', application(TODAY, []), EntryGroupMessages.membersRequired],
    [
      'a bad passport number',
      application(TODAY, [...members(10, 1), { name: 'Ann', idType: 2, idCard: 'E1', age: 30 }]),
      IdDocumentMessages.passport,
    ],
    ['a day outside the window', application('2027-03-01', members(10, 1)), '所选日期不在可预约范围内'],
  ])('is refused with %s', async (_case, payload, message) => {
    expect(await apply(payload)).toMatchObject({ code: 500, msg: message });
  });

  it('is refused when one document is listed twice', async () => {
    const list = members(10, 1);
    const answer = await apply(application(TODAY, [...list, { ...list[0]!, name: '重复' }]));
    expect(answer).toMatchObject({ code: 500, msg: EntryGroupMessages.sameDocumentTwice('重复') });
  });
});

describe('a reviewer decides', () => {
  it('approves: one ticket, the places taken, the leader told; the desk checks the group in', async () => {
    const { data: group } = await apply(application(TODAY, members(27, 3)));
    const approved = await review(group.id, { approve: true });
    expect(approved, approved.msg).toMatchObject({ code: 200, msg: EntryGroupMessages.approved });
    expect(approved.data).toMatchObject({ status: GroupStatus.approved, reviewedBy: reviewer.username });
    const code: string = approved.data.ticketCode;
    expect(code).toMatch(/^\w{8,16}$/);
    expect(await groupBooked(TODAY)).toBeGreaterThanOrEqual(31);

    const [message] = (await t.api('GET', '/client/msg', { headers: leader.headers })).rows;
    expect(message).toMatchObject({ title: '团体预约已通过' });
    expect(message.content).toContain(code);

    // A second decision finds it decided.
    expect(await review(group.id, { approve: false, reason: '重复' })).toMatchObject({
      code: 500,
      msg: EntryGroupMessages.alreadyDecided(GroupStatus.approved),
    });

    // At the door the group's one ticket lets all 31 in, once.
    const checked = await t.api('POST', EntryStaffPaths.checkin, {
      headers: desk.headers,
      payload: { code },
    });
    expect(checked, checked.msg).toMatchObject({ code: 200, data: { people: 31, channel: 'group' } });
    expect(checked.data.names[0]).toBe('王*师');
    const again = await t.api('POST', EntryStaffPaths.checkin, { headers: desk.headers, payload: { code } });
    expect(again.msg).toMatch(/^该票已于 /);
    const mine = await t.api('GET', EntryPaths.groupDetail(group.id), { headers: leader.headers });
    expect(mine.data).toMatchObject({ status: GroupStatus.checkedIn, ticketCode: code, cancellable: false });
  });

  it('refuses a group the day has no places left for, which stays pending', async () => {
    const day = '2026-12-04';
    const first = await apply(application(day, members(45, 5)));
    const second = await apply(application(day, members(27, 3)));
    expect((await review(first.data.id, { approve: true })).code).toBe(200);
    expect(await review(second.data.id, { approve: true })).toMatchObject({
      code: 500,
      msg: EntryGroupMessages.groupNotEnough(GROUP_CAPACITY - 51),
    });
    expect((await detail(second.data.id)).data).toMatchObject({ status: 'pending', placesLeft: 19 });

    // The first leader withdraws: the places come back and the second fits.
    const withdrawn = await t.api('PUT', EntryPaths.groupCancel(first.data.id), { headers: leader.headers });
    expect(withdrawn).toMatchObject({ code: 200, data: { status: GroupStatus.cancelled } });
    expect(await groupBooked(day)).toBe(0);
    expect((await review(second.data.id, { approve: true })).code).toBe(200);
    expect(await groupBooked(day)).toBe(31);
  });

  it('refuses with a reason, which the leader reads', async () => {
    const { data: group } = await apply(application('2026-12-05', members(10, 1)));
    expect(await review(group.id, { approve: false })).toMatchObject({
      code: 500,
      msg: EntryGroupMessages.reasonRequired,
    });
    const refused = await review(group.id, { approve: false, reason: '当日场馆布展，请改期' });
    expect(refused).toMatchObject({
      code: 200,
      msg: EntryGroupMessages.rejected,
      data: { status: 'rejected' },
    });
    const [message] = (await t.api('GET', '/client/msg', { headers: leader.headers })).rows;
    expect(message).toMatchObject({ title: '团体预约未通过' });
    expect(message.content).toContain('当日场馆布展，请改期');
    expect(await t.api('PUT', EntryPaths.groupCancel(group.id), { headers: leader.headers })).toMatchObject({
      code: 500,
      msg: EntryGroupMessages.notCancellable,
    });
  });

  it('a closed day cancels its approved groups and tells the leader', async () => {
    const day = '2026-12-06';
    const { data: group } = await apply(application(day, members(10, 1)));
    expect((await review(group.id, { approve: true })).code).toBe(200);
    const admin = await createStaff(t, ['admin']);
    const closed = await t.api('PUT', EntryStaffPaths.calendarDay(day), {
      headers: admin.headers,
      payload: { open: false, reason: '设备检修', notify: true },
    });
    expect(closed, closed.msg).toMatchObject({ code: 200, msg: EntryStaffMessages.closedAndNotified(1) });
    expect(await groupBooked(day)).toBe(0);
    const mine = await t.api('GET', EntryPaths.groupDetail(group.id), { headers: leader.headers });
    expect(mine.data.status).toBe(GroupStatus.cancelled);
    const [message] = (await t.api('GET', '/client/msg', { headers: leader.headers })).rows;
    expect(message).toMatchObject({ title: '团体预约已取消：闭馆通知' });
  });

  it('is a reviewer’s call: the front desk and visitors cannot list or decide groups', async () => {
    expect((await t.api('GET', EntryStaffPaths.groups, { headers: desk.headers })).code).toBe(403);
    expect((await t.api('GET', EntryStaffPaths.groups, { headers: leader.headers })).code).toBe(401);
    const other = await createSignedInUser(t);
    const { data: group } = await apply(application('2026-12-05', members(10, 1)));
    expect(await t.api('GET', EntryPaths.groupDetail(group.id), { headers: other.headers })).toMatchObject({
      code: 500,
      msg: EntryGroupMessages.notFound,
    });
  });
});

describe('group places under concurrency', () => {
  it('reviewers approving six groups at once take the places of exactly three', async () => {
    const day = '2026-12-03';
    const reviewers = await Promise.all([1, 2, 3].map(() => createStaff(t, ['reviewer'])));
    const groups = [];
    for (let i = 0; i < 6; i += 1) groups.push((await apply(application(day, members(18, 4)))).data);
    // 23 people each: three fit in 70, a fourth does not.
    const answers = await Promise.all(
      groups.map((group, i) => review(group.id, { approve: true }, reviewers[i % 3]!)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer).toEqual({ code: 500, msg: EntryGroupMessages.groupNotEnough(1) });
    }
    expect(await groupBooked(day)).toBe(69);
  });

  it('a leader cancelling while a reviewer approves: the places are taken and given back at most once', async () => {
    const day = '2026-12-08';
    const { data: group } = await apply(application(day, members(10, 1)));
    await Promise.all([
      review(group.id, { approve: true }),
      t.api('PUT', EntryPaths.groupCancel(group.id), { headers: leader.headers }),
      t.api('PUT', EntryPaths.groupCancel(group.id), { headers: leader.headers }),
    ]);
    const mine = await t.api('GET', EntryPaths.groupDetail(group.id), { headers: leader.headers });
    expect(await groupBooked(day)).toBe(mine.data.status === GroupStatus.approved ? 12 : 0);
  });
});

describe('retention', () => {
  it(`deletes a group's application with its member list ${BOOKING_RETENTION_DAYS} days after the visit`, async () => {
    const { data: group } = await apply(application('2026-12-05', members(10, 1)));
    const old = addDays(TODAY, -BOOKING_RETENTION_DAYS - 1);
    await t.db.update(entryGroups).set({ visitDay: old }).where(eq(entryGroups.id, group.id));
    expect(await purgeOldBookings(t.ctx, now)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(entryGroups).where(eq(entryGroups.id, group.id))).toEqual([]);
  });
});
