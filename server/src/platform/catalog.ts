/**
 * How a feature shows its items to the features that gather every module's (search, favourites, the sitemap):
 * the shapes they hand over, so that the owner of a table is the only one reading it.
 */
import type { ContentDeclaration, ContentType, Language } from '@museum/shared';
import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MuseumClock } from './clock.ts';
import type { Database } from './db/client.ts';
import { isPublished } from './db/published.ts';
import { joinSentences } from './html/sanitize.ts';

/**
 * The fields a content type declares searched (people, places, sources) of a stored row, after any `more`, as a
 * search document's extra text; in English, their English twins (a field without one, such as a work's number,
 * as it is).
 */
export const searchedText = (
  declaration: Pick<ContentDeclaration, 'searched' | 'fields'>,
  row: object,
  ...more: (string | null)[]
) => joinSentences([...more, ...searchedValues(declaration, row, 'zh')]);

function searchedValues(
  declaration: Pick<ContentDeclaration, 'searched' | 'fields'>,
  row: object,
  language: Language,
) {
  const values = row as Record<string, string | null | undefined>;
  return declaration.searched.map((name) => {
    const twin = declaration.fields[name]?.english;
    return language === 'en' && twin ? values[twin] : values[name];
  });
}

/** `searchedText` of the English site: the searched fields' English twins, after any `more`. */
export const englishSearchedText = (
  declaration: Pick<ContentDeclaration, 'searched' | 'fields'>,
  row: object,
  ...more: (string | null | undefined)[]
) => joinSentences([...more, ...searchedValues(declaration, row, 'en')], 'en');

/** What a search hit shows beside its title. */
export interface SearchDocumentMeta {
  cover: string | null;
  randomNum: number;
  culId?: string;
  culName?: string;
  /** Already formatted for display, e.g. "2026.09.01 — 2027.01.10". */
  date?: string;
}

/** One item as the search index sees it. */
export interface SearchDocument {
  module: ContentType;
  resId: string;
  title: string;
  /** What a snippet is cut from: the summary and the text. */
  body: string;
  /** Found by search but not quoted in snippets: names, places, numbers. */
  extra: string;
  sortDate: string | null;
  meta: SearchDocumentMeta;
  /** The item as the English site's search sees it, where it has English (docs/PRODUCT.md "English"). */
  english?: EnglishSearchText;
}

/** An item's English twins as its English search document has them (the rest is its Chinese document's). */
export interface EnglishSearchText {
  title: string;
  body: string;
  extra: string;
  /** What differs in English of what a hit shows (a work's name, a date said in words). */
  meta?: Partial<SearchDocumentMeta>;
}

/** A module's published items as search documents, a batch at a time; `only`: the one item (by id) that changed. */
export type SearchSource = (
  db: Database,
  clock: MuseumClock,
  only?: number,
) => AsyncGenerator<SearchDocument[]>;

/** How an item of any module is shown in a visitor's collect list and the console's most viewed. */
export interface ItemCard {
  /** The item's row in its table (a work's row, not its culId); null for a work of an outside ICMS. */
  id: number | null;
  title: string;
  summary: string;
  cover: string;
  randomNum: number;
  culId: string | null;
  culName: string | null;
  /** Asked for in English: the language its text is in ('zh' where it has no English). */
  lang?: Language;
}

/** A published item's address for the sitemap: its detail path and when it last changed. */
export interface PublishedPage {
  path: string;
  lastmod: Date;
  /** Whether the item has its English: only then is its English page listed (docs/PRODUCT.md "English"). */
  english: boolean;
}

const BATCH = 1000;

/**
 * A search source over a table's published rows: `read` selects a batch of them by `where`, in id order, and
 * `toDocument` turns each into a document. `only` (the one item that changed) narrows the batch to that item.
 */
export function searchSource<R extends { id: number }>(
  table: { id: PgColumn; published: PgColumn },
  read: (db: Database, where: SQL | undefined, limit: number) => Promise<R[]>,
  toDocument: (row: R, clock: MuseumClock) => SearchDocument,
): SearchSource {
  return async function* (db, clock, only) {
    const where = (after: number) =>
      and(isPublished(table), gt(table.id, after), only === undefined ? undefined : eq(table.id, only));
    for await (const rows of inBatches((after, limit) => read(db, where(after), limit))) {
      yield rows.map((row) => toDocument(row, clock));
    }
  };
}

/** Reads a table in id order, a batch at a time, so a hundred thousand rows never sit in memory at once. */
export async function* inBatches<R extends { id: number }>(
  read: (afterId: number, limit: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, BATCH);
    if (!rows.length) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}
