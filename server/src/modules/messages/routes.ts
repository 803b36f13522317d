import { idParamSchema, pageQuerySchema, ServicePaths } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { onAccountDeleted } from '../accounts/deletion.ts';
import { requireProfile } from '../accounts/guards.ts';
import { countUnread, deleteAccountMessages, listMessages, markAllRead, markRead } from './service.ts';

onAccountDeleted(deleteAccountMessages);

/** System messages of the signed-in visitor (spec sections 2 and 7): newest first, with the unread count. */
export async function messagesRoutes(fastify: FastifyInstance, { db }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    ServicePaths.messages,
    { preValidation: requireProfile, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { pageNum, pageSize } = request.query;
      const { rows, total } = await listMessages(db, request.user.id, pageNum, pageSize);
      return page(rows, total);
    },
  );

  app.get(ServicePaths.messagesUnread, { preValidation: requireProfile }, async (request) =>
    ok(await countUnread(db, request.user.id)),
  );

  app.put(ServicePaths.messagesReadAll, { preValidation: requireProfile }, async (request) =>
    ok(await markAllRead(db, request.user.id)),
  );

  app.put(
    ServicePaths.messageRead,
    { preValidation: requireProfile, schema: { params: idParamSchema } },
    async (request) => {
      if (!(await markRead(db, request.user.id, request.params.id))) throw fail('消息不存在');
      return ok();
    },
  );
}
