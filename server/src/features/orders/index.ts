import type { Feature } from '../../platform/feature.ts';
import { createOrderReviewService } from './review.ts';
import { orderReviewRoutes } from './review-routes.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

export { waitingOrders } from './review.ts';
export { activeOrderOf, closeAccountOrders } from './service.ts';

/** Places at exhibitions and education events that take bookings. */
export const ordersFeature: Feature = {
  name: 'orders',
  api: async (app, ctx) => {
    await ordersRoutes(app, createOrdersService(ctx));
    await orderReviewRoutes(app, createOrderReviewService(ctx));
  },
};
