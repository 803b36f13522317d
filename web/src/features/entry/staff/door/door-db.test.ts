import 'fake-indexeddb/auto';
import type { DoorManifest } from '@museum/shared';
import { describe, expect, it } from 'vitest';
import { doorDb } from './door-db';

const ticket = (codeHash: string, status: DoorManifest['tickets'][number]['status'] = 'booked') => ({
  codeHash,
  people: 1,
  names: ['周*'],
  status,
  channel: 'online' as const,
  checkedInAt: null,
});

const scan = (nonce: string, codeHash: string, scannedAt: string, date = '2026-11-29') => ({
  nonce,
  date,
  codeHash,
  code: `CODE-${nonce}`,
  scannedAt,
  desk: '东门',
  people: 1,
  state: 'waiting' as const,
});

// One database for the file, as on a desk: each test builds on what the earlier ones left.
describe('the desk’s store', () => {
  it('replaces its tickets with a whole manifest and updates those a change list names', async () => {
    await doorDb.saveManifest(
      { date: '2026-11-28', generatedAt: '2026-11-28T09:00:00.000Z', tickets: [ticket('old')] },
      true,
    );
    await doorDb.saveManifest(
      { date: '2026-11-29', generatedAt: '2026-11-29T01:00:00.000Z', tickets: [ticket('h1'), ticket('h2')] },
      true,
    );
    expect(await doorDb.ticket('old')).toBeUndefined();
    expect(await doorDb.syncPoint('2026-11-28')).toBeUndefined();
    expect(await doorDb.ticketCount('2026-11-29')).toBe(2);

    await doorDb.saveManifest(
      { date: '2026-11-29', generatedAt: '2026-11-29T01:00:05.000Z', tickets: [ticket('h2', 'cancelled')] },
      false,
    );
    expect((await doorDb.ticket('h2'))?.status).toBe('cancelled');
    expect((await doorDb.ticket('h1'))?.status).toBe('booked');
    expect(await doorDb.syncPoint('2026-11-29')).toBe('2026-11-29T01:00:05.000Z');
  });

  it('keeps scans waiting, oldest first, and marks their tickets let in', async () => {
    await doorDb.addScan(scan('n2', 'h1', '2026-11-29T02:00:02.000Z'));
    await doorDb.addScan(scan('n1', 'hX', '2026-11-29T02:00:01.000Z'));
    expect((await doorDb.waiting()).map((waiting) => waiting.nonce)).toEqual(['n1', 'n2']);
    expect(await doorDb.waitingCount()).toBe(2);
    expect(await doorDb.ticket('h1')).toMatchObject({
      status: 'checkedIn',
      checkedInAt: '2026-11-29T02:00:02.000Z',
    });
    expect((await doorDb.ownScan('h1', '2026-11-29'))?.nonce).toBe('n2');
    expect(await doorDb.ownScan('h1', '2026-11-30')).toBeUndefined();
  });

  it('keeps the server’s answers and forgets the codes sent', async () => {
    await doorDb.settle([
      { nonce: 'n1', outcome: 'unknown', message: '票号不存在，请核对后重试' },
      { nonce: 'n2', outcome: 'admitted', message: null },
    ]);
    expect(await doorDb.waitingCount()).toBe(0);
    const kept = await doorDb.ownScan('h1', '2026-11-29');
    expect(kept).toMatchObject({ state: 'sent', outcome: 'admitted' });
    expect(kept).not.toHaveProperty('code');
    // A scan the server found unknown does not count as a ticket let in here.
    expect(await doorDb.ownScan('hX', '2026-11-29')).toBeUndefined();
  });

  it('forgets sent scans of days gone by, never waiting ones', async () => {
    await doorDb.addScan(scan('old-waiting', 'h9', '2026-11-28T02:00:00.000Z', '2026-11-28'));
    await doorDb.forgetBefore('2026-11-30');
    expect(await doorDb.ownScan('h1', '2026-11-29')).toBeUndefined();
    expect((await doorDb.waiting()).map((waiting) => waiting.nonce)).toEqual(['old-waiting']);
  });
});
