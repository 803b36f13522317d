import { z } from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  CONTACT_MAX_LENGTH,
  INT_MAX,
  INTRO_MAX_LENGTH,
  REAL_NAME_MAX_LENGTH,
} from './constants.ts';
import { Messages } from './messages.ts';

/**
 * The base of every string a request carries. PostgreSQL text cannot hold a NUL character: one that got through
 * failed the query (a generic error, the raw value in the log), so it is refused here, before any other rule.
 * `required` answers a missing value (and any value that is not text, unless `invalid` is given); `invalid`, when
 * given, answers a value of the wrong type and one holding a NUL.
 */
export function textSchema(required: string, invalid?: string) {
  return z
    .string({ error: (issue) => (issue.input == null || invalid === undefined ? required : invalid) })
    .refine((value) => !value.includes('\u0000'), {
      message: invalid ?? Messages.textUnreadable,
      abort: true,
    });
}

/** Messages of a whole number: one for every way it is wrong, or one per way. */
export type IntMessages =
  | string
  | { notNumber: string; notInteger: string; tooSmall: string; tooLarge: string };
const intMessages = (messages: IntMessages) =>
  typeof messages === 'string'
    ? { notNumber: messages, notInteger: messages, tooSmall: messages, tooLarge: messages }
    : messages;

const NUMERIC_TEXT = /^\s*[-+]?\d+(\.\d+)?\s*$/;

/**
 * A number a JSON body may carry as text: the spec's own client posts form fields as they were typed (`age: "30"`,
 * `sex: "1"`). Text that is a number becomes that number; anything else is left for `schema` to refuse.
 */
export const numberOrNumericText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value),
    schema,
  );

/**
 * A whole number within [min, max] and never above INT_MAX (an id, a page, a count or a year that fits the
 * database's `integer` columns), given as a number or as its text: a JSON body from the spec's own client carries
 * form fields as typed, and a query string or a path segment carries nothing but text. Only plain decimal text
 * (trimmed) counts as a number: `''`, `' '`, `'1e3'`, `'0x10'` and `true` are refused with the messages, not read
 * as 0, 1000, 16 or 1, and `'2.5'` gets the message for a number that is not whole.
 */
export function intSchema(messages: IntMessages, min = 1, max = INT_MAX) {
  const m = intMessages(messages);
  return numberOrNumericText(
    z
      .number({ error: m.notNumber })
      .int(m.notInteger)
      .min(min, m.tooSmall)
      .max(Math.min(max, INT_MAX), m.tooLarge),
  );
}

/** Ids one list may name. */
export const ID_LIST_MAX = 100;

/**
 * A list of ids as the spec's client keeps them, `"1,2,3"` (docs/spec §3: "ids held in a comma-separated
 * string"), or an array of numbers or numeric texts (`?ids=1&ids=2`); blank is no list.
 */
export function idListSchema(label: string) {
  const message = `${label}应为逗号分隔的编号，如 1,2,3`;
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : value.split(',');
  }, z
    .array(intSchema(message), { error: message })
    .max(ID_LIST_MAX, `${label}一次最多 ${ID_LIST_MAX} 个`)
    .optional());
}

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Returns the message to show, or null when the value is valid. */
export function checkPhone(value: string | undefined | null): string | null {
  if (!value) return Messages.phoneRequired;
  return PHONE_PATTERN.test(value) ? null : Messages.phoneInvalid;
}

export function checkPassword(value: string | undefined | null): string | null {
  if (!value) return Messages.passwordRequired;
  return PASSWORD_PATTERN.test(value) ? null : Messages.passwordInvalid;
}

/** Province-level codes that may open a resident ID number (GB/T 2260 first two digits). */
const ID_REGIONS = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 91,
]);
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_DIGITS = '10X98765432';

/** The GB 11643 check digit (0-9 or X) that follows the first 17 digits of a resident ID number. */
export function idCardCheckDigit(first17: string): string {
  const sum = ID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first17[i]), 0);
  return ID_CHECK_DIGITS[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getTime() <= Date.now()
  );
}

