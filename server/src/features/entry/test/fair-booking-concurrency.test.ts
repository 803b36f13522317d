import { EntryMessages } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';

/**
 * Many accounts book for one visitor's document at the same moment (docs/PRODUCT.md "The real crowd"). With
 * PGlite the transactions queue; with PostgreSQL (DATABASE_URL) they race on pooled connections, and the document's
 * row in entry_ids makes them decide one at a time.
 */
let t: TestApp;
/** Wednesday 2 December 2026, 10:00 in Shanghai: 12-03 to 12-08 are open but Monday 12-07. */
const now = new Date('2026-12-02T02:00:00Z');
const OPEN_DAYS = ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-08'];

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '100' }, undefined, () => now);
}, 60_000);
afterAll(() => t.close());

async function accounts(count: number, offset: number): Promise<TestUser[]> {
  const created: TestUser[] = [];
  for (let i = 0; i < count; i += 1) {
    created.push(
      await createSignedInUser(t, { realName: { name: '同时预约', idCard: testIdCard(offset + i) } }),
    );
  }
  return created;
}

const traveller = (passport: string) => ({
  name: 'Lena Vogel',
  sex: 0,
  age: 33,
  idType: 2,
  idCard: passport,
});

async function applyNum(day: string): Promise<number> {
  const slots = await t.api('GET', '/client/entry/slot/list');
  return slots.data.find((slot: { day: string }) => slot.day === day).applyNum;
}

function book(user: TestUser, day: string, visitor: object) {
  return t.api('POST', '/client/entry/apply', {
    headers: user.headers,
    payload: { applyTime: day, users: [visitor], phone: '13800138000' },
  });
}

describe('simultaneous bookings of one document', () => {
  it('hold a day for the document once, however many accounts ask at once', async () => {
    const users = await accounts(20, 500);
    const answers = await Promise.all(users.map((user) => book(user, OPEN_DAYS[0]!, traveller('P0001234'))));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer).toEqual({ code: 500, msg: EntryMessages.visitorBookedThatDay('参观人Lena Vogel') });
    }
    expect(await applyNum(OPEN_DAYS[0]!)).toBe(1);
  });

  it('keep the per-person limit: 4 visit days in any 30, whichever days are asked at once', async () => {
    const users = await accounts(15, 600);
    const asked = users.map((user, i) => ({ user, day: OPEN_DAYS[i % OPEN_DAYS.length]! }));
    const answers = await Promise.all(asked.map(({ user, day }) => book(user, day, traveller('P0005678'))));
    const accepted = answers.filter((answer) => answer.code === 200);
    expect(accepted).toHaveLength(4);
    expect(new Set(accepted.map((answer) => answer.data.applyTime)).size).toBe(4);
    for (const answer of answers.filter((a) => a.code !== 200)) {
      expect(answer.msg).toMatch(
        /^参观人Lena Vogel的证件(已预约过该日入馆|在任意 30 天内最多预约 4 个参观日)/,
      );
    }
    // The refused took no place: every day counts only the bookings that stood.
    let people = 0;
    for (const day of OPEN_DAYS) people += await applyNum(day);
    expect(people).toBe(1 + 4); // the one booking of the test above, and these four
  });
});
