import { textSchema } from './validators.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `YYYY-MM-DD` names a day of the calendar (2026-02-30 does not). */
export function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A calendar day `YYYY-MM-DD` that exists. */
export const daySchema = (requiredMessage: string, invalidMessage: string) =>
  textSchema(requiredMessage, invalidMessage)
    .trim()
    .min(1, requiredMessage)
    .refine((value) => DAY_PATTERN.test(value) && isRealDay(value), invalidMessage);
