import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_MUSEUM_TIMEZONE,
  museumDayOf,
  museumInstant,
  museumWallClock,
  setMuseumTimeZone,
  zoneOffsets,
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

describe("the zone's offsets the server sends", () => {
  const NOW = new Date('2026-11-30T10:00:00Z');
  const intlClock = (zone: string, at: number) => {
    setMuseumTimeZone(zone);
    return museumWallClock(new Date(at));
  };

  it('read the wall clock as Intl does, at every change of summer time to the minute and between', () => {
    for (const zone of ['America/New_York', 'Australia/Lord_Howe', 'Asia/Shanghai']) {
      const offsets = zoneOffsets(zone, NOW);
      // New York changes twice a year, Lord Howe by half an hour; China not at all.
      expect(offsets.changes.length).toBe(zone === 'Asia/Shanghai' ? 1 : 27);
      const instants = offsets.changes.flatMap(([since]) => [
        since - 60_000,
        since - 1,
        since,
        since + 60_000,
      ]);
      for (let at = offsets.from; at < offsets.until; at += 7 * 86_400_000 + 3_661_000) instants.push(at);
      for (const at of instants.filter((i) => i >= offsets.from && i < offsets.until)) {
        const byIntl = intlClock(zone, at);
        setMuseumTimeZone(zone, offsets);
        expect(museumWallClock(new Date(at)), `${zone} ${new Date(at).toISOString()}`).toEqual(byIntl);
      }
    }
  });

  it('spare Intl inside their span and leave it the instants outside', () => {
    const offsets = zoneOffsets('Europe/Lisbon', NOW);
    setMuseumTimeZone('Europe/Lisbon', offsets);
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      // Summer time in Lisbon: an hour ahead of UTC.
      expect(museumWallClock(new Date('2027-07-01T11:00:00Z')).hour).toBe('12');
      expect(museumInstant('2027-07-01', '12:00').toISOString()).toBe('2027-07-01T11:00:00.000Z');
      expect(read).not.toHaveBeenCalled();
      // Twenty years on is past the span: Intl reads it, alike.
      expect(museumWallClock(new Date('2046-07-01T11:00:00Z')).hour).toBe('12');
      expect(read).toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it("are the museum's zone's only: another zone asked for is read by Intl", () => {
    setMuseumTimeZone('Asia/Shanghai', zoneOffsets('Asia/Shanghai', NOW));
    expect(museumWallClock(new Date('2026-11-27T16:05:00Z'), 'America/New_York').hour).toBe('11');
  });
});
