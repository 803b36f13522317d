import type { Feature } from '../../platform/feature.ts';
import { createApplicationReviewService } from './review.ts';
import { applicationReviewRoutes } from './review-routes.ts';
import { applicationsRoutes } from './routes.ts';
import { createApplicationsService } from './service.ts';

export { waitingApplications } from './review.ts';
export { closeAccountApplications } from './service.ts';

/** Exhibition-hosting applications: apply, follow, withdraw, remove; and the museum's review of them. */
export const applicationsFeature: Feature = {
  name: 'applications',
  api: async (app, ctx) => {
    await applicationsRoutes(app, createApplicationsService(ctx), ctx);
    await applicationReviewRoutes(app, createApplicationReviewService(ctx), ctx);
  },
};
