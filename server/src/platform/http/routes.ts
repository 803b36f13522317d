import { apiResultSchema, listResultSchema, messageResultSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/** The app as features register routes on it: request and response schemas are zod schemas of the contract. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type TypedApp = ReturnType<typeof typed>;

const RAW_BODIES = { text: z.string(), bytes: z.string().meta({ format: 'binary' }) };

/** Response schemas of the envelopes (docs/spec §7-8): `schema: { response: answer.data(hallSchema) }`. */
export const answer = {
  /** `{code, msg, data}`; `data` is absent on failures. */
  data: <T extends ZodType>(schema: T) => ({ 200: apiResultSchema(schema) }),
  /** `{code, msg, total, rows}`. */
  list: <T extends ZodType>(row: T) => ({ 200: listResultSchema(row) }),
  /** `{code, msg}` only. */
  message: { 200: messageResultSchema },
  /**
   * A file, an image, a CSV table or a page instead of the envelope, sent as one of `types`: declared for the
   * OpenAPI document (fastify sends a string, a buffer or a stream as it is, whatever the schema).
   */
  raw: (description: string, types: readonly string[], body: 'text' | 'bytes' = 'bytes') => ({
    200: {
      description,
      content: Object.fromEntries(types.map((type) => [type, { schema: RAW_BODIES[body] }])),
    },
  }),
  /** A redirect to where the answer is, with no body. */
  redirect: (description: string, status = 303) => ({ [status]: z.null().describe(description) }),
};
