import type { Feature } from '../../platform/feature.ts';
import { venuesRoutes } from './routes.ts';
import { createVenuesService } from './service.ts';

export { createVenuesService, type VenuesService } from './service.ts';

/** Halls and floor plans: the floor guide. */
export const venuesFeature: Feature = {
  name: 'venues',
  api: (app, ctx) => venuesRoutes(app, createVenuesService(ctx), ctx.answers),
};
