import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';

/**
 * Many visitors book the same day at the same moment. With PGlite the transactions queue; with PostgreSQL
 * (DATABASE_URL) they run on separate pooled connections and really race for the day's counter row.
 */
const CAPACITY = 10;
let t: TestApp;
let days: string[];

async function verifiedUsers(count: number, offset: number): Promise<TestUser[]> {
  const created: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    created.push(
      await createSignedInUser(t, { realName: { name: '同时预约', idCard: testIdCard(offset + i) } }),
    );
  }
  return created;
}

async function applyNum(day: string): Promise<number> {
  const slots = await t.api('GET', '/client/entry/slot/list');
  return slots.data.find((slot: any) => slot.day === day).applyNum;
}

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: String(CAPACITY) });
  const slots = await t.api('GET', '/client/entry/slot/list');
  days = slots.data.filter((s: any, i: number) => i > 0 && s.isOpen).map((s: any) => s.day);
}, 120_000);
afterAll(() => t.close());

describe('simultaneous bookings of one day', () => {
  it('let exactly the capacity through and refuse the rest saying the day is full', async () => {
    const day = days[0]!;
    const visitors = await verifiedUsers(40, 200);
    const answers = await Promise.all(
      visitors.map((user) =>
        t.api('POST', '/client/entry/apply', {
          headers: user.headers,
          payload: { applyTime: day, users: [{ name: '同时预约', sex: 1, age: 30 }], phone: '13800138000' },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.code === 200);
    const refused = answers.filter((a) => a.code !== 200);
    expect(accepted).toHaveLength(CAPACITY);
    expect(refused).toHaveLength(40 - CAPACITY);
    for (const answer of refused) {
      expect(answer).toEqual({ code: 500, msg: '所选日期的预约名额已满，请选择其他日期' });
    }
    expect(new Set(accepted.map((a) => a.data.ticketCode)).size).toBe(CAPACITY);
    expect(await applyNum(day)).toBe(CAPACITY);

    // Every stored booking is one of the accepted ones: nothing half-written by the refused.
    let stored = 0;
    for (const user of visitors) {
      stored += (await t.api('GET', '/client/entry/apply/list', { headers: user.headers })).total;
    }
    expect(stored).toBe(CAPACITY);
  });

  it('count people, not bookings, when groups race for the last places', async () => {
    const day = days[1]!;
    const groups = await verifiedUsers(12, 300);
    const answers = await Promise.all(
      groups.map((user) =>
        t.api('POST', '/client/entry/apply', {
          headers: user.headers,
          payload: {
            applyTime: day,
            users: Array.from({ length: 3 }, () => ({ name: '同行观众', sex: 2, age: 40 })),
            phone: '13800138000',
          },
        }),
      ),
    );
    const accepted = answers.filter((a) => a.code === 200);
    // Three groups of three fit in ten places; the last place cannot take a group.
    expect(accepted).toHaveLength(3);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer.msg).toBe('所选日期仅剩 1 个名额，请减少参观人数或选择其他日期');
    }
    expect(await applyNum(day)).toBe(9);
  });

  it('keep one booking per account when the same visitor submits twice at once', async () => {
    const day = days[2]!;
    const [user] = await verifiedUsers(1, 400);
    const payload = { applyTime: day, users: [{ name: '同时预约', sex: 1, age: 30 }], phone: '13800138000' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', '/client/entry/apply', { headers: user!.headers, payload }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer.msg).toBe('您已预约过该日入馆，每个账号每天限预约一次');
    }
    expect(await applyNum(day)).toBe(1);
  });
});
