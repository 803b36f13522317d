import { SearchPaths, searchQuerySchema, searchResultSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { page } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { typed } from '../../platform/http/routes.ts';
import type { SharedAnswers } from '../../platform/http/shared-answers.ts';
import type { SearchService } from './service.ts';

/** `GET /client/search?module=&keyword=&pageNum=&pageSize=` across the eight modules. */
export async function searchRoutes(fastify: FastifyInstance, search: SearchService, shared: SharedAnswers) {
  const app = typed(fastify);
  // Popular keywords are asked for again and again; the answer is shared for a few seconds.
  app.get(
    SearchPaths.search,
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    async (request, reply) =>
      shared.send(request, reply, async () => {
        const { rows, total, counts, capped } = await search.search(request.query, requestLanguage(request));
        return { ...page(rows, total), counts, capped };
      }),
  );
}
