import { type EntryRules, idCardCheckDigit } from '@museum/shared';

/** The entry rules as the server answers them by default (GET /client/entry/rules). */
export const ENTRY_RULES: EntryRules = {
  windowDays: 7,
  releaseTime: '17:00',
  maxVisitors: 5,
  idLimit: 4,
  idLimitDays: 30,
  noShowLimit: 3,
  noShowWindowDays: 180,
  noShowBanDays: 60,
  windowReserve: 50,
  groupCapacity: 200,
  groupMin: 10,
  groupMax: 50,
};

/** A resident ID number born on `birth` (YYYYMMDD), with its check digit. */
export function residentId(birth: string, serial: number) {
  const body = `110101${birth}${String(serial).padStart(3, '0')}`;
  return body + idCardCheckDigit(body);
}
