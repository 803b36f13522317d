import type { Feature } from '../../platform/feature.ts';
import { remoteIcmsOf } from './remote.ts';
import { collectionRoutes, remoteIcmsRoutes } from './routes.ts';
import { createCollectionService } from './service.ts';

export { publishedWorkPages, workCards, workSearchSource } from './catalog.ts';
export { ICMS_UNAVAILABLE, type RemoteIcms, remoteIcmsOf } from './remote.ts';
export { type CollectionService, createCollectionService } from './service.ts';
export type { StoredImage } from './tables.ts';

/**
 * The collection: works and their types, served in the ICMS dialect at the server root; or, when the site reads a
 * museum's own ICMS (`COLLECTION_API_BASE` an http(s) URL), that ICMS proxied at the same paths.
 */
export const collectionFeature: Feature = {
  name: 'collection',
  root: (app, ctx) => {
    const remote = remoteIcmsOf(ctx);
    return remote ? remoteIcmsRoutes(app, remote) : collectionRoutes(app, createCollectionService(ctx), ctx);
  },
};
