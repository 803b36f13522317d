import { ContentPaths, searchQuerySchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { search } from './service.ts';

/** `GET /client/search?module=&keyword=&pageNum=&pageSize=` across the eight modules. */
export async function searchRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Popular keywords are asked for again and again; the answer is shared for a few seconds.
  app.get(ContentPaths.search, { schema: { querystring: searchQuerySchema } }, async (request, reply) =>
    ctx.answers.send(request, reply, () => search(ctx.db, request.query)),
  );
}
