import type { AppContext } from '../../platform/context.ts';
import type { Feature } from '../../platform/feature.ts';
import { remoteIcmsOf } from '../collection/index.ts';
import { purgeOldDailyHits } from './most-viewed.ts';
import { engagementRoutes } from './routes.ts';
import { createEngagementService } from './service.ts';
import { viewBatchOf } from './view-batch.ts';

export { type MostViewedItem, mostViewed } from './most-viewed.ts';
export { deleteAccountActions, renewClosedAccountCounts } from './service.ts';

/** The content feature's counts port: the public counts a detail shows. */
export const countsFor = (ctx: AppContext) => {
  const engagement = createEngagementService(ctx);
  return (module: Parameters<typeof engagement.counts>[0]['module'], resId: string) =>
    engagement.counts({ module, resId });
};

/** Favourites, likes and view counts. */
export const engagementFeature: Feature = {
  name: 'engagement',
  api: async (app, ctx) => {
    // Views counted and not yet written are written as the server closes.
    app.addHook('onClose', () => viewBatchOf(ctx).close());
    await engagementRoutes(app, createEngagementService(ctx, remoteIcmsOf(ctx)));
  },
  retention: purgeOldDailyHits,
};
