import type { Feature } from '../../platform/feature.ts';
import type { ContentPorts } from './deps.ts';
import { contentRoutes } from './routes.ts';
import { createContentService } from './service.ts';

export { pinyinOf } from './artists.ts';
export type { ContentPorts } from './deps.ts';
export { CONTENT_MODULES, CONTENT_TABLES, type ContentModule, type ContentTable } from './modules.ts';
export { createContentService } from './service.ts';
export { takesBookings } from './status.ts';
export * from './tables.ts';

/** What visitors read: exhibitions, events, artists, articles, banners, dictionaries and links. */
export const contentFeature = (ports: ContentPorts): Feature => ({
  name: 'content',
  api: (app, ctx) => contentRoutes(app, createContentService(ctx, ports.counts(ctx)), ctx.answers),
});
