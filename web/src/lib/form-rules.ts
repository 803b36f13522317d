import { checkIdCard, checkPassword, checkPhone, Messages } from '@museum/shared';
import type { FormRule } from 'antd';

/** An antd form rule from a shared checker, so the site shows exactly the server's messages (spec section 5). */
export function ruleFrom(
  check: (value: string) => string | null,
  /** Leave an empty value to a `required` rule beside it, so its message shows once. */
  options: { skipEmpty?: boolean } = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (options.skipEmpty && !text) return;
      const message = check(text);
      if (message) throw new Error(message);
    },
  };
}

export const phoneRules: FormRule[] = [
  { required: true, message: Messages.phoneRequired },
  ruleFrom(checkPhone, { skipEmpty: true }),
];
export const passwordRules: FormRule[] = [
  { required: true, message: Messages.passwordRequired },
  ruleFrom(checkPassword, { skipEmpty: true }),
];
export const idCardRules: FormRule[] = [
  { required: true, message: Messages.idCardRequired },
  ruleFrom(checkIdCard, { skipEmpty: true }),
];
export const codeRules: FormRule[] = [{ required: true, whitespace: true, message: Messages.codeRequired }];
