import {
  CollectionMessages,
  CollectionPaths,
  culAnswerSchema,
  culDetailQuerySchema,
  culDetailSchema,
  culFieldAndDataQuerySchema,
  culFieldAndDataSchema,
  culItemSchema,
  culListQuerySchema,
  culTypeSchema,
  ICMS_BASE,
  ICMS_OK,
} from '@museum/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { isDatabaseBusy } from '../../platform/db/line.ts';
import { sendDatabaseBusy } from '../../platform/http/database-line.ts';
import { errorAnswer } from '../../platform/http/error-handler.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { typed } from '../../platform/http/routes.ts';
import { ICMS_UNAVAILABLE, PROXIED_CALLS, type RemoteIcms } from './remote.ts';
import type { CollectionService } from './service.ts';

/** A non-zero status: what real ICMS clients check before reading `data`. */
const ICMS_FAILED = 1;

const answered = <T>(data: T, count?: number) => ({
  status: ICMS_OK,
  message: CollectionMessages.ok,
  ...(count === undefined ? {} : { count }),
  data,
});

/**
 * The built-in collection service, in the ICMS dialect (`/icmsApi/icmsRestController/...`), open to anyone.
 * Failures answer `{status: 1, message}` with HTTP 200, as real installations do.
 */
export async function collectionRoutes(
  fastify: FastifyInstance,
  collection: CollectionService,
  ctx: AppContext,
) {
  await fastify.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseBusy(error)) return sendDatabaseBusy(reply);
      const message = errorAnswer(error, request).msg;
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ status: ICMS_FAILED, message }));
    });
    const app = typed(scope);
    const share = ctx.answers.send;

    app.get(
      `${ICMS_BASE}${CollectionPaths.list}`,
      {
        schema: {
          querystring: culListQuerySchema,
          response: { 200: culAnswerSchema(z.array(culItemSchema)) },
        },
      },
      async (request, reply) =>
        share(request, reply, async () => {
          const { rows, total } = await collection.list(
            request.query,
            publicOrigin(ctx.config, request),
            requestLanguage(request),
          );
          return answered(rows, total);
        }),
    );

    app.get(
      `${ICMS_BASE}${CollectionPaths.types}`,
      { schema: { response: { 200: culAnswerSchema(z.array(culTypeSchema)) } } },
      async (request, reply) =>
        share(request, reply, async () => {
          const types = await collection.types(requestLanguage(request));
          return answered(types, types.length);
        }),
    );

    app.get(
      `${ICMS_BASE}${CollectionPaths.detail}`,
      {
        schema: {
          querystring: culDetailQuerySchema,
          response: { 200: culAnswerSchema(z.array(culDetailSchema)) },
        },
      },
      async (request) => {
        const detail = await collection.detail(
          request.query.id,
          publicOrigin(ctx.config, request),
          false,
          requestLanguage(request),
        );
        if (!detail) throw notFound(CollectionMessages.workNotFound);
        return answered([detail], 1);
      },
    );

    app.get(
      `${ICMS_BASE}${CollectionPaths.fieldAndData}`,
      {
        schema: {
          querystring: culFieldAndDataQuerySchema,
          response: { 200: culAnswerSchema(culFieldAndDataSchema) },
        },
      },
      async (request, reply) =>
        share(request, reply, async () => {
          const { rows, total } = await collection.fieldsAndData(
            request.query,
            publicOrigin(ctx.config, request),
            requestLanguage(request),
          );
          return answered(rows, total);
        }),
    );
  });
}

/** The proxied detail call, which takes the culId of a work's address (with its name) rather than the ICMS's id. */
const DETAIL_CALL = CollectionPaths.detail.slice(1);

/**
 * A museum's own ICMS at the built-in service's paths: the browser calls this origin (no CORS, no mixed content)
 * and the server forwards the four calls with their query as sent, answering what the ICMS answers (kept for a
 * minute), or ICMS_UNAVAILABLE when it is down or slow. Nothing else of the outside service is reachable. The
 * detail call is asked by culId, as the built-in service is (`id`, and the `culName` of the work's address).
 */
export async function remoteIcmsRoutes(app: FastifyInstance, remote: RemoteIcms) {
  app.get<{ Params: { call: string } }>(`${ICMS_BASE}/:call`, async (request, reply) => {
    const { call } = request.params;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const params = new URLSearchParams(query);
    let body: string;
    if (call === DETAIL_CALL) body = await remote.detail(params.get('id') ?? '', params.get('culName'));
    else if (PROXIED_CALLS.has(call)) body = await remote.get(call, query);
    else body = JSON.stringify({ ...ICMS_UNAVAILABLE, message: CollectionMessages.noSuchCall });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
