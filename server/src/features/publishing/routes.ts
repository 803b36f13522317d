import {
  createdIdSchema,
  idParamSchema,
  PUBLISHING_DECLARATIONS,
  PUBLISHING_MODULES,
  PublishingMessages,
  PublishingPaths,
  publishingBodySchema,
  publishingItemSchema,
  publishingListQuerySchema,
  publishingPreviewSchema,
  publishingRowSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { largestJsonBody } from '../../platform/http/body-limit.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { actorOf } from '../staff/index.ts';
import type { PublishingService } from './service.ts';

const moduleParam = z.enum(PUBLISHING_MODULES, { error: PublishingMessages.moduleInvalid });
const listParams = z.object({ module: moduleParam });
const itemParams = idParamSchema.extend({ module: moduleParam });

/** The staff's content API (docs/PRODUCT.md "Staff console", "Content"): editors, and admins. */
export async function publishingRoutes(
  fastify: FastifyInstance,
  service: PublishingService,
  ctx: AppContext,
) {
  const app = typed(fastify);
  const editor = requireStaff(StaffRole.editor);
  const list = PublishingPaths.list(':module' as never);
  const item = PublishingPaths.item(':module' as never, ':id');
  // The longest item any module allows (an article of 200 000 characters), and the site's usual allowance beside
  // it for what a body read from the visitor API carries and is ignored (counts, labels).
  const bodyLimit =
    Math.max(...Object.values(PUBLISHING_DECLARATIONS).map(({ schema }) => largestJsonBody(schema))) +
    ctx.config.http.jsonBodyLimitBytes;

  app.get(
    list,
    {
      onRequest: editor,
      schema: {
        params: listParams,
        querystring: publishingListQuerySchema,
        response: answer.list(publishingRowSchema),
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.params.module, request.query);
      return page(rows, total);
    },
  );

  app.post(
    list,
    {
      onRequest: editor,
      bodyLimit,
      schema: { params: listParams, body: publishingBodySchema, response: answer.data(createdIdSchema) },
    },
    async (request) => {
      const id = await service.create(request.params.module, request.body, actorOf(request.staff));
      return ok({ id }, PublishingMessages.created);
    },
  );

  app.get(
    item,
    { onRequest: editor, schema: { params: itemParams, response: answer.data(publishingItemSchema) } },
    async (request) => ok(await service.one(request.params.module, request.params.id)),
  );

  app.get(
    PublishingPaths.preview(':module' as never, ':id'),
    // The visitor API's own detail answer for the item, drafts included.
    { onRequest: editor, schema: { params: itemParams, response: answer.data(publishingPreviewSchema) } },
    async (request) =>
      ok(await service.preview(request.params.module, request.params.id, publicOrigin(ctx.config, request))),
  );

  app.put(
    item,
    {
      onRequest: editor,
      bodyLimit,
      schema: { params: itemParams, body: publishingBodySchema, response: answer.message },
    },
    async (request) => {
      await service.update(request.params.module, request.params.id, request.body, actorOf(request.staff));
      return ok(undefined, PublishingMessages.saved);
    },
  );

  app.delete(
    item,
    { onRequest: editor, schema: { params: itemParams, response: answer.message } },
    async (request) => {
      await service.remove(request.params.module, request.params.id, actorOf(request.staff));
      return ok(undefined, PublishingMessages.deleted);
    },
  );

  for (const [path, published] of [
    [PublishingPaths.publish(':module' as never, ':id'), true],
    [PublishingPaths.unpublish(':module' as never, ':id'), false],
  ] as const) {
    app.put(
      path,
      { onRequest: editor, schema: { params: itemParams, response: answer.message } },
      async (request) => {
        const { module, id } = request.params;
        const actor = actorOf(request.staff);
        await (published ? service.publish(module, id, actor) : service.unpublish(module, id, actor));
        return ok(undefined, published ? PublishingMessages.published : PublishingMessages.unpublished);
      },
    );
  }
}