/** GB 11643 check: 15-digit (first generation) or 18-digit numbers; a lowercase x is accepted. */
export function checkIdCard(value: string | undefined | null): string | null {
  if (!value) return Messages.idCardRequired;
  const id = value.toUpperCase();
  if (!/^(\d{15}|\d{17}[\dX])$/.test(id)) return Messages.idCardFormat;
  if (!ID_REGIONS.has(Number(id.slice(0, 2)))) return Messages.idCardRegion;
  const birth = id.length === 15 ? `19${id.slice(6, 12)}` : id.slice(6, 14);
  if (!isRealDate(Number(birth.slice(0, 4)), Number(birth.slice(4, 6)), Number(birth.slice(6, 8)))) {
    return Messages.idCardBirthDate;
  }
  if (id.length === 18 && idCardCheckDigit(id) !== id[17]) return Messages.idCardChecksum;
  return null;
}

/**
 * The one form of an ID number that is stored, fingerprinted and compared: trimmed, upper case, and a
 * first-generation 15-digit number written as its 18-digit form (19 before the two-digit birth year, then the
 * check digit), so one person's two numbers are one number. Anything else is returned trimmed and upper case.
 */
export function normaliseIdCard(value: string): string {
  const id = value.trim().toUpperCase();
  if (!/^\d{15}$/.test(id)) return id;
  const first17 = `${id.slice(0, 6)}19${id.slice(6)}`;
  return first17 + idCardCheckDigit(first17);
}

export function checkAge(value: number | undefined | null): string | null {
  if (value === undefined || value === null || Number.isNaN(value)) return Messages.ageRequired;
  return Number.isInteger(value) && value >= AGE_MIN && value <= AGE_MAX ? null : Messages.ageRequired;
}

/**
 * Turns a checker into a zod string schema that reports the same message. A missing value reads "required",
 * a value of the wrong type (a number, an injected object) reads "invalid".
 */
function fromChecker(
  check: (value: string) => string | null,
  requiredMessage: string,
  invalidMessage: string,
) {
  return textSchema(requiredMessage, invalidMessage)
    .trim()
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export const phoneSchema = fromChecker(checkPhone, Messages.phoneRequired, Messages.phoneInvalid);
export const passwordSchema = textSchema(Messages.passwordRequired, Messages.passwordInvalid).superRefine(
  (value, ctx) => {
    const message = checkPassword(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  },
);
export const idCardSchema = fromChecker(
  checkIdCard,
  Messages.idCardRequired,
  Messages.idCardFormat,
).transform(normaliseIdCard);
export const smsCodeSchema = textSchema(Messages.codeRequired).trim().min(1, Messages.codeRequired);
export const captchaCodeSchema = textSchema(Messages.codeRequired).trim().min(1, Messages.codeRequired);
export const realNameSchema = textSchema(Messages.realNameRequired)
  .trim()
  .min(1, Messages.realNameRequired)
  .max(REAL_NAME_MAX_LENGTH, Messages.realNameTooLong);
export const ageSchema = intSchema(Messages.ageRequired, AGE_MIN, AGE_MAX);
/** The contact person of an application, a donation report or an order. */
export const contactSchema = textSchema(Messages.contactRequired)
  .trim()
  .min(1, Messages.contactRequired)
  .max(CONTACT_MAX_LENGTH, Messages.contactTooLong);
export const introSchema = (requiredMessage: string) =>
  textSchema(requiredMessage).trim().min(1, requiredMessage).max(INTRO_MAX_LENGTH, Messages.introTooLong);

/** Masks for sensitive data (docs/PRODUCT.md "Personal data"): 138****5678, 6501**********123X, 张*. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone.replace(/.(?=.{4})/g, '*');
}
export function maskIdCard(id: string): string {
  return id.length > 8
    ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`
    : '*'.repeat(id.length);
}
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Longest note staff write to a visitor (a review's reason, a donation report's note). */
export const STAFF_NOTE_MAX_LENGTH = 200;
/** A staff note: trimmed text, blank counts as none. */
export const staffNoteSchema = (invalid: string, tooLong: string, max = STAFF_NOTE_MAX_LENGTH) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: invalid })
      .refine((value) => !value.includes('\u0000'), invalid)
      .transform((value) => value.trim())
      .refine((value) => [...value].length <= max, tooLong)
      .optional()
      .transform((value) => value || undefined),
  );
