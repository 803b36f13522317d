import {
  type ActionState,
  actionBodySchema,
  actionStateQuerySchema,
  ContentPaths,
  ContentType,
  CUL_ID_PATTERN,
  collectListQuerySchema,
  type EngagementCounts,
  type ExhibitionIsdo,
  idParamSchema,
  saveLogBodySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { onAccountDeleted } from '../accounts/deletion.ts';
import { actionState, engagementCounts } from './counts.ts';
import {
  addAction,
  collectList,
  deleteAccountActions,
  hasBooked,
  recordHit,
  removeAction,
  visitorKey,
} from './service.ts';

onAccountDeleted(deleteAccountActions);

const ID = ':id';
const culIdParams = z.object({
  id: z.string({ error: '请提供藏品编号' }).trim().regex(CUL_ID_PATTERN, '藏品编号格式不正确'),
});

/** Favourites, likes and view counts (spec section 7: action, collect list, isdo, saveLog). */
export async function engagementRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const signedIn = { preHandler: requireUser };
  const userIdOf = async (request: { optionalUser(): Promise<{ id: number } | null> }) =>
    (await request.optionalUser())?.id ?? null;

  app.post(ContentPaths.action, { ...signedIn, schema: { body: actionBodySchema } }, async (request) => {
    const { type, ...item } = request.body;
    const { state, msg } = await addAction(db, request.user.id, item, type);
    return ok<ActionState>(state, msg);
  });

  app.delete(ContentPaths.action, { ...signedIn, schema: { body: actionBodySchema } }, async (request) => {
    const { type, ...item } = request.body;
    const { state, msg } = await removeAction(db, request.user.id, item, type);
    return ok<ActionState>(state, msg);
  });

  app.get(ContentPaths.actionState, { schema: { querystring: actionStateQuerySchema } }, async (request) => {
    const { module, resId } = request.query;
    return ok<ActionState>(await actionState(db, module, resId, await userIdOf(request)));
  });

  app.get(
    ContentPaths.collectList,
    { ...signedIn, schema: { querystring: collectListQuerySchema } },
    async (request) => {
      const { rows, total } = await collectList(db, request.user.id, request.query);
      return page(rows, total);
    },
  );

  app.get(ContentPaths.exhibitionIsdo(ID), { schema: { params: idParamSchema } }, async (request) => {
    const userId = await userIdOf(request);
    const id = request.params.id;
    const [state, booked] = await Promise.all([
      actionState(db, ContentType.exhibition, String(id), userId),
      hasBooked(db, userId, id),
    ]);
    return ok<ExhibitionIsdo>({ ...state, booked });
  });

  app.get(ContentPaths.collectionActionCounts(ID), { schema: { params: culIdParams } }, async (request) =>
    ok<EngagementCounts>(await engagementCounts(db, ContentType.collection, request.params.id)),
  );

  app.get(ContentPaths.collectionIsdo(ID), { schema: { params: culIdParams } }, async (request) =>
    ok<ActionState>(
      await actionState(db, ContentType.collection, request.params.id, await userIdOf(request)),
    ),
  );

  app.post(ContentPaths.saveLog, { schema: { body: saveLogBodySchema } }, async (request) => {
    const visitor = visitorKey(await userIdOf(request), request.ip, request.headers['user-agent']);
    return ok(await recordHit(db, ctx.cache, request.body, visitor));
  });
}
