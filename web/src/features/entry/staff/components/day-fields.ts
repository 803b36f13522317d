import { EntryStaffMessages, Messages } from '@museum/shared';
import type { FormInstance } from 'antd';
import type { z } from 'zod';

type DayField = 'capacity' | 'open' | 'reason';

/** The field a server refusal concerns, known by its words (the calendar calls name no `data.field`). */
function fieldOf(message: string): DayField | undefined {
  if (message === EntryStaffMessages.capacityInvalid || message.includes('名额不能少于')) return 'capacity';
  if (message === EntryStaffMessages.reasonInvalid || message === EntryStaffMessages.reasonRequired)
    return 'reason';
  if (message === EntryStaffMessages.openInvalid) return 'open';
  return undefined;
}

/** Puts a message under its field and answers null, or answers it for the form to show above its buttons. */
export function placeMessage(form: FormInstance, message: string, fields: readonly string[]): string | null {
  const field = fieldOf(message);
  if (field && fields.includes(field)) {
    form.setFields([{ name: field, errors: [message] }]);
    return null;
  }
  return message;
}

export const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : Messages.httpDefault;

/** The page's own check with the shared schema: issues under their fields, the first other one answered. */
export function placeIssues(
  form: FormInstance,
  issues: z.core.$ZodIssue[],
  fields: readonly string[],
): string | null {
  let general: string | null = null;
  for (const issue of issues) {
    const field = String(issue.path.at(-1) ?? '');
    if (fields.includes(field)) form.setFields([{ name: field, errors: [issue.message] }]);
    else general ??= issue.message;
  }
  return general;
}
