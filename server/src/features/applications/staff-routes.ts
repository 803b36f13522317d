import {
  AdminApplicationPaths,
  ApplicationReviewMessages,
  adminApplicationListQuerySchema,
  adminApplicationRowSchema,
  adminApplicationSchema,
  applicationReviewSchema,
  attachmentParamsSchema,
  idParamSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { attachmentAnswer, sendAttachment } from '../files/index.ts';
import { actorOf } from '../staff/index.ts';
import type { ApplicationReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on hosting applications (docs/PRODUCT.md "Reviews and messages"). */
export async function applicationReviewRoutes(
  fastify: FastifyInstance,
  reviews: ApplicationReviewService,
  ctx: AppContext,
) {
  const app = typed(fastify);
  const reviewer = requireStaff(StaffRole.reviewer);

  app.get(
    AdminApplicationPaths.list,
    {
      onRequest: reviewer,
      schema: {
        querystring: adminApplicationListQuerySchema,
        response: answer.list(adminApplicationRowSchema),
      },
    },
    async (request) => {
      const { rows, total } = await reviews.list(request.query);
      return page(rows, total);
    },
  );

  app.get(
    AdminApplicationPaths.item(':id'),
    { onRequest: reviewer, schema: { params: idParamSchema, response: answer.data(adminApplicationSchema) } },
    async (request) => ok(await reviews.open(request.params.id, actorOf(request.staff))),
  );

  app.put(
    AdminApplicationPaths.review(':id'),
    {
      onRequest: reviewer,
      schema: {
        params: idParamSchema,
        body: applicationReviewSchema,
        response: answer.data(adminApplicationSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const status = await reviews.review(id, request.body, actorOf(request.staff));
      return ok(
        await reviews.detail(id),
        status === 'approved' ? ApplicationReviewMessages.approved : ApplicationReviewMessages.rejected,
      );
    },
  );

  // The attached documents, for staff only (a file, not JSON).
  app.get(
    AdminApplicationPaths.file(':id', ':index'),
    { onRequest: reviewer, schema: { params: attachmentParamsSchema, response: attachmentAnswer } },
    async (request, reply) =>
      sendAttachment(ctx, reply, await reviews.attachment(request.params.id, request.params.index)),
  );
}
