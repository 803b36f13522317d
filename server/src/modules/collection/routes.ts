import { CollectionPaths, culDetailQuerySchema, culListQuerySchema, ICMS_BASE } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publicOrigin } from '../images/origin.ts';
import { itemDetail, listItems, listTypes } from './service.ts';

/** The built-in ICMS-compatible collection service (`/icmsApi/icmsRestController/...`), open to anyone. */
export async function collectionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${ICMS_BASE}${CollectionPaths.list}`,
    { schema: { querystring: culListQuerySchema } },
    async (request, reply) =>
      ctx.answers.send(request, reply, async () => {
        const { rows, total } = await listItems(ctx.db, request.query, publicOrigin(ctx.config, request));
        return page(rows, total);
      }),
  );

  app.get(`${ICMS_BASE}${CollectionPaths.types}`, async (request, reply) =>
    ctx.answers.send(request, reply, async () => ok(await listTypes(ctx.db))),
  );

  app.get(
    `${ICMS_BASE}${CollectionPaths.detail}`,
    { schema: { querystring: culDetailQuerySchema } },
    async (request) => {
      const detail = await itemDetail(ctx.db, request.query.id, publicOrigin(ctx.config, request));
      if (!detail) throw notFound('藏品不存在或暂未公开');
      return ok(detail);
    },
  );
}
