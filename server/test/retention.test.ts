import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/features/accounts/tables.ts';
import { entryBookings } from '../src/features/entry/tables.ts';
import { FEATURES } from '../src/features/index.ts';
import { addDays } from '../src/platform/clock.ts';
import { runRetention } from '../src/platform/retention.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser } from './helpers/users.ts';

/** The privacy policy's periods (dialogs/terms): security logs six months, entry bookings a year. */

const DAY = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(
  userId: number,
  label: string,
  ended: { expiresDaysAgo: number; revokedDaysAgo?: number },
) {
  const now = Date.now();
  const [row] = await t.db
    .insert(sessions)
    .values({
      userId,
      tokenHash: label.padEnd(64, '0'),
      expiresAt: new Date(now - ended.expiresDaysAgo * DAY),
      revokedAt: ended.revokedDaysAgo === undefined ? null : new Date(now - ended.revokedDaysAgo * DAY),
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
    })
    .returning({ id: sessions.id });
  return row!.id;
}

async function booking(userId: number, daysAgo: number, code: string) {
  const visitDay = addDays(t.ctx.clock.today(), -daysAgo);
  const [row] = await t.db
    .insert(entryBookings)
    .values({
      userId,
      visitDay,
      people: 1,
      visitorsCipher: 'sealed',
      phone: '13912345678',
      idCardHmac: code.padEnd(64, '0'),
      ticketCode: code,
    })
    .returning({ id: entryBookings.id });
  return row!.id;
}

describe('retention of personal data', () => {
  it('removes sessions ended over six months ago and bookings visited over a year ago, and nothing newer', async () => {
    const user = await createSignedInUser(t);
    const expiredLongAgo = await session(user.id, 'a', { expiresDaysAgo: 200 });
    const revokedLongAgo = await session(user.id, 'b', { expiresDaysAgo: -3, revokedDaysAgo: 190 });
    const expiredRecently = await session(user.id, 'c', { expiresDaysAgo: 20 });
    const live = await session(user.id, 'd', { expiresDaysAgo: -7 });
    const visitedLongAgo = await booking(user.id, 400, 'OLDTICKET0001');
    const visitedThisYear = await booking(user.id, 300, 'NEWTICKET0001');

    const removed = await runRetention(FEATURES, t.ctx, new Date());
    // files: uploads no form attached (none here)
    expect(removed).toEqual({ accounts: 2, entry: 1, files: 0 });

    const keptSessions = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [expiredLongAgo, revokedLongAgo, expiredRecently, live]));
    expect(keptSessions.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      [expiredRecently, live].sort((a, b) => a - b),
    );
    const keptBookings = await t.db
      .select({ id: entryBookings.id })
      .from(entryBookings)
      .where(inArray(entryBookings.id, [visitedLongAgo, visitedThisYear]));
    expect(keptBookings.map((b) => b.id)).toEqual([visitedThisYear]);
    // The signed-in visitor's own session is untouched and still works.
    expect((await t.api('GET', '/client/getInfo', { headers: user.headers })).code).toBe(200);
  });

  it('runs once the server listens', async () => {
    const user = await createSignedInUser(t);
    const stale = await session(user.id, 'e', { expiresDaysAgo: 365 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(async () => (await t.db.select().from(sessions).where(eq(sessions.id, stale))).length)
      .toBe(0);
  });
});
