import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { entryBookings } from '../tables.ts';
import { WEDNESDAY_10AM } from './operations-support.ts';

/**
 * An admin changes a day while visitors book it. With PGlite the transactions queue; with PostgreSQL
 * (DATABASE_URL) they run on separate pooled connections and really race for the day's row.
 */
let t: TestApp;
let admin: TestStaff;
let offset = 3000 + (process.pid % 100) * 50;

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '20' }, undefined, () => WEDNESDAY_10AM);
  admin = await createStaff(t, ['admin']);
}, 60_000);
afterAll(() => t.close());

async function visitors(count: number): Promise<TestUser[]> {
  const made: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    offset += 1;
    made.push(await createSignedInUser(t, { realName: { name: '同时预约', idCard: testIdCard(offset) } }));
  }
  return made;
}

const book = (user: TestUser, day: string) =>
  t.api('POST', '/client/entry/apply', {
    headers: user.headers,
    payload: { applyTime: day, users: [{ name: '同时预约', sex: 1, age: 30 }], phone: user.phone },
  });

async function dayOf(day: string) {
  const answer = await t.api('GET', `/admin/entry/calendar?from=${day}&to=${day}`, {
    headers: admin.headers,
  });
  return answer.data[0];
}

describe('an admin changing a day while visitors book it', () => {
  it('never oversells: the capacity change and the bookings decide on the same row', async () => {
    for (const [day, capacity] of [
      ['2026-12-03', 4],
      ['2026-12-04', 7],
    ] as const) {
      const crowd = await visitors(12);
      const answers = await Promise.all([
        ...crowd.slice(0, 6).map((user) => book(user, day)),
        t.api('PUT', `/admin/entry/calendar/${day}`, { headers: admin.headers, payload: { capacity } }),
        ...crowd.slice(6).map((user) => book(user, day)),
      ]);
      const change = answers[6];
      const accepted = answers.filter((a, i) => i !== 6 && a.code === 200).length;
      const state = await dayOf(day);
      expect(state.booked).toBe(accepted);
      expect(state.booked).toBeLessThanOrEqual(state.capacity);
      if (change.code === 200) expect(state.capacity).toBe(capacity);
      else expect(change.msg).toContain('名额不能少于已预约人数');
      const rows = await t.db
        .select()
        .from(entryBookings)
        .where(and(eq(entryBookings.visitDay, day), eq(entryBookings.status, 'booked')));
      expect(rows.reduce((sum, row) => sum + row.people, 0)).toBe(state.booked);
    }
  });

  it('leaves no booking standing on a day closed while visitors were booking it', async () => {
    const day = '2026-12-05';
    const crowd = await visitors(10);
    await book(crowd[0]!, day);
    const answers = await Promise.all([
      ...crowd.slice(1, 5).map((user) => book(user, day)),
      t.api('PUT', `/admin/entry/calendar/${day}`, {
        headers: admin.headers,
        payload: { open: false, reason: '临时闭馆', notify: true },
      }),
      ...crowd.slice(5).map((user) => book(user, day)),
    ]);
    expect(answers[4]).toMatchObject({ code: 200 });
    const standing = await t.db
      .select()
      .from(entryBookings)
      .where(and(eq(entryBookings.visitDay, day), eq(entryBookings.status, 'booked')));
    expect(standing).toEqual([]);
    expect(await dayOf(day)).toMatchObject({ open: false, booked: 0 });
  });
});
