import { ContentPaths, ContentType, DashboardPaths, EngagementPaths, EntryPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaffByRole, type StaffByRole } from '#test/helpers/reviewers.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { venueApplications } from '../../applications/tables.ts';
import { exhibitions, notices } from '../../content/tables.ts';
import { donationReports } from '../../donations/tables.ts';
import { dailyHits } from '../../engagement/tables.ts';
import { entryGroups } from '../../entry/tables.ts';
import { bookOn } from '../../entry/test/operations-support.ts';
import { createStaff } from '../../staff/test/support.ts';

/** Tuesday 12-01 10:00 in Shanghai, then Wednesday 12-02 10:00 (before closing: 12-01 is the last closed day). */
const TUESDAY_10AM = new Date('2026-12-01T02:00:00Z');
const WEDNESDAY_10AM = new Date('2026-12-02T02:00:00Z');
const HOUR = 3600_000;

let t: TestApp;
let now = TUESDAY_10AM;
let staff: StaffByRole;
let visitor: TestUser;
let exhibitionId: number;
let noticeId: number;

const dashboard = (headers?: Record<string, string>) =>
  t.api('GET', DashboardPaths.dashboard, headers ? { headers } : {});
const checkIn = (code: string) =>
  t.api('POST', '/admin/entry/checkin', { headers: staff.frontdesk.headers, payload: { code } });
const view = (module: ContentType, id: number, browser: string) =>
  t.api('POST', EngagementPaths.saveLog, {
    payload: { module, resId: String(id) },
    headers: { 'user-agent': browser },
  });

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '10' }, undefined, () => now);
  await t.seed();
  staff = await createStaffByRole(t);
  visitor = await createSignedInUser(t);
  [exhibitionId, noticeId] = [
    (await t.db.select({ id: exhibitions.id }).from(exhibitions).limit(1))[0]!.id,
    (await t.db.select({ id: notices.id }).from(notices).limit(1))[0]!.id,
  ];

  // Tuesday: 2 people come, 1 never does.
  const came = await bookOn(t, '2026-12-01', 2);
  await bookOn(t, '2026-12-01', 1);
  expect(await checkIn(came.ticketCode)).toMatchObject({ code: 200 });
  // Wednesday (today): 3 + 1 people booked, 1 checked in, one booking cancelled; Thursday: 2.
  await bookOn(t, '2026-12-02', 3);
  const early = await bookOn(t, '2026-12-02', 1);
  const cancelled = await bookOn(t, '2026-12-02', 2);
  await bookOn(t, '2026-12-03', 2);
  const cancel = await t.api('PUT', EntryPaths.cancel(cancelled.id), { headers: cancelled.user.headers });
  expect(cancel, cancel.msg).toMatchObject({ code: 200 });
  // A view late on Tuesday in Shanghai belongs to Tuesday.
  now = new Date('2026-12-01T15:30:00Z');
  await view(ContentType.notice, noticeId, 'browser-late');
  now = WEDNESDAY_10AM;
  expect(await checkIn(early.ticketCode)).toMatchObject({ code: 200 });
}, 120_000);
afterAll(() => t.close());

