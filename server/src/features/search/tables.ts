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

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a hit needs for display, so a search answers from this table alone. */
export interface SearchDocumentMeta {
  cover: string | null;
  randomNum: number;
  culId?: string;
  culName?: string;
  /** Already formatted for display, e.g. "2026.09.01 — 2027.01.10". */
  date?: string;
}

/**
 * One row per searchable item of the eight modules. `tokens` holds jieba's words (title weight A, text B)
 * and the text's characters in order (weight D), lower-cased and unstemmed like the 'simple' configuration,
 * so a query word matches as a word or as a phrase of characters, identically on PGlite and PostgreSQL.
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
    /** Newer first among equally ranked hits. */
    sortDate: date('sort_date', { mode: 'string' }),
    meta: jsonb('meta').$type<SearchDocumentMeta>().notNull(),
  },
  (t) => [
    uniqueIndex('search_documents_item_idx').on(t.module, t.resId),
    index('search_documents_tokens_idx').using('gin', t.tokens),
  ],
);
