import { RequestMessages } from '@museum/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { type ZodError, type ZodType, z } from 'zod';
import { fail } from './errors.ts';

/** Zod's own (generic) messages, in Chinese, marked so they can be told from our schemas' messages. */
const DEFAULT_MARK = '\u0000';
const chinese = z.locales.zhCN();
z.config({
  localeError: (issue) => {
    const localised = chinese.localeError(issue);
    const text = typeof localised === 'string' ? localised : localised?.message;
    return `${DEFAULT_MARK}${text ?? RequestMessages.malformed}`;
  },
});

/** Thrown by the validator; the error handler turns it into code 500 with `message`. */
export class RequestValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/**
 * Our schemas carry their own Chinese messages (请输入手机号); zod's default ones are generic,
 * so those get the field's name in front.
 */
export function describeZodError(error: ZodError, part?: string): string {
  const issue = error.issues[0];
  if (!issue) return RequestMessages.badParameters;
  if (!issue.message.startsWith(DEFAULT_MARK)) return issue.message;
  const field = issue.path.map(String).join('.');
  const problem = issue.message.slice(DEFAULT_MARK.length);
  if (field) return RequestMessages.parameterWrong(field, problem);
  return part === 'body' ? RequestMessages.bodyWrong(problem) : RequestMessages.parametersWrong(problem);
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // No body (none sent, or an empty JSON one) reads as an empty object, so a call that needs one answers its
    // first missing field's own message (请选择入馆时间) rather than a generic "expected an object".
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(describeZodError(result.error, httpPart)) };
  };

/**
 * For values parsed by hand (a body checked against the schema its path names): the route schemas' message, and
 * the field it concerns as `data.field`, so a form can show it there.
 */
export function parseOrThrow<T extends ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.map(String).join('.') ?? '';
  throw fail(describeZodError(result.error), { field });
}
