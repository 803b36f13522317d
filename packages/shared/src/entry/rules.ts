import { ENTRY_ADULT_AGE, ENTRY_CHILD_AGE, ENTRY_CHILDREN_PER_ADULT } from '../common/constants.ts';

/**
 * The booking rules a museum configures (docs/PRODUCT.md "The real crowd"), as `GET /client/entry/rules` answers
 * them. Plain values, outside schemas.ts, so the booking page reads them without loading zod.
 */
export interface EntryRules {
  /** Days of the window, today first; the day after them opens at `releaseTime`. */
  windowDays: number;
  /** HH:mm, museum time. */
  releaseTime: string;
  maxVisitors: number;
  /** One ID document books at most `idLimit` visit days in any `idLimitDays` days. */
  idLimit: number;
  idLimitDays: number;
  /** `noShowLimit` no-shows within `noShowWindowDays` bar the ID for `noShowBanDays` days after the last. */
  noShowLimit: number;
  noShowWindowDays: number;
  noShowBanDays: number;
  /** Places of each day kept for the front desk's window and phone bookings. */
  windowReserve: number;
  /** Places of each day for groups, apart from individual places; a group has groupMin..groupMax members. */
  groupCapacity: number;
  groupMin: number;
  groupMax: number;
}

const RELEASE = '放票';

/** What a day not yet released says: when its places open, e.g. 11月30日 17:00 放票 (docs/PRODUCT.md). */
export const releaseNotice = (releaseDay: string, time: string) =>
  `${Number(releaseDay.slice(5, 7))}月${Number(releaseDay.slice(8, 10))}日 ${time} ${RELEASE}`;

/** The short form a day's card shows of a release notice (17:00 放票); null for any other reason. */
export const shortReleaseNotice = (reason: string | null) =>
  reason?.match(new RegExp(`\\d{1,2}:\\d{2} ${RELEASE}$`))?.[0] ?? null;

export const EntryRuleMessages = {
  adultNeeded: `每次预约须有一位年满 ${ENTRY_ADULT_AGE} 周岁的参观人`,
  tooManyChildren: `每位成人最多携带 ${ENTRY_CHILDREN_PER_ADULT} 名 ${ENTRY_CHILD_AGE} 周岁以下儿童`,
  visitorIdRequired: '请填写每位参观人的证件号码',
} as const;

/** A booking's visitors by age: an adult among them, and at most so many children for each adult. */
export function checkVisitorAges(ages: number[]): string | null {
  const adults = ages.filter((age) => age >= ENTRY_ADULT_AGE).length;
  if (adults === 0) return EntryRuleMessages.adultNeeded;
  const children = ages.filter((age) => age < ENTRY_CHILD_AGE).length;
  return children > adults * ENTRY_CHILDREN_PER_ADULT ? EntryRuleMessages.tooManyChildren : null;
}

/** The 预约须知 of the booking page, from the rules. */
export function entryRuleNotes(rules: EntryRules): string[] {
  return [
    `实名预约，免费参观。每次最多为 ${rules.maxVisitors} 位参观人预约，其中至少一位年满 ${ENTRY_ADULT_AGE} 周岁，每位成人最多携带 ${ENTRY_CHILDREN_PER_ADULT} 名 ${ENTRY_CHILD_AGE} 周岁以下儿童。`,
    `可预约今日起 ${rules.windowDays} 天内的参观日；每日 ${rules.releaseTime} 起开放 ${rules.windowDays} 天后那一天的名额，先约先得。`,
    `同一证件 ${rules.idLimitDays} 天内最多预约 ${rules.idLimit} 个参观日（参观当日取消的预约也计入）。`,
    `预约后未到馆，或在参观当日取消，计为一次爽约；${rules.noShowWindowDays} 天内爽约 ${rules.noShowLimit} 次，该证件 ${rules.noShowBanDays} 天内不能预约。`,
    '参观当日请在入馆时间内，凭入馆码和本人有效证件入馆；行程有变请在参观日前取消，把名额留给其他观众。',
  ];
}
