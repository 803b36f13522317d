import { DEFAULT_MUSEUM_TIMEZONE, setMuseumTimeZone, zoneOffsets } from '@museum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { museumDateTime, museumTime, museumToday } from '../../features/entry/staff/components/dates';
import { setPageLanguage } from '../i18n';
import {
  dateBlock,
  formatDate,
  formatDateOf,
  formatDateRange,
  formatDay,
  formatDotted,
  formatEventTime,
  formatMinute,
  formatMoment,
  formatTime,
} from './format';

// 2026-11-24 23:30 in Beijing is 10:30 in New York on the same day, and 2026-11-24 15:30 UTC.
const LATE_EVENING_IN_BEIJING = '2026-11-24T15:30:00.000Z';

afterEach(() => {
  setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE);
  setPageLanguage('zh');
});

describe('dates as the museum states them', () => {
  it('read an instant in the museum’s configured time zone, not the device’s', () => {
    expect(formatMinute(LATE_EVENING_IN_BEIJING)).toBe('2026-11-24 23:30');
    expect(museumTime(LATE_EVENING_IN_BEIJING)).toBe('23:30');
    expect(museumDateTime('2026-11-24T16:05:00Z')).toBe('11-25 00:05');
    expect(museumToday(new Date('2026-11-24T16:05:00Z'))).toBe('2026-11-25');

    setMuseumTimeZone('America/New_York');
    expect(formatMinute(LATE_EVENING_IN_BEIJING)).toBe('2026-11-24 10:30');
    expect(formatTime(LATE_EVENING_IN_BEIJING)).toBe('10:30');
    expect(museumToday(new Date('2026-11-24T16:05:00Z'))).toBe('2026-11-24');
    expect(dateBlock('2026-11-25T03:00:00Z')).toEqual({ day: '24', month: '2026.11' });
    expect(formatDateOf('2026-11-25T03:00:00Z')).toBe('2026年11月24日');
  });

  it('keep a calendar date the day it names in any zone', () => {
    for (const zone of ['Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      setMuseumTimeZone(zone);
      expect(formatDate('2026-12-01')).toBe('2026年12月1日');
      expect(dateBlock('2026-12-01')).toEqual({ day: '01', month: '2026.12' });
    }
  });
});

describe('dates in the page’s language', () => {
  // Saturday 5 December 2026, 14:30 to 16:00 in Urumqi's museum time (UTC+8).
  const START = '2026-12-05T06:30:00.000Z';
  const END = '2026-12-05T08:00:00.000Z';

  it('are written in Chinese on Chinese pages', () => {
    expect(formatDate('2026-11-23')).toBe('2026年11月23日');
    expect(formatDateRange('2026-09-01', '2027-01-10')).toBe('2026.09.01 — 2027.01.10');
    expect(formatDateRange('2026-09-01', null)).toBe('2026.09.01 起 · 长期展出');
    expect(formatDay(START)).toBe('12月5日周六');
    expect(formatEventTime(START, END)).toBe('12月5日周六 14:30—16:00');
    expect(formatEventTime(START, END, true)).toBe('2026年12月5日周六 14:30—16:00');
    expect(formatMoment(START)).toBe('12月5日周六 14:30');
  });

  it('are written in English on English pages, the numeric forms unchanged', () => {
    setPageLanguage('en');
    expect(formatDate('2026-11-23')).toBe('23 November 2026');
    expect(formatDate('2026-12-01')).toBe('1 December 2026');
    expect(formatDateOf('2026-11-24T15:30:00.000Z')).toBe('24 November 2026');
    expect(formatDateRange('2026-09-01', '2027-01-10')).toBe('1 Sep 2026 – 10 Jan 2027');
    expect(formatDateRange('2026-09-01', null)).toBe('From 1 Sep 2026 · Permanent');
    expect(formatDay(START)).toBe('Sat 5 Dec');
    expect(formatDay('2026-11-23')).toBe('Mon 23 Nov');
    expect(formatEventTime(START, END)).toBe('Sat 5 Dec, 14:30–16:00');
    expect(formatEventTime(START, END, true)).toBe('Sat 5 Dec 2026, 14:30–16:00');
    expect(formatMoment(START)).toBe('Sat 5 Dec, 14:30');
    expect(formatMinute(START)).toBe('2026-12-05 14:30');
    expect(formatTime(START)).toBe('14:30');
    expect(formatDotted('2026-12-05')).toBe('2026.12.05');
    expect(dateBlock(START)).toEqual({ day: '05', month: 'Dec 2026' });
  });

  it('are written in Chinese as Intl writes them, from the offsets the server sent as from Intl', () => {
    const zone = 'America/New_York';
    const intl = (options: Intl.DateTimeFormatOptions) => (iso: string) =>
      new Intl.DateTimeFormat('zh-CN', { timeZone: zone, ...options }).format(new Date(iso));
    const day = intl({ month: 'long', day: 'numeric', weekday: 'short' });
    const dayOfYear = intl({ year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' });
    const time = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // Around the end of summer time, the small hours, midnight and a leap day, a week apart through a year.
    const instants = ['2026-11-01T05:59:00Z', '2026-11-01T06:00:00Z', '2028-02-29T05:00:00Z'];
    for (
      let at = Date.parse('2026-01-01T00:00:00Z');
      at < Date.parse('2027-01-01');
      at += 7 * 86_400_000 + 3_660_000
    ) {
      instants.push(new Date(at).toISOString());
    }
    for (const offsets of [undefined, zoneOffsets(zone, new Date('2026-11-30T00:00:00Z'))]) {
      setMuseumTimeZone(zone, offsets);
      for (const iso of instants) {
        expect(formatDay(iso)).toBe(day(iso));
        expect(formatEventTime(iso, iso, true)).toBe(`${dayOfYear(iso)} ${time(iso)}—${time(iso)}`);
        expect(formatDateOf(iso)).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' })(iso));
      }
    }
  });

  it('keep the museum’s day in English too, whatever the zone', () => {
    setPageLanguage('en');
    setMuseumTimeZone('America/New_York');
    expect(formatDateOf('2026-11-25T03:00:00Z')).toBe('24 November 2026');
    expect(formatDay('2026-11-25T03:00:00Z')).toBe('Tue 24 Nov');
  });
});
