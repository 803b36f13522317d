import { checkPassword, checkPhone, Messages } from '@museum/shared';
import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { inPageLanguage, inPageLanguageReady } from './shared-english';

/**
 * An antd form rule from a shared checker, so the site shows exactly the server's messages (docs/spec §5), in the
 * page's language (their English twins on English pages).
 */
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
      if (message) throw new Error(await inPageLanguageReady(message));
    },
  };
}

/**
 * A rule whose message is a shared package's, in the page's language: antd reads a rule given as a function when it
 * checks the field, so the message is chosen then, not when the module loads.
 */
export const ruleWith =
  (rule: Omit<RuleObject, 'message'>, message: string): FormRule =>
  () => ({ ...rule, message: inPageLanguage(message) });

/** A phone that may be left out (a visitor booked at the window may have none); checked when given. */
export const optionalPhoneRule = ruleFrom(checkPhone, { skipEmpty: true });
export const phoneRules: FormRule[] = [
  ruleWith({ required: true }, Messages.phoneRequired),
  optionalPhoneRule,
];
export const passwordRules: FormRule[] = [
  ruleWith({ required: true }, Messages.passwordRequired),
  // Sent as typed, so checked as typed: a trailing space is refused here as the server would refuse it.
  ruleFrom(checkPassword, { skipEmpty: true, keepSpaces: true }),
];
export const codeRules: FormRule[] = [ruleWith({ required: true, whitespace: true }, Messages.codeRequired)];

/** A text that must be written (spaces alone do not count) and may run to `max` characters. */
export const textRules = (max: number, required: string, tooLong: string): FormRule[] => [
  ruleWith({ required: true, whitespace: true }, required),
  ruleWith({ max }, tooLong),
];
