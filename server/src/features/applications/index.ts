import type { Feature } from '../../platform/feature.ts';
import { applicationsRoutes } from './routes.ts';
import { createApplicationsService } from './service.ts';

export { closeAccountApplications } from './service.ts';
export * from './tables.ts';

/** Exhibition-hosting applications: apply, follow, withdraw, remove. */
export const applicationsFeature: Feature = {
  name: 'applications',
  api: (app, ctx) => applicationsRoutes(app, createApplicationsService(ctx)),
};
