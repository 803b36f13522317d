import type { Feature } from '../../platform/feature.ts';
import { ordersRoutes } from './routes.ts';
import { createOrdersService } from './service.ts';

export { activeOrderOf, closeAccountOrders } from './service.ts';

/** Places at exhibitions and education events that take bookings. */
export const ordersFeature: Feature = {
  name: 'orders',
  api: (app, ctx) => ordersRoutes(app, createOrdersService(ctx)),
};
