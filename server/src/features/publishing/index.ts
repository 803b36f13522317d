import type { AppContext } from '../../platform/context.ts';
import type { Feature } from '../../platform/feature.ts';
import { createCollectionService } from '../collection/index.ts';
import { type ContentPorts, createContentService } from '../content/index.ts';
import { publishingRoutes } from './routes.ts';
import { createPublishingService, type Previews } from './service.ts';

/** A scheduled publication shows within this long of its time. */
export const PUBLISH_DUE_EVERY_MS = 30_000;

/** The visitor API's detail of each module that has one, drafts included: "preview as visitor". */
function previewsOf(ctx: AppContext, ports: ContentPorts): Previews {
  const content = createContentService(ctx, ports.counts(ctx));
  const collection = createCollectionService(ctx);
  return {
    exhibition: (id) => content.exhibitions.detail(id, true),
    education: (id) => content.education.detail(id, true),
    artist: (id) => content.artists.detail(id, true),
    academic: (id) => content.academic.detail(id, true),
    notice: (id) => content.notices.detail(id, true),
    policy: (id) => content.policies.detail(id, true),
    affair: (id) => content.affairs.detail(id, true),
    work: (_id, row, origin) => collection.detail(String(row.culId), origin, true),
  };
}

export { createPublishingService } from './service.ts';

/** What staff publish: every content module's drafts, changes, publication and withdrawal. */
export const publishingFeature = (ports: ContentPorts): Feature => ({
  name: 'publishing',
  api: (app, ctx) => publishingRoutes(app, createPublishingService(ctx, previewsOf(ctx, ports)), ctx),
  jobs: [
    {
      name: 'scheduled publication',
      everyMs: PUBLISH_DUE_EVERY_MS,
      run: (ctx) => createPublishingService(ctx, {}).publishDue(),
    },
  ],
});
