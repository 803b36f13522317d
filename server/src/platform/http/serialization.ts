import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/** The JSON Schema of an answer, as the serializer and the OpenAPI document read it. */
export function answerJsonSchema(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
}

/** Thrown outside production when a route answers something its response schema does not describe. */
export class AnswerContractError extends Error {
  constructor(method: string, url: string, problem: string) {
    super(`${method} ${url}: ${problem}`);
    this.name = 'AnswerContractError';
  }
}

/**
 * Every route declares its answer with a zod schema of the shared contract. The answer is serialised by a
 * function compiled from that schema (fast-json-stringify), so fields the contract does not declare never leave the
 * server. With `verify` (every environment but production) each answer is also parsed by the schema and compared
 * with what a plain JSON.stringify would send, so a drifting handler fails its tests instead of losing a field.
 */
export function createSerializerCompiler(options: { verify: boolean }): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJsonStringify(answerJsonSchema(schema));
    if (!options.verify) return stringify;
    return (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AnswerContractError(method, url, `${issue?.path.join('.')}: ${issue?.message}`);
      }
      const json = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data)))) {
        throw new AnswerContractError(method, url, 'the answer carries fields its schema does not declare');
      }
      return json;
    };
  };
}
