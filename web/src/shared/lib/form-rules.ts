import { checkPassword, checkPhone, Messages } from '@museum/shared';
import type { FormRule } from 'antd';

/** An antd form rule from a shared checker, so the site shows exactly the server's messages (docs/spec §5). */
export function ruleFrom(
  check: (value: string) => string | null,
  /** Leave an empty value to a `required` rule beside it, so its message shows once. */
  options: { skipEmpty?: boolean; keepSpaces?: boolean } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const raw = typeof value === 'string' ? value : '';
      const text = options.keepSpaces ? raw : raw.trim();
      if (options.skipEmpty && !raw.trim()) return;
      const message = check(text);
      if (message) throw new Error(message);
    },
  };
}

/** A phone that may be left out (a visitor booked at the window may have none); checked when given. */
export const optionalPhoneRule = ruleFrom(checkPhone, { skipEmpty: true });
export const phoneRules: FormRule[] = [
  { required: true, message: Messages.phoneRequired },
  optionalPhoneRule,
];
export const passwordRules: FormRule[] = [
  { required: true, message: Messages.passwordRequired },
  // Sent as typed, so checked as typed: a trailing space is refused here as the server would refuse it.
  ruleFrom(checkPassword, { skipEmpty: true, keepSpaces: true }),
];
export const codeRules: FormRule[] = [{ required: true, whitespace: true, message: Messages.codeRequired }];

/** A text that must be written (spaces alone do not count) and may run to `max` characters. */
export const textRules = (max: number, required: string, tooLong: string): FormRule[] => [
  { required: true, whitespace: true, message: required },
  { max, message: tooLong },
];
