import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type EntryStatus,
  type GroupStatus,
  IdType,
  LANGUAGE_TAGS,
  type Language,
  Sex,
} from '@museum/shared';

/**
 * The labels timed entry draws from codes, in the page's language (the shared package's tables are the Chinese
 * the server and the console use; these say the same).
 */
export const ENTRY_STATUS_TEXT: Record<EntryStatus, MessageDescriptor> = {
  booked: msg`已预约`,
  cancelled: msg`已取消`,
  checkedIn: msg`已入馆`,
  noShow: msg`未到馆`,
};

export const GROUP_STATUS_TEXT: Record<GroupStatus, MessageDescriptor> = {
  pending: msg`待审核`,
  approved: msg`已通过`,
  rejected: msg`未通过`,
  cancelled: msg`已取消`,
  checkedIn: msg`已入馆`,
  noShow: msg`未到馆`,
};

/** The spec's three values; "unknown" for a visitor who would rather not say. */
export const SEX_TEXT: Record<Sex, MessageDescriptor> = {
  [Sex.male]: msg`男`,
  [Sex.female]: msg`女`,
  [Sex.unknown]: msg`未知`,
};

/** A document's name in a table of members, short (as its narrow field shows it; in Chinese the name itself). */
export const ID_TYPE_TEXT: Record<IdType, MessageDescriptor> = {
  [IdType.residentCard]: msg({ message: '居民身份证', context: 'document type, short' }),
  [IdType.passport]: msg({ message: '护照', context: 'document type, short' }),
  [IdType.hongKongMacaoPermit]: msg({ message: '港澳居民来往内地通行证', context: 'document type, short' }),
  [IdType.taiwanPermit]: msg({ message: '台湾居民来往大陆通行证', context: 'document type, short' }),
  [IdType.foreignPermanentResident]: msg({
    message: '外国人永久居留身份证',
    context: 'document type, short',
  }),
  [IdType.residencePermit]: msg({ message: '港澳台居民居住证', context: 'document type, short' }),
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A calendar date's parts in `language`, read as written (no time zone moves it to another day). */
function partsOf(day: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { timeZone: 'UTC', ...options });
    dayFormats.set(key, format);
  }
  const parts = format.formatToParts(new Date(`${day}T00:00:00Z`));
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * A visit day (YYYY-MM-DD) as its card and its sentences show it: `{ weekday: 'Sat', date: '5 Dec' }`. Chinese
 * pages show the server's own `dayShortDesc` (11月24日 周二); this is English's, read as the calendar date it is
 * (no time zone moves it).
 */
export function dayParts(day: string, language: Language): { weekday: string; date: string } {
  const part = partsOf(day, language, { weekday: 'short', day: 'numeric', month: 'short' });
  return { weekday: part('weekday'), date: `${part('day')} ${part('month')}` };
}

/** A day with its year, in English `20 December 2026` (a bar's end, which may fall in another year). */
export function fullDay(day: string, language: Language): string {
  if (language === 'zh') return day;
  const part = partsOf(day, language, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/**
 * A visit day in a sentence or a label: the server's `dayShortDesc` on a Chinese page (11月24日 周二), `Tue 24 Nov`
 * on an English one.
 */
export function visitDay(day: string, dayShortDesc: string, language: Language): string {
  if (language === 'zh') return dayShortDesc;
  const { weekday, date } = dayParts(day, language);
  return `${weekday} ${date}`;
}

/** Weekday and date apart, for a day's card or a booking's date block. */
export function visitDayParts(
  day: string,
  dayShortDesc: string,
  language: Language,
): { weekday: string; date: string } {
  if (language !== 'zh') return dayParts(day, language);
  const [date = '', weekday = ''] = dayShortDesc.split(' ');
  return { weekday, date };
}
