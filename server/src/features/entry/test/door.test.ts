import { createHash } from 'node:crypto';
import { DoorMessages, DoorPaths, EntryPaths, EntryStaffMessages, EntryStaffPaths } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { entryBookings } from '../tables.ts';
import { auditRows, bookOn, TODAY, WEDNESDAY_10AM } from './operations-support.ts';

/**
 * The door without a network (docs/PRODUCT.md): the day's tickets as hashes, scans sent late applied once each at
 * their own time, the earliest scan of a ticket kept and later ones listed as conflicts.
 */
let t: TestApp;
let desk: TestStaff;

beforeAll(async () => {
  t = await createTestApp({}, undefined, () => WEDNESDAY_10AM);
  desk = await createStaff(t, ['frontdesk']);
}, 60_000);
afterAll(() => t.close());

/** A time of the visit day, Shanghai: `09:30` is 01:30Z. */
const at = (time: string) => new Date(`${TODAY}T${time}:00+08:00`).toISOString();
let nonces = 0;
const scan = (code: string, desk: string, time: string, nonce = `nonce-${process.pid}-${++nonces}`) => ({
  code,
  desk,
  scannedAt: at(time),
  nonce,
});
const send = (scans: object[], staff: TestStaff = desk) =>
  t.api('POST', DoorPaths.batch, { headers: staff.headers, payload: scans });
const booking = async (id: number) =>
  (await t.db.select().from(entryBookings).where(eq(entryBookings.id, id)))[0]!;
const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');

describe('the manifest', () => {
  it('holds the day’s tickets as hashes, never codes, and answers what changed since', async () => {
    const kept = await bookOn(t, TODAY, 2);
    const cancelled = await bookOn(t, TODAY);
    const manifest = await t.api('GET', `${DoorPaths.manifest}?date=${TODAY}`, { headers: desk.headers });
    expect(manifest.code).toBe(200);
    expect(JSON.stringify(manifest)).not.toContain(kept.ticketCode);
    expect(manifest.data.tickets).toContainEqual({
      codeHash: sha256(kept.ticketCode),
      people: 2,
      names: ['张*丰', '李*光'],
      status: 'booked',
      channel: 'online',
      checkedInAt: null,
    });

    await t.api('PUT', EntryPaths.cancel(cancelled.id), { headers: cancelled.user.headers });
    const changes = await t.api(
      'GET',
      `${DoorPaths.manifest}?date=${TODAY}&since=${manifest.data.generatedAt}`,
      {
        headers: desk.headers,
      },
    );
    expect(changes.data.tickets).toContainEqual(
      expect.objectContaining({ codeHash: sha256(cancelled.ticketCode), status: 'cancelled' }),
    );
    expect(
      (await t.api('GET', `${DoorPaths.manifest}?date=${TODAY}&since=yesterday`, { headers: desk.headers }))
        .msg,
    ).toBe(DoorMessages.sinceInvalid);
  });
});

