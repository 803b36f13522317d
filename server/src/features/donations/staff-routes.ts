import {
  AdminDonationPaths,
  adminDonationListQuerySchema,
  adminDonationSchema,
  attachmentParamsSchema,
  DonationReviewMessages,
  donationStatusChangeSchema,
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
import type { DonationReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on donation reports (docs/PRODUCT.md "Reviews and messages"). */
export async function donationReviewRoutes(
  fastify: FastifyInstance,
  reviews: DonationReviewService,
  ctx: AppContext,
) {
  const app = typed(fastify);
  const reviewer = requireStaff(StaffRole.reviewer);

  app.get(
    AdminDonationPaths.list,
    {
      onRequest: reviewer,
      schema: { querystring: adminDonationListQuerySchema, response: answer.list(adminDonationSchema) },
    },
    async (request) => {
      const { rows, total } = await reviews.list(request.query);
      return page(rows, total);
    },
  );

  app.get(
    AdminDonationPaths.item(':id'),
    { onRequest: reviewer, schema: { params: idParamSchema, response: answer.data(adminDonationSchema) } },
    async (request) => ok(await reviews.open(request.params.id, actorOf(request.staff))),
  );

  app.put(
    AdminDonationPaths.status(':id'),
    {
      onRequest: reviewer,
      schema: {
        params: idParamSchema,
        body: donationStatusChangeSchema,
        response: answer.data(adminDonationSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      await reviews.changeStatus(id, request.body, actorOf(request.staff));
      return ok(await reviews.detail(id), DonationReviewMessages.changed(request.body.status));
    },
  );

  // The attached files, for staff only (a file, not JSON).
  app.get(
    AdminDonationPaths.file(':id', ':index'),
    { onRequest: reviewer, schema: { params: attachmentParamsSchema, response: attachmentAnswer } },
    async (request, reply) =>
      sendAttachment(ctx, reply, await reviews.attachment(request.params.id, request.params.index)),
  );
}
