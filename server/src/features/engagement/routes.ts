import {
  actionBodySchema,
  actionStateQuerySchema,
  actionStateSchema,
  CollectionMessages,
  ContentType,
  collectItemSchema,
  collectListQuerySchema,
  culIdSchema,
  EngagementPaths,
  engagementCountsSchema,
  exhibitionIsdoSchema,
  idParamSchema,
  saveLogBodySchema,
  saveLogResultSchema,
} from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../platform/http/auth.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { type EngagementService, viewerOf } from './service.ts';

const culIdParams = z.object({ id: culIdSchema(CollectionMessages.culIdRequired) });
const userIdOf = async (request: FastifyRequest) => (await request.optionalUser())?.id ?? null;

/** Favourites, likes and view counts (docs/spec §7: action, collect list, isdo, saveLog). */
export async function engagementRoutes(fastify: FastifyInstance, engagement: EngagementService) {
  const app = typed(fastify);
  const marks = answer.data(actionStateSchema);

  app.post(
    EngagementPaths.action,
    { onRequest: requireUser, schema: { body: actionBodySchema, response: marks } },
    async (request) => {
      const { type, ...item } = request.body;
      const { state, msg } = await engagement.add(request.user.id, item, type);
      return ok(state, msg);
    },
  );

  app.delete(
    EngagementPaths.action,
    { onRequest: requireUser, schema: { body: actionBodySchema, response: marks } },
    async (request) => {
      const { type, ...item } = request.body;
      const { state, msg } = await engagement.remove(request.user.id, item, type);
      return ok(state, msg);
    },
  );

  app.get(
    EngagementPaths.actionState,
    { schema: { querystring: actionStateQuerySchema, response: marks } },
    async (request) => ok(await engagement.state(request.query, await userIdOf(request))),
  );

  app.get(
    EngagementPaths.collectList,
    {
      onRequest: requireUser,
      schema: { querystring: collectListQuerySchema, response: answer.list(collectItemSchema) },
    },
    async (request) => {
      const { rows, total } = await engagement.collectList(
        request.user.id,
        request.query,
        requestLanguage(request),
      );
      return page(rows, total);
    },
  );

  app.get(
    EngagementPaths.exhibitionIsdo(':id'),
    { schema: { params: idParamSchema, response: answer.data(exhibitionIsdoSchema) } },
    async (request) => ok(await engagement.exhibitionIsdo(await userIdOf(request), request.params.id)),
  );

  app.get(
    EngagementPaths.collectionActionCounts(':id'),
    { schema: { params: culIdParams, response: answer.data(engagementCountsSchema) } },
    async (request) =>
      ok(await engagement.counts({ module: ContentType.collection, resId: request.params.id })),
  );

  app.get(
    EngagementPaths.collectionIsdo(':id'),
    { schema: { params: culIdParams, response: marks } },
    async (request) =>
      ok(
        await engagement.state(
          { module: ContentType.collection, resId: request.params.id },
          await userIdOf(request),
        ),
      ),
  );

  app.post(
    EngagementPaths.saveLog,
    { schema: { body: saveLogBodySchema, response: answer.data(saveLogResultSchema) } },
    async (request) => {
      const viewer = viewerOf(await userIdOf(request), request.ip, request.headers['user-agent']);
      return ok(await engagement.recordHit(request.body, viewer));
    },
  );
}
