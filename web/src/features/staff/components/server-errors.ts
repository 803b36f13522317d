import { Messages, StaffMessages } from '@museum/shared';
import type { FormInstance } from 'antd';
import { RequestError } from '@/shared/api/request';

/** Server messages that belong to one field, for answers that do not name it in `data.field`. */
const FIELD_OF_MESSAGE: Record<string, string> = {
  [StaffMessages.usernameTaken]: 'username',
  [StaffMessages.usernameInvalid]: 'username',
  [StaffMessages.usernameRequired]: 'username',
  [StaffMessages.nameInvalid]: 'name',
  [StaffMessages.nameRequired]: 'name',
  [StaffMessages.rolesRequired]: 'roles',
  [StaffMessages.roleInvalid]: 'roles',
  [StaffMessages.oldPasswordWrong]: 'oldPassword',
  [StaffMessages.oldPasswordRequired]: 'oldPassword',
  [StaffMessages.samePassword]: 'newPassword',
  [StaffMessages.otpInvalid]: 'code',
  [StaffMessages.otpWrong]: 'code',
  [StaffMessages.otpRequired]: 'code',
};

const fieldInData = (body: unknown): string | undefined => {
  const data = (body as { data?: { field?: unknown } } | undefined)?.data;
  return typeof data?.field === 'string' ? data.field : undefined;
};

/**
 * Puts a refused call's message under the field it concerns (from `data.field`, or known by its text) and answers
 * null; any other message is answered for the form to show above its buttons.
 */
export function showServerError(
  error: unknown,
  form: FormInstance,
  /** The form's fields, by the names the server uses (or mapped by `aliases`). */
  fields: readonly string[],
  aliases: Record<string, string> = {},
) {
  const message = error instanceof Error && error.message ? error.message : Messages.httpDefault;
  const named = error instanceof RequestError ? fieldInData(error.body) : undefined;
  const field = named ?? FIELD_OF_MESSAGE[message];
  const target = field ? (aliases[field] ?? field) : undefined;
  if (target && fields.includes(target)) {
    form.setFields([{ name: target, errors: [message] }]);
    form.scrollToField(target);
    return null;
  }
  return message;
}
