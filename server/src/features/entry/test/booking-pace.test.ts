import { EntryMessages } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';

/**
 * The booking pace (docs/PRODUCT.md "Release-time rush"): a client asking more than a person can, per account and
 * per network address in a minute, is slowed with 操作过于频繁，请稍后再试, and the others are not. The attempts
 * arrive at once: each counter is one atomic increment (in Redis when REDIS_URL is set).
 */
let t: TestApp;
const now = new Date('2026-12-02T02:00:00Z');

beforeAll(async () => {
  t = await createTestApp(
    { ENTRY_BOOK_ACCOUNT_PER_MINUTE: '5', ENTRY_BOOK_IP_PER_MINUTE: '12', TRUST_PROXY: '1' },
    undefined,
    () => now,
  );
}, 60_000);
afterAll(() => t.close());

let idIndex = 850 + (process.pid % 100) * 3;
async function visitor(): Promise<TestUser> {
  idIndex += 1;
  return createSignedInUser(t, { realName: { name: '李明远', idCard: testIdCard(idIndex) } });
}

function attempt(user: TestUser, from: string, day = '2026-12-03') {
  return t.api('POST', '/client/entry/apply', {
    headers: { ...user.headers, 'x-forwarded-for': from },
    payload: { applyTime: day, users: [{ name: '李明远', sex: 1, age: 30 }], phone: '13800138000' },
  });
}

const slowed = { code: 500, msg: EntryMessages.tooFrequent };

describe('the booking pace', () => {
  it('slows one account firing 30 attempts at once after 5, without slowing another account', async () => {
    const [script, person] = [await visitor(), await visitor()];
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(script!, '10.0.0.1')));
    expect(answers.filter((answer) => answer.msg === slowed.msg)).toHaveLength(25);
    // The 5 that got through were decided by the rules: one booking of the day, the rest refused as repeats.
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect((await attempt(person!, '10.0.0.2')).code).toBe(200);
  });

  it('slows one address after 12 attempts a minute, whatever accounts it uses, and not another address', async () => {
    const accounts = await Promise.all(Array.from({ length: 16 }, () => visitor()));
    const answers = await Promise.all(accounts.map((user) => attempt(user, '10.0.0.9', '2026-12-04')));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(12);
    for (const answer of answers.filter((a) => a.code !== 200)) expect(answer).toEqual(slowed);
    expect((await attempt(await visitor(), '10.0.0.10', '2026-12-04')).code).toBe(200);
  });
});
