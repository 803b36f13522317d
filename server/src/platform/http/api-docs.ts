import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { API_BASE } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { type ZodType, z } from 'zod';
import { answerJsonSchema } from './serialization.ts';

/** Where the OpenAPI 3.1 document and its reference page are served (development, or API_DOCS=true). */
export const API_DOCS_PATHS = { document: `${API_BASE}/openapi.json`, page: `${API_BASE}/docs` } as const;

const isZod = (value: unknown): value is ZodType => value instanceof z.ZodType;

/** A request part as the document shows it: what may be sent, before defaults and coercion. */
const requestJsonSchema = (schema: ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return json;
};

/** An answer as the document shows it: its zod schema, or that of each content type it is sent as, as JSON Schema. */
function answerDocument(part: unknown): unknown {
  if (isZod(part)) return answerJsonSchema(part);
  const { content, ...rest } = part as { content?: Record<string, { schema?: unknown }> };
  if (!content) return part;
  const media = Object.entries(content).map(([type, { schema, ...more }]) => [
    type,
    { ...more, schema: isZod(schema) ? answerJsonSchema(schema) : schema },
  ]);
  return { ...rest, content: Object.fromEntries(media) };
}

/**
 * The routes' own zod schemas (the shared contract) written as an OpenAPI 3.1 document: every route, its query,
 * body and answers. Registered before the features, so that it sees every route they add.
 */
export async function installApiDocs(app: FastifyInstance, siteName: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${siteName} API`,
        version: '1',
        description:
          'Answers are `{code, msg, data}` (lists `{code, msg, total, rows}`) on HTTP 200; `code` 200 is success, ' +
          '500 and 601 carry a Chinese message, 401 asks to sign in again. Signed-in calls send `Authorization: Bearer <token>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const { response, querystring, params, body, headers, ...rest } = schema as Record<string, unknown>;
      const input = (part: unknown) => (isZod(part) ? requestJsonSchema(part) : part);
      const answers =
        response && typeof response === 'object'
          ? Object.fromEntries(
              Object.entries(response).map(([status, part]) => [status, answerDocument(part)]),
            )
          : response;
      return {
        schema: {
          ...rest,
          ...(querystring ? { querystring: input(querystring) } : {}),
          ...(params ? { params: input(params) } : {}),
          ...(body ? { body: input(body) } : {}),
          ...(headers ? { headers: input(headers) } : {}),
          ...(answers ? { response: answers } : {}),
        },
        url,
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATHS.page });
  app.get(API_DOCS_PATHS.document, { schema: { hide: true } }, async () => app.swagger());
}
