import type { Feature } from '../../platform/feature.ts';
import type { ContentPorts } from './deps.ts';
import { contentRoutes } from './routes.ts';
import { createContentService } from './service.ts';

export { pinyinOf } from './artists.ts';
export {
  type Bookable,
  type BookableModule,
  bookableItems,
  bookedPlaces,
  moveBookedPlaces,
} from './bookable.ts';
export type { ContentPorts } from './deps.ts';
export { createContentService } from './service.ts';

/** What visitors read: exhibitions, events, artists, articles, banners, dictionaries and links. */
export const contentFeature = (ports: ContentPorts): Feature => ({
  name: 'content',
  api: (app, ctx) => contentRoutes(app, createContentService(ctx, ports.counts(ctx)), ctx.answers),
});
