import type { Feature } from '../../platform/feature.ts';
import { donationsRoutes } from './routes.ts';
import { createDonationsService } from './service.ts';
import { donationReviewRoutes } from './staff-routes.ts';
import { createDonationReviewService } from './staff-service.ts';

export { closeAccountDonations } from './service.ts';
export { waitingDonations } from './staff-service.ts';

/** Donation reports: a visitor offers a piece to the collection; the museum follows it up. */
export const donationsFeature: Feature = {
  name: 'donations',
  api: async (app, ctx) => {
    await donationsRoutes(app, createDonationsService(ctx), ctx);
    await donationReviewRoutes(app, createDonationReviewService(ctx), ctx);
  },
};
