import {
  eventOrderAnswerSchema,
  eventOrderListQuerySchema,
  eventOrderSchema,
  OrderMessages,
  OrderPaths,
  orderAvailabilityQuerySchema,
  orderAvailabilitySchema,
  pageQuerySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { OrderModule, OrdersService } from './service.ts';

/** Exhibition and education-event orders (docs/spec §7, docs/PRODUCT.md "Exhibition order"). */
export async function ordersRoutes(fastify: FastifyInstance, orders: OrdersService) {
  const app = typed(fastify);
  const own = ownRecords(fastify);

  // Public, with the visitor's own order when signed in: drives the order button on detail pages.
  app.get(
    OrderPaths.availability,
    { schema: { querystring: orderAvailabilityQuerySchema, response: answer.data(orderAvailabilitySchema) } },
    async (request) => {
      const user = await request.optionalUser();
      const { module, resId } = request.query;
      return ok(await orders.availability(module as OrderModule, resId, user?.id ?? null));
    },
  );

  own.create(OrderPaths.order, eventOrderSchema, eventOrderAnswerSchema, orders.order, OrderMessages.booked);
  own.list(
    OrderPaths.list,
    eventOrderAnswerSchema,
    (userId, { module, ...page }) => orders.list(userId, module as OrderModule | undefined, page),
    pageQuerySchema.extend(eventOrderListQuerySchema.shape),
  );
  own.one('GET', OrderPaths.detail(':id'), eventOrderAnswerSchema, orders.detail);
  own.one('PUT', OrderPaths.cancel(':id'), eventOrderAnswerSchema, orders.cancel, OrderMessages.cancelled);
}
