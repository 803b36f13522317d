import type { Feature } from '../../platform/feature.ts';
import { dashboardRoutes } from './routes.ts';
import { createDashboardService } from './service.ts';

/** The console's dashboard: today's entry, the week ahead, pending reviews and the most viewed content. */
export const dashboardFeature: Feature = {
  name: 'dashboard',
  api: (app, ctx) => dashboardRoutes(app, createDashboardService(ctx)),
};
