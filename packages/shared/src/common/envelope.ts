import { z } from 'zod';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';
import { QueryMessages } from './messages.ts';
import { intSchema } from './validators.ts';

/** The envelope of every call: `data` is absent on failures and on calls that answer only a message. */
export const apiResultSchema = <T extends z.ZodType>(dataSchema: T) =>
  z.object({ code: z.number(), msg: z.string(), data: dataSchema.optional() });
export type ApiResult<T = unknown> = z.infer<ReturnType<typeof apiResultSchema<z.ZodType<T>>>>;

/** An answer with a message and no `data` (sign-out, an SMS sent, a WeChat login still waiting). */
export const messageResultSchema = z.object({ code: z.number(), msg: z.string() });
export type MessageResult = z.infer<typeof messageResultSchema>;

/** The envelope of a list call (`pageQuerySchema`): one page of rows and the count of all of them. */
export const listResultSchema = <T extends z.ZodType>(rowSchema: T) =>
  z.object({ code: z.number(), msg: z.string(), total: z.number(), rows: z.array(rowSchema) });
export type ListResult<T> = z.infer<ReturnType<typeof listResultSchema<z.ZodType<T>>>>;

/** A page number or size parameter named `field`, with its default and largest value. */
export const pageNumber = (field: string, fallback: number, max: number) =>
  intSchema(
    {
      notNumber: QueryMessages.pageNotNumber(field),
      notInteger: QueryMessages.pageNotWhole(field),
      tooSmall: QueryMessages.pageNotWhole(field),
      tooLarge: QueryMessages.pageTooLarge(field, max),
    },
    1,
    max,
  ).default(fallback);

/** pageNum/pageSize of every list call, defaults 1/10. */
export const pageQuerySchema = z.object({
  pageNum: pageNumber('pageNum', DEFAULT_PAGE_NUM, 100_000),
  pageSize: pageNumber('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** What an id of a path answers, for each way it is wrong. */
export const idMessages = () => ({
  notNumber: QueryMessages.idNotNumber,
  notInteger: QueryMessages.idNotInteger,
  tooSmall: QueryMessages.idTooSmall,
  tooLarge: QueryMessages.idTooLarge,
});

/** The `:id` of a record's path: a positive whole number that fits the database's ids. */
export const idParamSchema = z.object({ id: intSchema(idMessages()) });
