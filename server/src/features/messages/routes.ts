import { InboxMessages, MessagePaths, systemMessageSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { MessagesService } from './service.ts';

/** System messages of the signed-in visitor (docs/spec §2, §7). */
export async function messagesRoutes(fastify: FastifyInstance, messages: MessagesService) {
  const app = typed(fastify);
  const own = ownRecords(fastify);
  const count = { onRequest: requireProfile, schema: { response: answer.data(z.number()) } };

  own.list(MessagePaths.list, systemMessageSchema, messages.list);
  app.get(MessagePaths.unread, count, async (request) => ok(await messages.unread(request.user.id)));
  app.put(MessagePaths.readAll, count, async (request) => ok(await messages.markAllRead(request.user.id)));
  own.one('PUT', MessagePaths.read(':id'), null, async (userId, id) => {
    if (!(await messages.markRead(userId, id))) throw fail(InboxMessages.notFound);
  });
}
