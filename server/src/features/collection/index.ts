import type { Feature } from '../../platform/feature.ts';
import { collectionRoutes } from './routes.ts';
import { createCollectionService } from './service.ts';

export { type CollectionService, createCollectionService } from './service.ts';
export * from './tables.ts';

/** The collection: works and their types, served in the ICMS dialect at the server root. */
export const collectionFeature: Feature = {
  name: 'collection',
  root: (app, ctx) => collectionRoutes(app, createCollectionService(ctx), ctx),
};
