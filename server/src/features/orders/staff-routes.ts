import {
  AdminOrderMessages,
  AdminOrderPaths,
  adminOrderCancelSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  idParamSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { ok, page } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { actorOf } from '../staff/index.ts';
import type { OrderReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on exhibition and event orders (docs/PRODUCT.md "Reviews and messages"). */
export async function orderReviewRoutes(fastify: FastifyInstance, reviews: OrderReviewService) {
  const app = typed(fastify);
  const reviewer = requireStaff(StaffRole.reviewer);

  app.get(
    AdminOrderPaths.list,
    {
      onRequest: reviewer,
      schema: { querystring: adminOrderListQuerySchema, response: answer.list(adminOrderSchema) },
    },
    async (request) => {
      const { rows, total } = await reviews.list(request.query);
      return page(rows, total);
    },
  );

  app.get(
    AdminOrderPaths.item(':id'),
    { onRequest: reviewer, schema: { params: idParamSchema, response: answer.data(adminOrderSchema) } },
    async (request) => ok(await reviews.detail(request.params.id)),
  );

  app.put(
    AdminOrderPaths.attend(':id'),
    { onRequest: reviewer, schema: { params: idParamSchema, response: answer.data(adminOrderSchema) } },
    async (request) => {
      await reviews.attend(request.params.id, actorOf(request.staff));
      return ok(await reviews.detail(request.params.id), AdminOrderMessages.attended);
    },
  );

  app.put(
    AdminOrderPaths.cancel(':id'),
    {
      onRequest: reviewer,
      schema: {
        params: idParamSchema,
        body: adminOrderCancelSchema,
        response: answer.data(adminOrderSchema),
      },
    },
    async (request) => {
      await reviews.cancel(request.params.id, request.body.reason!, actorOf(request.staff));
      return ok(await reviews.detail(request.params.id), AdminOrderMessages.cancelled);
    },
  );
}
