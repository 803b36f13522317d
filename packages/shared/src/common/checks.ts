import { AGE_MAX, AGE_MIN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { Messages } from './messages.ts';

/*
 * The rules of personal data as plain functions, without zod: the site's first screen uses some of them (masks,
 * the sign-in form's checks) and should not load the schema library for that. validators.ts builds the schemas
 * on them.
 */

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`,
);
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
/** A record's contact person and phone, masked (a visitor's own records, the staff's lists). */
export const maskContact = (record: { people: string; phone: string }) => ({
  people: maskName(record.people),
  phone: maskPhone(record.phone),
});
