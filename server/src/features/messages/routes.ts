import {
  AdminMessagePaths,
  BroadcastMessages,
  broadcastAudienceSchema,
  broadcastResultSchema,
  broadcastSchema,
  MessagePaths,
  StaffRole,
  systemMessageSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { broadcastAudience, broadcastMessage } from './broadcast.ts';
import type { MessagesService } from './service.ts';

/** System messages of the signed-in visitor (docs/spec §2, §7). */
export async function messagesRoutes(fastify: FastifyInstance, messages: MessagesService, ctx: AppContext) {
  const app = typed(fastify);
  const own = ownRecords(fastify);
  const count = { onRequest: requireProfile, schema: { response: answer.data(z.number()) } };

  own.list(MessagePaths.list, systemMessageSchema, messages.list);
  app.get(MessagePaths.unread, count, async (request) => ok(await messages.unread(request.user.id)));
  app.put(MessagePaths.readAll, count, async (request) => ok(await messages.markAllRead(request.user.id)));
  own.one('PUT', MessagePaths.read(':id'), null, async (userId, id) => {
    if (!(await messages.markRead(userId, id))) throw fail('消息不存在');
  });

  // The museum's notice to every visitor: reviewers and admins.
  const broadcaster = requireStaff(StaffRole.reviewer);
  app.get(
    AdminMessagePaths.broadcastAudience,
    { onRequest: broadcaster, schema: { response: answer.data(broadcastAudienceSchema) } },
    async (request) => ok(await broadcastAudience(ctx, request.staff.id)),
  );
  app.post(
    AdminMessagePaths.broadcast,
    {
      onRequest: broadcaster,
      schema: { body: broadcastSchema, response: answer.data(broadcastResultSchema) },
    },
    async (request) => {
      const count = await broadcastMessage(ctx, request.body, request.staff);
      return ok({ count }, BroadcastMessages.sent(count));
    },
  );
}
