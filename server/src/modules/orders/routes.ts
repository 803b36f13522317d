import {
  eventOrderListQuerySchema,
  eventOrderSchema,
  idParamSchema,
  orderAvailabilityQuerySchema,
  pageQuerySchema,
  ServicePaths,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { onAccountDeleted } from '../accounts/deletion.ts';
import { requireProfile } from '../accounts/guards.ts';
import { closeAccountOrders, createOrdersService } from './service.ts';

onAccountDeleted(closeAccountOrders);

type OrderModule = 1 | 2;

/** Exhibition and education-event orders (spec section 7, PRODUCT.md "Exhibition order"). */
export async function ordersRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createOrdersService(ctx);

  // Public, with the visitor's own order when signed in: drives the order button on detail pages.
  app.get(
    ServicePaths.eventOrderAvailability,
    { schema: { querystring: orderAvailabilityQuerySchema } },
    async (request) => {
      const user = await request.optionalUser();
      const { module, resId } = request.query;
      return ok(await service.availability(module as OrderModule, resId, user?.id ?? null));
    },
  );

  app.post(
    ServicePaths.eventOrder,
    { preValidation: requireProfile, schema: { body: eventOrderSchema } },
    async (request) => ok(await service.order(request.user.id, request.body), '预约成功'),
  );

  app.get(
    ServicePaths.eventOrderList,
    {
      preValidation: requireProfile,
      schema: { querystring: pageQuerySchema.extend(eventOrderListQuerySchema.shape) },
    },
    async (request) => {
      const { module, pageNum, pageSize } = request.query;
      const { rows, total } = await service.list(
        request.user.id,
        module as OrderModule | undefined,
        pageNum,
        pageSize,
      );
      return page(rows, total);
    },
  );

  app.get(
    ServicePaths.eventOrderDetail,
    { preValidation: requireProfile, schema: { params: idParamSchema } },
    async (request) => ok(await service.detail(request.user.id, request.params.id)),
  );

  app.put(
    ServicePaths.eventOrderCancel,
    { preValidation: requireProfile, schema: { params: idParamSchema } },
    async (request) => ok(await service.cancel(request.user.id, request.params.id), '预约已取消'),
  );
}
