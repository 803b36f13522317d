import type { Feature } from '../../platform/feature.ts';
import { purgeOldBookings } from './retention.ts';
import { entryRoutes } from './routes.ts';
import { createEntryService } from './service.ts';

export { closeAccountBookings } from './service.ts';

/** Timed entry: free, by day, under the visitor's real name. */
export const entryFeature: Feature = {
  name: 'entry',
  api: (app, ctx) => entryRoutes(app, createEntryService(ctx)),
  retention: purgeOldBookings,
};
