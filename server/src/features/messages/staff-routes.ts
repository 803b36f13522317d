import {
  AdminMessagePaths,
  BroadcastMessages,
  broadcastAudienceSchema,
  broadcastResultSchema,
  broadcastSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { broadcastAudience, broadcastMessage } from './staff-service.ts';

/** The museum's notice to every visitor: reviewers and admins. */
export async function messagesStaffRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = typed(fastify);
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
