import {
  AccountMessages,
  EntryMessages,
  EntryRuleMessages,
  EntryStaffMessages,
  IdDocumentMessages,
} from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from '#test/helpers/users.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { auditRows } from './operations-support.ts';

/**
 * The fair-booking rules of docs/PRODUCT.md "The real crowd": every document, each visitor's own, minors with an
 * adult, the per-person limit (here 2 visit days in any 5) and the no-show bar (3 within 180 days bar 60 days).
 */
let t: TestApp;
let admin: TestStaff;
/** Wednesday 2 December 2026, 10:00 in Shanghai: the window runs 12-02 to 12-08 (Monday 12-07 closed). */
let now = new Date('2026-12-02T02:00:00Z');
const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00+08:00`);
let idIndex = 300 + (process.pid % 100) * 5;

beforeAll(async () => {
  t = await createTestApp(
    { ENTRY_DAILY_CAPACITY: '50', ENTRY_ID_LIMIT: '2', ENTRY_ID_LIMIT_DAYS: '5' },
    undefined,
    () => now,
  );
  admin = await createStaff(t, ['admin']);
}, 60_000);
afterAll(() => t.close());

function verifiedUser(): Promise<TestUser> {
  idIndex += 1;
  return createSignedInUser(t, { realName: { name: '李明远', idCard: testIdCard(idIndex) } });
}

const adult = { name: '李明远', sex: 1, age: 35 };
const passportHolder = (number: string) => ({
  name: 'Anna Schmidt',
  sex: 0,
  age: 41,
  idType: 2,
  idCard: number,
});

function book(user: TestUser, day: string, users: object[] = [adult]) {
  return t.api('POST', '/client/entry/apply', {
    headers: user.headers,
    payload: { applyTime: day, users, phone: '13800138000' },
  });
}

function cancel(user: TestUser, id: number) {
  return t.api('PUT', `/client/entry/apply/${id}/cancel`, { headers: user.headers });
}

describe('every document', () => {
  const verify = (user: TestUser, payload: object) =>
    t.api('PUT', '/client/account/authentication', {
      headers: user.headers,
      payload: { consent: true, ...payload },
    });

  it('verifies a passport holder by the Latin name on the passport, and shows the document masked', async () => {
    const user = await createSignedInUser(t);
    expect(await verify(user, { truename: 'Anna Schmidt', card: 'c1234567', idType: 1 })).toMatchObject({
      code: 500,
      msg: AccountMessages.trueNameInvalid,
    });
    expect(await verify(user, { truename: 'Anna Schmidt', card: 'C12', idType: 2 })).toEqual({
      code: 500,
      msg: IdDocumentMessages.passport,
    });
    expect(await verify(user, { truename: 'Anna Schmidt', card: 'C1234567', idType: 9 })).toEqual({
      code: 500,
      msg: IdDocumentMessages.typeInvalid,
    });
    const verified = await verify(user, { truename: ' Anna  Schmidt ', card: 'c1234567', idType: '2' });
    expect(verified.code).toBe(200);
    const info = await t.api('GET', '/client/getInfo', { headers: user.headers });
    expect(info.data.user).toMatchObject({
      realNameVerified: true,
      realName: 'A**********t',
      idType: 2,
      idCard: '********',
    });

    // The same passport verifies no second account; a resident card with the same digits is another document.
    const other = await createSignedInUser(t);
    expect(await verify(other, { truename: 'Anna Schmidt', card: 'C1234567', idType: 2 })).toEqual({
      code: 500,
      msg: AccountMessages.documentTaken,
    });

    // The passport holder books as the spec's client does: their own document holds the day.
    const day = '2026-12-03';
    expect((await book(user, day, [{ name: 'Anna Schmidt', sex: 0, age: 41 }])).code).toBe(200);
  });

  it('books each visitor under their own document, masked in the answer, and one day per document', async () => {
    const first = await verifiedUser();
    const booked = await book(first, '2026-12-04', [adult, passportHolder('E98765432')]);
    expect(booked.code, booked.msg).toBe(200);
    expect(booked.data.users).toEqual([
      { name: '李*远', sex: 1, age: 35 },
      { name: 'A**********t', sex: 0, age: 41, idType: 2, idCard: 'E987*5432' },
    ]);

    const second = await verifiedUser();
    expect(await book(second, '2026-12-04', [passportHolder('e98765432')])).toEqual({
      code: 500,
      msg: EntryMessages.visitorBookedThatDay('参观人Anna Schmidt'),
    });
    expect(
      await book(second, '2026-12-04', [passportHolder('E11111111'), passportHolder('E11111111')]),
    ).toEqual({
      code: 500,
      msg: EntryMessages.sameDocumentTwice,
    });
    expect(await book(second, '2026-12-04', [{ ...adult, idType: 3, idCard: 'X123' }])).toEqual({
      code: 500,
      msg: IdDocumentMessages.hongKongMacaoPermit,
    });
    // Nothing was held by the refused bookings: the same visitor books another day.
    expect((await book(second, '2026-12-05', [passportHolder('E98765432')])).code).toBe(200);
  });

  it('asks for an adult in every booking, and at most three children under 14 for each', async () => {
    const user = await verifiedUser();
    const child = { name: '李小明', sex: 1, age: 9 };
    expect(await book(user, '2026-12-06', [child])).toEqual({
      code: 500,
      msg: EntryRuleMessages.adultNeeded,
    });
    expect(await book(user, '2026-12-06', [{ ...child, age: 16 }])).toEqual({
      code: 500,
      msg: EntryRuleMessages.adultNeeded,
    });
    expect(await book(user, '2026-12-06', [adult, child, child, child, child])).toEqual({
      code: 500,
      msg: EntryRuleMessages.tooManyChildren,
    });
    expect((await book(user, '2026-12-06', [adult, child, child, child])).code).toBe(200);
  });
});

describe('the per-person limit', () => {
  it('lets a document book 2 visit days in any 5, names the first day it may book, and frees a cancelled day', async () => {
    const visitorDoc = passportHolder('G20261202');
    const [first, second, third] = await Promise.all([verifiedUser(), verifiedUser(), verifiedUser()]);
    expect((await book(first!, '2026-12-02', [adult, visitorDoc])).code).toBe(200);
    const held = await book(second!, '2026-12-03', [{ ...adult, name: '王强' }, visitorDoc]);
    expect(held.code).toBe(200);
    // From another account too: the document counts, not the account.
    expect(await book(third!, '2026-12-05', [visitorDoc])).toEqual({
      code: 500,
      msg: EntryMessages.idLimitReached('参观人Anna Schmidt', 2, 5, '2026-12-07'),
    });
    // Days far enough from the others are free.
    expect((await book(third!, '2026-12-08', [visitorDoc])).code).toBe(200);
    // A cancellation before the visit day frees the day it counted.
    expect((await cancel(second!, held.data.id)).code).toBe(200);
    expect((await book(second!, '2026-12-05', [visitorDoc])).code).toBe(200);
  });
});

describe('no-shows', () => {
  it('counts three same-day cancellations, bars the document with its end date, shows it, and an admin lifts it', async () => {
    const user = await verifiedUser();
    // Three visit days a week apart (within the per-person limit), each booked and cancelled on the day itself.
    for (const day of ['2026-12-02', '2026-12-09', '2026-12-16']) {
      now = at(day);
      const booked = await book(user, day);
      expect(booked.code, booked.msg).toBe(200);
      const cancelled = await cancel(user, booked.data.id);
      expect(cancelled.code).toBe(200);
    }
    now = at('2026-12-17');
    expect((await t.api('GET', '/client/entry/standing', { headers: user.headers })).data).toEqual({
      noShows: 3,
      barredUntil: '2027-02-14',
    });
    expect(await book(user, '2026-12-18')).toEqual({
      code: 500,
      msg: '因多次预约未到馆，2027-02-14 前暂不能预约',
    });

    const bans = await t.api('GET', '/admin/entry/bans', { headers: admin.headers });
    const ban = bans.rows.find((row: { barredUntil: string }) => row.barredUntil === '2027-02-14');
    expect(ban).toEqual({
      id: expect.any(Number),
      holder: '李*远',
      document: expect.stringMatching(/^居民身份证 6501\*+\d{3}[\dX]$/),
      noShows: 3,
      lastNoShow: '2026-12-16',
      barredUntil: '2027-02-14',
    });
    expect(
      await t.api('DELETE', `/admin/entry/bans/${ban.id}`, {
        headers: admin.headers,
        payload: { reason: ' ' },
      }),
    ).toEqual({
      code: 500,
      msg: EntryStaffMessages.banReasonRequired,
    });
    const lifted = await t.api('DELETE', `/admin/entry/bans/${ban.id}`, {
      headers: admin.headers,
      payload: { reason: '观众来电说明因病未能到馆' },
    });
    expect(lifted).toEqual({ code: 200, msg: EntryStaffMessages.banLifted });
    expect(
      await t.api('DELETE', `/admin/entry/bans/${ban.id}`, {
        headers: admin.headers,
        payload: { reason: '再次' },
      }),
    ).toEqual({
      code: 500,
      msg: EntryStaffMessages.banNotFound,
    });
    const audit = (await auditRows(t, 'status')).find((row) => row.recordId === `ban:${ban.id}`);
    expect(audit?.after).toMatchObject({ lifted: true, reason: '观众来电说明因病未能到馆' });
    expect((await t.api('GET', '/client/entry/standing', { headers: user.headers })).data).toEqual({
      noShows: 0,
      barredUntil: null,
    });
    expect((await book(user, '2026-12-18')).code).toBe(200);
  });

  it('lets only admins list and lift bars', async () => {
    const desk = await createStaff(t, ['frontdesk']);
    expect((await t.api('GET', '/admin/entry/bans', { headers: desk.headers })).code).toBe(403);
    expect(
      (await t.api('DELETE', '/admin/entry/bans/1', { headers: desk.headers, payload: { reason: '说明' } }))
        .code,
    ).toBe(403);
  });
});
