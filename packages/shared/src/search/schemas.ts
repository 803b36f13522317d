import { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../common/constants.ts';
import { contentTypeSchema, contentTypeValueSchema } from '../common/content-type-schemas.ts';
import type { ContentType } from '../common/content-types.ts';
import { listResultSchema, pageQuerySchema } from '../common/envelope.ts';
import { Messages } from '../common/messages.ts';
import { blankToUndefined } from '../common/query.ts';
import { textSchema } from '../common/validators.ts';
import { SearchMessages } from './messages.ts';

/** Search across every module (docs/PRODUCT.md "Content"). */
export const searchQuerySchema = pageQuerySchema.extend({
  module: z.preprocess(blankToUndefined, contentTypeSchema.default(1 as ContentType)),
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    textSchema(Messages.searchKeywordRequired, SearchMessages.keywordInvalid)
      .min(1, Messages.searchKeywordRequired)
      .max(KEYWORD_MAX_LENGTH, SearchMessages.keywordTooLong),
  ),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  module: contentTypeValueSchema,
  /** The item's id (for collection items, its culId). */
  id: z.string(),
  /** HTML-escaped text with the matched words in <em>. */
  title: z.string(),
  snippet: z.string(),
  cover: z.string().nullable(),
  randomNum: z.number(),
  culId: z.string().nullable(),
  culName: z.string().nullable(),
  /** A date or date range to show, already formatted. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/**
 * `GET /client/search`: a page of one module's hits plus the hit count of every module. `capped`: the modules with
 * more than SEARCH_COUNT_CAP hits, whose count (and `total`, for the module asked for) is SEARCH_COUNT_CAP.
 */
export const searchResultSchema = listResultSchema(searchHitSchema).extend({
  counts: z.record(contentTypeValueSchema, z.number()),
  capped: z.array(contentTypeValueSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
