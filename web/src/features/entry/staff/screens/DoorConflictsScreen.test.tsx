import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, profiles, renderConsole, signedInForEachTest } from '#test/console.tsx';

const conflict = {
  code: 'AB12****',
  people: 2,
  names: ['欧*明', '欧*丽'],
  scans: [
    { desk: '东门', scannedAt: '2026-11-29T02:07:04.000Z', kept: true },
    { desk: '西门', scannedAt: '2026-11-29T02:07:36.000Z', kept: false },
  ],
};

signedInForEachTest();

describe('the tickets let in twice', () => {
  it('lists each with its scans in time order, the kept one and the conflict told apart in words', async () => {
    const calls = fakeServer({
      'GET /admin/me': ok(profiles.frontdesk),
      'GET /admin/entry/checkin/conflicts': ok([conflict]),
    });
    renderConsole('/admin/entry/conflicts', { width: 1024 });
    const row = (await screen.findByText('AB12****')).closest('tr')!;
    expect(row.textContent).toContain('欧*明、欧*丽');
    const scans = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(scans).toEqual(['10:07:04东门计为入馆', '10:07:36西门重复入馆']);
    expect(calls.find((call) => call.path === '/admin/entry/checkin/conflicts')?.query.get('date')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('says when a day had none', async () => {
    fakeServer({ 'GET /admin/me': ok(profiles.frontdesk), 'GET /admin/entry/checkin/conflicts': ok([]) });
    renderConsole('/admin/entry/conflicts', { width: 1024 });
    expect(await screen.findByText(/没有重复入馆/)).toBeTruthy();
  });
});
