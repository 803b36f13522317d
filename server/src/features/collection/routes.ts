import {
  CollectionPaths,
  culDetailQuerySchema,
  culDetailSchema,
  culItemSchema,
  culListQuerySchema,
  culTypeSchema,
  ICMS_BASE,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { CollectionService } from './service.ts';

/** The built-in ICMS-compatible collection service (`/icmsApi/icmsRestController/...`), open to anyone. */
export async function collectionRoutes(
  fastify: FastifyInstance,
  collection: CollectionService,
  ctx: AppContext,
) {
  const app = typed(fastify);
  const share = ctx.answers.send;

  app.get(
    `${ICMS_BASE}${CollectionPaths.list}`,
    { schema: { querystring: culListQuerySchema, response: answer.list(culItemSchema) } },
    async (request, reply) =>
      share(request, reply, async () => {
        const { rows, total } = await collection.list(request.query, publicOrigin(ctx.config, request));
        return page(rows, total);
      }),
  );

  app.get(
    `${ICMS_BASE}${CollectionPaths.types}`,
    { schema: { response: answer.data(z.array(culTypeSchema)) } },
    async (request, reply) => share(request, reply, async () => ok(await collection.types())),
  );

  app.get(
    `${ICMS_BASE}${CollectionPaths.detail}`,
    { schema: { querystring: culDetailQuerySchema, response: answer.data(culDetailSchema) } },
    async (request) => {
      const detail = await collection.detail(request.query.id, publicOrigin(ctx.config, request));
      if (!detail) throw notFound('藏品不存在或暂未公开');
      return ok(detail);
    },
  );
}