describe('the dashboard', () => {
  it('answers a visitor token and no token with 401', async () => {
    expect((await dashboard()).code).toBe(401);
    expect((await dashboard(visitor.headers)).code).toBe(401);
  });

  it('gives each role exactly its sections, and an admin all of them', async () => {
    const sections = async (headers: Record<string, string>) => {
      const answer = await dashboard(headers);
      expect(answer, answer.msg).toMatchObject({ code: 200 });
      return Object.keys(answer.data).sort();
    };
    expect(await sections(staff.frontdesk.headers)).toEqual(['entry']);
    expect(await sections(staff.reviewer.headers)).toEqual(['reviews']);
    expect(await sections(staff.editor.headers)).toEqual(['content']);
    expect(await sections(staff.admin.headers)).toEqual(['content', 'entry', 'reviews']);
    const both = await createStaff(t, ['editor', 'frontdesk']);
    expect(await sections(both.headers)).toEqual(['content', 'entry']);
  });

  it("shows today's people booked, checked in and expected, the week ahead and the no-show rate", async () => {
    const { entry } = (await dashboard(staff.frontdesk.headers)).data;
    expect(entry.today).toEqual({
      date: '2026-12-02',
      capacity: 10,
      booked: 4,
      checkedIn: 1,
      expected: 3,
      bookings: 2,
    });
    expect(entry.week.map((day: any) => day.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(entry.week[1]).toEqual({ date: '2026-12-03', capacity: 10, booked: 2, checkedIn: 0, open: true });
    // Monday is closed by rule.
    expect(entry.week[5]).toMatchObject({ date: '2026-12-07', open: false });
    expect(entry.recent).toHaveLength(7);
    expect(entry.recent[0].date).toBe('2026-11-26');
    expect(entry.recent[5]).toMatchObject({ date: '2026-12-01', booked: 3, checkedIn: 2 });
    expect(entry.recent[6]).toMatchObject({ date: '2026-12-02', booked: 4, checkedIn: 1 });
    // Closed days end with Tuesday (Wednesday's closing time has not passed); today's bookings are not in it.
    expect(entry.noShow).toEqual({ from: '2026-11-02', to: '2026-12-01', noShow: 1, booked: 3, rate: 1 / 3 });
  });

  it('shows each review queue with its waiting items and how long the oldest has waited', async () => {
    const common = {
      userId: visitor.id,
      people: '王先生',
      phone: visitor.phone,
      fileKeys: [],
      intro: '介绍',
    };
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    await t.db.insert(venueApplications).values([
      { ...common, startDate: '2027-01-01', endDate: '2027-01-10', createdAt: ago(3 * 24 + 1) },
      { ...common, startDate: '2027-02-01', endDate: '2027-02-10', createdAt: ago(2) },
      { ...common, startDate: '2027-03-01', endDate: '2027-03-10', status: 'approved', createdAt: ago(900) },
    ]);
    await t.db.insert(donationReports).values([
      { ...common, type: '藏品捐赠', createdAt: ago(5 * 24 + 2) },
      { ...common, type: '藏品捐赠', status: 'contacted', createdAt: ago(30) },
      { ...common, type: '藏品捐赠', status: 'accepted', createdAt: ago(2000) },
    ]);
    await t.db.insert(entryGroups).values({
      userId: visitor.id,
      visitDay: '2026-12-04',
      orgName: '某校',
      people: 11,
      minors: 10,
      leaderCipher: '',
      membersCipher: '',
      phone: visitor.phone,
      createdAt: ago(26),
    });
    const { reviews } = (await dashboard(staff.reviewer.headers)).data;
    expect(reviews.queues).toEqual([
      { queue: 'applications', pending: 2, oldestAt: ago(3 * 24 + 1).toISOString(), oldestDays: 3 },
      { queue: 'donations', pending: 2, oldestAt: ago(5 * 24 + 2).toISOString(), oldestDays: 5 },
      { queue: 'orders', pending: 0, oldestAt: null, oldestDays: null },
      { queue: 'groups', pending: 1, oldestAt: ago(26).toISOString(), oldestDays: 1 },
    ]);
  });

  it("lists the most viewed items of the last seven days, this week's views only", async () => {
    await view(ContentType.exhibition, exhibitionId, 'browser-1');
    await view(ContentType.exhibition, exhibitionId, 'browser-2');
    await view(ContentType.notice, noticeId, 'browser-1');
    // Views older than the week count in the total, not here; each view raised the day and the total together.
    await t.db.insert(dailyHits).values([
      { module: ContentType.notice, resId: String(noticeId), day: '2026-11-25', views: 100 },
      { module: ContentType.notice, resId: String(noticeId), day: '2026-11-26', views: 5 },
    ]);
    const { content } = (await dashboard(staff.editor.headers)).data;
    const [exhibition] = await t.db.select().from(exhibitions).limit(1);
    expect(content).toMatchObject({ from: '2026-11-26', to: '2026-12-02' });
    expect(content.mostViewed).toEqual([
      {
        module: ContentType.notice,
        resId: String(noticeId),
        recordId: noticeId,
        title: expect.any(String),
        views: 7,
      },
      {
        module: ContentType.exhibition,
        resId: String(exhibitionId),
        recordId: exhibitionId,
        title: exhibition!.title,
        views: 2,
      },
    ]);
    const days = await t.db.select().from(dailyHits);
    expect(
      days
        .filter((row) => row.module === ContentType.notice && row.resId === String(noticeId))
        .map((row) => [row.day, row.views])
        .sort(),
    ).toEqual([
      ['2026-11-25', 100],
      ['2026-11-26', 5],
      ['2026-12-01', 1],
      ['2026-12-02', 1],
    ]);
    const total = await t.api('GET', ContentPaths.noticeDetail(noticeId));
    expect(total.data.viewCount).toBe(2);
  });
});
