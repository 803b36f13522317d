import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_MUSEUM_TIMEZONE,
  museumDayOf,
  museumInstant,
  museumWallClock,
  setMuseumTimeZone,
} from '../src/index.ts';

afterEach(() => setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE));

describe("the museum's wall clock", () => {
  it("reads an instant in the museum's zone, whatever the reader's own", () => {
    // 16:05 UTC is five past midnight the next day in China.
    expect(museumWallClock(new Date('2026-11-27T16:05:00Z'))).toEqual({
      year: '2026',
      month: '11',
      day: '28',
      hour: '00',
      minute: '05',
    });
    setMuseumTimeZone('Asia/Urumqi');
    expect(museumWallClock(new Date('2026-11-27T16:05:00Z'))).toMatchObject({ day: '27', hour: '22' });
  });

  it('reads another zone when given one', () => {
    const instant = new Date('2026-12-31T23:59:00Z');
    expect(museumWallClock(instant, 'UTC')).toEqual({
      year: '2026',
      month: '12',
      day: '31',
      hour: '23',
      minute: '59',
    });
    expect(museumWallClock(instant, 'America/New_York')).toMatchObject({ day: '31', hour: '18' });
    expect(museumWallClock(instant, 'UTC')).toMatchObject({ hour: '23' });
    expect(museumWallClock(instant)).toMatchObject({ year: '2027', month: '01', day: '01', hour: '07' });
  });

  it("gives the museum's day of an instant", () => {
    expect(museumDayOf(new Date('2026-11-27T16:05:00Z'))).toBe('2026-11-28');
  });

  it('gives the instant its wall clock shows a time of a day, summer time included', () => {
    expect(museumInstant('2026-11-28', '00:05').toISOString()).toBe('2026-11-27T16:05:00.000Z');
    expect(museumInstant('2026-07-01', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:30:00.000Z',
    );
    expect(museumInstant('2026-12-01', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-12-01T14:30:00.000Z',
    );
  });
});
