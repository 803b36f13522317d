import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/features/accounts/tables.ts';
import { entryBookings } from '../src/features/entry/tables.ts';
import { FEATURES } from '../src/features/index.ts';
import { CLI_ACTOR, createStaffMember } from '../src/features/staff/index.ts';
import { auditLog, staffSessions } from '../src/features/staff/tables.ts';
import { addDays } from '../src/platform/clock.ts';
import { runRetention } from '../src/platform/retention.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser } from './helpers/users.ts';

/**
 * The privacy policy's periods (dialogs/terms): security logs six months, entry bookings a year; the staff audit log
 * at least a year (400 days).
 */

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
    expect(removed).toEqual({ accounts: 2, staff: 0, engagement: 0, entry: 1, files: 0 });

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

  it('keeps the audit log 400 days, and staff sessions as long as visitors’', async () => {
    const member = await createStaffMember(
      t.db,
      { username: 'retention', name: '员工', password: 'Tianshan2027', roles: ['editor'] },
      CLI_ACTOR,
    );
    const now = Date.now();
    const audit = await t.db
      .insert(auditLog)
      .values(
        [401, 399, 366, 1].map((daysAgo) => ({
          username: 'retention',
          action: 'staff' as const,
          module: 'staff',
          recordId: String(daysAgo),
          createdAt: new Date(now - daysAgo * DAY),
        })),
      )
      .returning({ recordId: auditLog.recordId });
    expect(audit).toHaveLength(4);
    await t.db.insert(staffSessions).values([
      { staffId: member.id, tokenHash: 'old'.padEnd(64, '0'), expiresAt: new Date(now - 200 * DAY) },
      { staffId: member.id, tokenHash: 'new'.padEnd(64, '0'), expiresAt: new Date(now - 20 * DAY) },
    ]);

    const removed = await runRetention(FEATURES, t.ctx, new Date());
    expect(removed.staff).toBe(2);
    const kept = await t.db
      .select({ recordId: auditLog.recordId })
      .from(auditLog)
      .where(eq(auditLog.username, 'retention'));
    expect(kept.map((row) => row.recordId).sort()).toEqual(['1', '366', '399']);
    const sessionsLeft = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(sessionsLeft.map((row) => row.tokenHash[0])).toEqual(['n']);
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
