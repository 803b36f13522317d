import { DEFAULT_MUSEUM_TIMEZONE, setMuseumTimeZone } from '@museum/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { museumDateTime, museumTime, museumToday } from '../../features/entry/staff/components/dates';
import { dateBlock, formatDate, formatDateOf, formatMinute, formatTime } from './format';

// 2026-11-24 23:30 in Beijing is 10:30 in New York on the same day, and 2026-11-24 15:30 UTC.
const LATE_EVENING_IN_BEIJING = '2026-11-24T15:30:00.000Z';

afterEach(() => setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE));

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
