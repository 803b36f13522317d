import { apiResultSchema, listResultSchema, messageResultSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/** The app as features register routes on it: request and response schemas are zod schemas of the contract. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

/** Response schemas of the envelopes (docs/spec §7-8): `schema: { response: answer.data(hallSchema) }`. */
export const answer = {
  /** `{code, msg, data}`; `data` is absent on failures. */
  data: <T extends ZodType>(schema: T) => ({ 200: apiResultSchema(schema) }),
  /** `{code, msg, total, rows}`. */
  list: <T extends ZodType>(row: T) => ({ 200: listResultSchema(row) }),
  /** `{code, msg}` only. */
  message: { 200: messageResultSchema },
};
