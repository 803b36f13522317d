import { DEFAULT_MUSEUM_TIMEZONE, museumDayOf, SitePaths, setMuseumTimeZone } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';

/** The site states dates in the museum's zone: it learns the zone from the settings, as the server reads it. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MUSEUM_TIMEZONE: 'Asia/Urumqi' });
});
afterAll(async () => {
  setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE);
  await t.close();
});

describe('site settings', () => {
  it('carry the configured time zone, the one the server reads days in', async () => {
    const response = await t.app.inject({ url: `/prod-api${SitePaths.settings}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.timeZone).toBe('Asia/Urumqi');
    // 01:30 on the 25th in Beijing is still 23:30 on the 24th in Urumqi.
    expect(museumDayOf(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-24');
  });
});
