/**
 * The catalogue: every module staff publish, its declaration bound to its table once (modules.ts), and the
 * published items of those visitors open, as search, favourites and the sitemap gather them (published.ts).
 */
export {
  MODULES,
  type ModuleDefinition,
  type PreviewServices,
  type PublishingTable,
  searchIdOf,
} from './modules.ts';
export { contentCards, publishedContentPages, SEARCH_SOURCES } from './published.ts';
