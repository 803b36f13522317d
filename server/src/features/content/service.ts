import type { AppContext } from '../../platform/context.ts';
import { createArticleReaders } from './articles.ts';
import { createArtistReader } from './artists.ts';
import type { CountsOf } from './deps.ts';
import { createEducationReader } from './education.ts';
import { createExhibitionReader } from './exhibitions.ts';
import { createNavigationReader } from './navigation.ts';

/** What visitors read: one reader per module, all built from the same database, clock and counts. */
export function createContentService({ db, clock, totals, answers }: AppContext, counts: CountsOf) {
  const deps = { db, clock, counts, countOf: totals, remember: answers.keepDerived };
  return {
    exhibitions: createExhibitionReader(deps),
    education: createEducationReader(deps),
    artists: createArtistReader(deps),
    ...createArticleReaders(deps),
    ...createNavigationReader(deps),
  };
}
export type ContentService = ReturnType<typeof createContentService>;
