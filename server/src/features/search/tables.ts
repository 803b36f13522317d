import { CONTENT_TYPES } from '@museum/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { SearchDocumentMeta } from '../../platform/catalog.ts';

const tsvector = pg.customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A table of search documents, one row per searchable item of the eight modules, with a GIN index per module and
 * vector: the Chinese site's and the English site's are two such tables.
 */
const searchTable = (name: string) =>
  pg.pgTable(
    name,
    {
      id: pg.serial('id').primaryKey(),
      module: pg.smallint('module').notNull(),
      resId: pg.varchar('res_id', { length: 64 }).notNull(),
      title: pg.text('title').notNull(),
      /** Plain text the snippet is cut from. */
      body: pg.text('body').notNull(),
      tokens: tsvector('tokens').notNull(),
      rankTokens: tsvector('rank_tokens').notNull(),
      /** Newer first among equally ranked hits. */
      sortDate: pg.date('sort_date', { mode: 'string' }),
      /** What a hit needs for display, so a search answers from this table alone. */
      meta: pg.jsonb('meta').$type<SearchDocumentMeta>().notNull(),
    },
    (t) => [
      pg.uniqueIndex(`${name}_item_idx`).on(t.module, t.resId),
      // One index per module and vector: a module's hits are found (and counted up to the cap) from its own
      // postings, without reading the other modules' rows; service.ts has the measurements.
      ...CONTENT_TYPES.flatMap((module) =>
        [t.tokens, t.rankTokens].map((vector) =>
          pg
            .index(`${name}_${vector.name}_${module}_idx`)
            .using('gin', vector)
            .where(sql.raw(`module = ${module}`)),
        ),
      ),
    ],
  );

/**
 * The Chinese site's: one row per published item. `tokens` holds jieba's words and the text's characters and
 * bigrams in order, lower-cased and unstemmed like the 'simple' configuration, so a query word matches as a word or
 * as a phrase of characters, identically on PGlite and PostgreSQL; `rank_tokens`, a few hundred bytes of the
 * title (weight A) and the text's opening (weight B), is what hits are ranked by (tokenize.ts).
 */
export const searchDocuments = searchTable('search_documents');

/**
 * The English site's: one row per published item with English, its English twins (title, text, the searched
 * fields) as PostgreSQL's 'english' configuration reads them (stemmed: "paintings" finds "painting"), on PGlite
 * and PostgreSQL alike; `rank_tokens` as above (english.ts).
 */
export const englishSearchDocuments = searchTable('search_documents_en');

/** Either of the two. */
export type SearchTable = typeof searchDocuments;
