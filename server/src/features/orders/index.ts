import type { Feature } from '../../platform/feature.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';
import { orderReviewRoutes } from './staff-routes.ts';
import { createOrderReviewService } from './staff-service.ts';

export { activeOrderOf, closeAccountOrders } from './service.ts';
export { waitingOrders } from './staff-service.ts';

/** Places at exhibitions and education events that take bookings. */
export const ordersFeature: Feature = {
  name: 'orders',
  api: async (app, ctx) => {
    await ordersRoutes(app, createOrdersService(ctx));
    await orderReviewRoutes(app, createOrderReviewService(ctx));
  },
};
