import type { Feature } from '../../platform/feature.ts';
import { donationsRoutes } from './routes.ts';
import { createDonationsService } from './service.ts';

export { closeAccountDonations } from './service.ts';

/** Donation reports: a visitor offers a piece to the collection. */
export const donationsFeature: Feature = {
  name: 'donations',
  api: (app, ctx) => donationsRoutes(app, createDonationsService(ctx)),
};
