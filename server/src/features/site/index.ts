import type { Feature } from '../../platform/feature.ts';
import { siteRoutes } from './routes.ts';
import { createSiteService } from './service.ts';
import { sitemapRoutes } from './sitemap.ts';

export { readMeta, siteSettings, writeMeta } from './service.ts';

/** Site-wide: settings from configuration, health, the benchmark's ceiling; the sitemap and robots.txt. */
export const siteFeature: Feature = {
  name: 'site',
  api: (app, ctx) => siteRoutes(app, createSiteService(ctx), ctx),
  root: sitemapRoutes,
};