describe('scans sent late', () => {
  it('check a ticket in at the scan’s time once, keep the earliest scan and list the others as conflicts', async () => {
    const ticket = await bookOn(t, TODAY, 3);
    const east = scan(ticket.ticketCode, '东门 1 号', '09:30');
    const first = await send([east]);
    expect(first).toMatchObject({
      code: 200,
      msg: DoorMessages.received(1),
      data: [{ nonce: east.nonce, outcome: 'admitted', message: null }],
    });
    expect(await booking(ticket.id)).toMatchObject({
      status: 'checkedIn',
      checkedInAt: new Date(at('09:30')),
    });

    // The desk retries (its answer was lost): the same scan, applied once.
    expect((await send([east])).data).toEqual([{ nonce: east.nonce, outcome: 'admitted', message: null }]);
    // Another desk let the same ticket in later, and a third one earlier.
    const later = scan(ticket.ticketCode, '西门', '09:40');
    const earlier = scan(ticket.ticketCode, '南门', '09:20');
    expect((await send([later, earlier])).data.map((result: { outcome: string }) => result.outcome)).toEqual([
      'conflict',
      'admitted',
    ]);
    expect((await booking(ticket.id)).checkedInAt).toEqual(new Date(at('09:20')));

    const conflicts = await t.api('GET', `${DoorPaths.conflicts}?date=${TODAY}`, { headers: desk.headers });
    const listed = conflicts.data.find((conflict: { code: string }) =>
      conflict.code.startsWith(ticket.ticketCode.slice(0, 4)),
    );
    expect(listed).toEqual({
      code: `${ticket.ticketCode.slice(0, 4)}${'*'.repeat(ticket.ticketCode.length - 4)}`,
      people: 3,
      names: ['张*丰', '李*光', '王*岳'],
      scans: [
        { desk: '南门', scannedAt: at('09:20'), kept: true },
        { desk: '东门 1 号', scannedAt: at('09:30'), kept: false },
        { desk: '西门', scannedAt: at('09:40'), kept: false },
      ],
    });
  });

  it('answer an unknown, a cancelled and another day’s ticket with the door’s words', async () => {
    const cancelled = await bookOn(t, TODAY);
    await t.api('PUT', EntryPaths.cancel(cancelled.id), { headers: cancelled.user.headers });
    const tomorrow = await bookOn(t, '2026-12-03');
    const answers = await send([
      scan('ZZZZ9999ZZZZ', '东门', '09:00'),
      scan(cancelled.ticketCode, '东门', '09:01'),
      scan(tomorrow.ticketCode, '东门', '09:02'),
    ]);
    expect(
      answers.data.map((result: { outcome: string; message: string }) => [result.outcome, result.message]),
    ).toEqual([
      ['unknown', EntryStaffMessages.unknownCode],
      ['refused', EntryStaffMessages.cancelledCode],
      ['refused', EntryStaffMessages.otherDay('2026-12-03')],
    ]);
    expect((await booking(tomorrow.id)).status).toBe('booked');
  });

  it('list an online check-in with its desk when an offline desk let the ticket in again', async () => {
    const ticket = await bookOn(t, TODAY);
    const online = await t.api('POST', EntryStaffPaths.checkin, {
      headers: desk.headers,
      payload: { code: ticket.ticketCode, desk: '北门' },
    });
    expect(online.code).toBe(200);
    // Checked in online at 10:00; the offline desk's scan came a minute later, and the log says so.
    const logged = (await auditRows(t, 'checkin')).length;
    expect((await send([scan(ticket.ticketCode, '东门', '10:01')])).data[0].outcome).toBe('conflict');
    const rows = await auditRows(t, 'checkin');
    expect(rows).toHaveLength(logged + 1);
    expect(JSON.stringify(rows.at(-1))).toContain('conflict');
    expect(JSON.stringify(rows.at(-1))).toContain('东门');
    const conflicts = await t.api('GET', `${DoorPaths.conflicts}?date=${TODAY}`, { headers: desk.headers });
    const listed = conflicts.data.find((conflict: { names: string[]; scans: { desk: string }[] }) =>
      conflict.scans.some((entry) => entry.desk === '北门'),
    );
    expect(listed.scans.map((entry: { desk: string; kept: boolean }) => [entry.desk, entry.kept])).toEqual([
      ['北门', true],
      ['东门', false],
    ]);
  });

  it('apply a batch sent three times at once exactly once', async () => {
    const tickets = await Promise.all([bookOn(t, TODAY), bookOn(t, TODAY), bookOn(t, TODAY)]);
    const batch = tickets.map((ticket, i) => scan(ticket.ticketCode, '东门', `09:1${i}`));
    const before = (await auditRows(t, 'checkin')).length;
    const answers = await Promise.all([send(batch), send(batch), send(batch)]);
    for (const answer of answers) {
      expect(answer.data.map((result: { outcome: string }) => result.outcome)).toEqual([
        'admitted',
        'admitted',
        'admitted',
      ]);
    }
    expect((await auditRows(t, 'checkin')).length - before).toBe(3);
  });

  it('refuse scans from the future, bad nonces, and staff outside the front desk', async () => {
    const ticket = await bookOn(t, TODAY);
    expect(
      await send([{ ...scan(ticket.ticketCode, '东门', '09:00'), scannedAt: '2026-12-03T02:00:00Z' }]),
    ).toEqual({
      code: 500,
      msg: DoorMessages.scannedAtFuture,
    });
    expect(await send([{ ...scan(ticket.ticketCode, '东门', '09:00'), nonce: 'x' }])).toEqual({
      code: 500,
      msg: DoorMessages.nonceInvalid,
    });
    expect(await send([])).toEqual({ code: 500, msg: DoorMessages.scansRequired });
    const editor = await createStaff(t, ['editor']);
    expect((await send([scan(ticket.ticketCode, '东门', '09:00')], editor)).code).toBe(403);
    expect((await booking(ticket.id)).status).toBe('booked');
  });
});
