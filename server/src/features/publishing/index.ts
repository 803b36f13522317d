import type { AppContext } from '../../platform/context.ts';
import type { Feature } from '../../platform/feature.ts';
import type { PreviewServices } from '../catalog/index.ts';
import { createCollectionService } from '../collection/index.ts';
import { type ContentPorts, createContentService } from '../content/index.ts';
import { publishingRoutes } from './routes.ts';
import { createPublishingService } from './service.ts';

/** A scheduled publication shows within this long of its time. */
export const PUBLISH_DUE_EVERY_MS = 30_000;

/** The visitor services "preview as visitor" reads from. */
const previewsOf = (ctx: AppContext, ports: ContentPorts): PreviewServices => ({
  content: createContentService(ctx, ports.counts(ctx)),
  collection: createCollectionService(ctx),
});

export { createPublishingService } from './service.ts';

/** What staff publish: every content module's drafts, changes, publication and withdrawal. */
export const publishingFeature = (ports: ContentPorts): Feature => ({
  name: 'publishing',
  api: (app, ctx) => publishingRoutes(app, createPublishingService(ctx, previewsOf(ctx, ports)), ctx),
  jobs: [
    {
      name: 'scheduled publication',
      everyMs: PUBLISH_DUE_EVERY_MS,
      run: (ctx) => createPublishingService(ctx, null).publishDue(),
    },
  ],
});
