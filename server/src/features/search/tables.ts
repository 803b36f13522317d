import { CONTENT_TYPES } from '@museum/shared';
import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SearchDocumentMeta } from '../../platform/catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable item of the eight modules. `tokens` holds jieba's words and the text's characters and
 * bigrams in order, lower-cased and unstemmed like the 'simple' configuration, so a query word matches as a word or
 * as a phrase of characters, identically on PGlite and PostgreSQL; `rank_tokens`, a few hundred bytes of the
 * title (weight A) and the text's opening (weight B), is what hits are ranked by (tokenize.ts).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    module: smallint('module').notNull(),
    resId: varchar('res_id', { length: 64 }).notNull(),
    title: text('title').notNull(),
    /** Plain text the snippet is cut from. */
    body: text('body').notNull(),
    tokens: tsvector('tokens').notNull(),
    rankTokens: tsvector('rank_tokens').notNull(),
    /** Newer first among equally ranked hits. */
    sortDate: date('sort_date', { mode: 'string' }),
    /** What a hit needs for display, so a search answers from this table alone. */
    meta: jsonb('meta').$type<SearchDocumentMeta>().notNull(),
  },
  (t) => [
    uniqueIndex('search_documents_item_idx').on(t.module, t.resId),
    // One index per module and vector: a module's hits are found (and counted up to the cap) from its own
    // postings, without reading the other modules' rows; service.ts has the measurements.
    ...CONTENT_TYPES.flatMap((module) =>
      [t.tokens, t.rankTokens].map((vector) =>
        index(`search_documents_${vector.name}_${module}_idx`)
          .using('gin', vector)
          .where(sql.raw(`module = ${module}`)),
      ),
    ),
  ],
);
