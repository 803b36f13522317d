import { DoorMessages, EntryStaffMessages } from '@museum/shared';
import { describe, expect, it } from 'vitest';
import type { StoredScan, StoredTicket } from './door-db';
import { offlineVerdict } from './offline-verdict';

const TODAY = '2026-11-29';
const ticket = (status: StoredTicket['status'], checkedInAt: string | null = null): StoredTicket => ({
  codeHash: 'a'.repeat(64),
  date: TODAY,
  people: 2,
  names: ['周*', '吴*'],
  status,
  channel: 'online',
  checkedInAt,
});
const ownScan: StoredScan = {
  nonce: 'nonce-0001',
  date: TODAY,
  codeHash: 'a'.repeat(64),
  scannedAt: '2026-11-29T02:07:00.000Z',
  desk: '东门',
  people: 2,
  state: 'waiting',
};

describe('a desk deciding without the network', () => {
  it('lets a booked ticket of today in', () => {
    expect(offlineVerdict(ticket('booked'), undefined, TODAY)).toEqual({
      kind: 'admit',
      ticket: ticket('booked'),
    });
  });

  it('refuses a code it does not hold, or holds for another day, saying it may be another day’s', () => {
    const unknown = { kind: 'refuse', message: DoorMessages.unknownOffline, level: 'error' };
    expect(offlineVerdict(undefined, undefined, TODAY)).toEqual(unknown);
    expect(offlineVerdict({ ...ticket('booked'), date: '2026-11-28' }, undefined, TODAY)).toEqual(unknown);
  });

  it('refuses a ticket it let in itself, with the time of its own scan (museum time)', () => {
    expect(offlineVerdict(ticket('booked'), ownScan, TODAY)).toEqual({
      kind: 'refuse',
      message: EntryStaffMessages.alreadyCheckedIn('10:07'),
      level: 'warning',
    });
  });

  it('refuses a ticket let in elsewhere before the network went, with that time', () => {
    expect(offlineVerdict(ticket('checkedIn', '2026-11-29T01:30:00.000Z'), undefined, TODAY)).toEqual({
      kind: 'refuse',
      message: EntryStaffMessages.alreadyCheckedIn('09:30'),
      level: 'warning',
    });
  });

  it('refuses cancelled and no-show tickets as the server does', () => {
    expect(offlineVerdict(ticket('cancelled'), undefined, TODAY)).toMatchObject({
      message: EntryStaffMessages.cancelledCode,
      level: 'error',
    });
    expect(offlineVerdict(ticket('noShow'), undefined, TODAY)).toMatchObject({
      message: EntryStaffMessages.noShowCode,
      level: 'error',
    });
  });
});
