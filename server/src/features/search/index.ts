import type { Feature } from '../../platform/feature.ts';
import { searchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

export { ensureSearchIndexCurrent, rebuildSearchIndex, reindexSearchItem } from './indexer.ts';

/** Search across every module. */
export const searchFeature: Feature = {
  name: 'search',
  api: (app, ctx) => searchRoutes(app, createSearchService(ctx), ctx.answers),
};
