import { z } from 'zod';
import { checkIdCard, checkPassword, checkPhone, normaliseIdCard } from './checks.ts';
import {
  AGE_MAX,
  AGE_MIN,
  CONTACT_MAX_LENGTH,
  INT_MAX,
  INTRO_MAX_LENGTH,
  REAL_NAME_MAX_LENGTH,
} from './constants.ts';
import { dayOf, isCalendarDay } from './dates.ts';
import { IdDocumentMessages, type IdType, idTypeOf } from './id-documents.ts';
import { Messages, QueryMessages } from './messages.ts';

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
  const message = QueryMessages.idListInvalid(label);
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    return value.trim() === '' ? undefined : value.split(',');
  }, z
    .array(intSchema(message), { error: message })
    .max(ID_LIST_MAX, QueryMessages.idListTooLong(label, ID_LIST_MAX))
    .optional());
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
/** An ID document's type, 1 to 6; absent, the resident ID card (the spec's client sends none). */
export const idTypeSchema = z
  .unknown()
  .optional()
  .transform((value, ctx): IdType => {
    const type = idTypeOf(value);
    if (type === null) ctx.addIssue({ code: 'custom', message: IdDocumentMessages.typeInvalid });
    return type ?? 1;
  })
  .meta({
    description:
      '1 居民身份证（缺省）、2 护照、3 港澳居民来往内地通行证、4 台湾居民来往大陆通行证、5 外国人永久居留身份证、6 港澳台居民居住证',
  });
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

/** A calendar day `YYYY-MM-DD` that exists, also given as a date-time (its day). */
export const daySchema = (requiredMessage: string, invalidMessage: string) =>
  textSchema(requiredMessage, invalidMessage)
    .trim()
    .min(1, requiredMessage)
    .transform(dayOf)
    .refine(isCalendarDay, invalidMessage);

/** The messages of a review's decision: approve or not, and the reason a refusal must give. */
export interface ReviewDecisionMessages {
  approveRequired: string;
  reasonRequired: string;
  reasonInvalid: string;
  reasonTooLong: string;
}

/** PUT …/review `{approve, reason}`: a refusal says why (hosting applications, groups). */
export const reviewDecisionSchema = (messages: ReviewDecisionMessages) =>
  z
    .object(
      {
        approve: z.boolean({ error: messages.approveRequired }),
        reason: staffNoteSchema(messages.reasonInvalid, messages.reasonTooLong),
      },
      { error: messages.approveRequired },
    )
    .refine((value) => value.approve || value.reason !== undefined, {
      message: messages.reasonRequired,
      path: ['reason'],
    });
