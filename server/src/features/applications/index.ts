import type { Feature } from '../../platform/feature.ts';
import { applicationsRoutes } from './routes.ts';
import { createApplicationsService } from './service.ts';
import { applicationReviewRoutes } from './staff-routes.ts';
import { createApplicationReviewService } from './staff-service.ts';

export { closeAccountApplications } from './service.ts';
export { waitingApplications } from './staff-service.ts';

/** Exhibition-hosting applications: apply, follow, withdraw, remove; and the museum's review of them. */
export const applicationsFeature: Feature = {
  name: 'applications',
  api: async (app, ctx) => {
    await applicationsRoutes(app, createApplicationsService(ctx), ctx);
    await applicationReviewRoutes(app, createApplicationReviewService(ctx), ctx);
  },
};
