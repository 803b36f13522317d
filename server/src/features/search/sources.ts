import { ContentType } from '@museum/shared';
import type { SearchSource } from '../../platform/catalog.ts';
import { workSearchSource } from '../collection/index.ts';
import { CONTENT_SEARCH_SOURCES } from '../content/index.ts';

/** Every module's items, as the features that keep them hand them to the index. */
export const SEARCH_SOURCES: Record<ContentType, SearchSource> = {
  ...CONTENT_SEARCH_SOURCES,
  [ContentType.collection]: workSearchSource,
};
