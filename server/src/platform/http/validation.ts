import { type Language, RequestMessages } from '@museum/shared';
import { englishOf, RequestMessagesEn } from '@museum/shared/english';
import type { FastifySchemaCompiler } from 'fastify';
import { type ZodError, type ZodType, z } from 'zod';
import { fail } from './errors.ts';

/** Zod's own (generic) messages, marked so they can be told from our schemas' messages. */
const DEFAULT_MARK = '\u0000';
const marked =
  (locale: ReturnType<typeof z.locales.en>, malformed: string) => (issue: z.core.$ZodRawIssue) => {
    const localised = locale.localeError(issue);
    const text = typeof localised === 'string' ? localised : localised?.message;
    return `${DEFAULT_MARK}${text ?? malformed}`;
  };
// In Chinese for every parse; a parse for an English answer passes the English ones (`englishDefaults`).
z.config({ localeError: marked(z.locales.zhCN(), RequestMessages.malformed) });
const englishDefaults = marked(z.locales.en(), RequestMessagesEn.malformed);

/**
 * Thrown by the validator; the error handler answers `message`, or `english()` to a call that asks for English
 * (parsed again then, with zod's own messages in English).
 */
export class RequestValidationError extends Error {
  constructor(
    message: string,
    readonly english: () => string = () => englishOf(message),
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/**
 * Our schemas carry their own messages (请输入手机号, in English through `englishOf`); zod's default ones are generic,
 * so those get the field's name in front.
 */
export function describeZodError(error: ZodError, part?: string, language: Language = 'zh'): string {
  const words = language === 'en' ? RequestMessagesEn : RequestMessages;
  const issue = error.issues[0];
  if (!issue) return words.badParameters;
  if (!issue.message.startsWith(DEFAULT_MARK))
    return language === 'en' ? englishOf(issue.message) : issue.message;
  const field = issue.path.map(String).join('.');
  const problem = issue.message.slice(DEFAULT_MARK.length);
  if (field) return words.parameterWrong(field, problem);
  return part === 'body' ? words.bodyWrong(problem) : words.parametersWrong(problem);
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // No body (none sent, or an empty JSON one) reads as an empty object, so a call that needs one answers its
    // first missing field's own message (请选择入馆时间) rather than a generic "expected an object".
    const input = httpPart === 'body' && data == null ? {} : data;
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return {
      error: new RequestValidationError(describeZodError(result.error, httpPart), () => {
        const again = schema.safeParse(input, { error: englishDefaults });
        return again.success
          ? RequestMessagesEn.badParameters
          : describeZodError(again.error, httpPart, 'en');
      }),
    };
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
