/**
 * The English site's search (docs/PRODUCT.md "English"): the items' English twins, read by PostgreSQL's 'english'
 * text configuration (words stemmed, common words left out: "paintings" finds "painting"), which PGlite has as
 * PostgreSQL does. The vectors and the query are made by the database; ranking, counting and snippets are the
 * Chinese search's own (service.ts, tokenize.ts), over the English table.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { EnglishSearchText } from '../../platform/catalog.ts';
import { type DatabaseHandle, queryRows } from '../../platform/db/client.ts';
import { type ParsedQuery, RANK_LEAD_LENGTH } from './tokenize.ts';

const ENGLISH = sql.raw(`'english'::regconfig`);

/** The document's vector that search matches against: the title, the text and the searched fields. */
export const englishDocumentVector = ({ title, body, extra }: EnglishSearchText): SQL =>
  sql`to_tsvector(${ENGLISH}, ${`${title}\n${body}\n${extra}`})`;

/** The small vector hits are ranked by: the title (weight A) and the text's opening (weight B). */
export const englishRankVector = ({ title, body }: EnglishSearchText): SQL =>
  sql`setweight(to_tsvector(${ENGLISH}, ${title}), 'A') || setweight(to_tsvector(${ENGLISH}, ${body.slice(0, RANK_LEAD_LENGTH)}), 'B')`;

/** Each lexeme of a tsquery's text restricted to the title's (weight A): `'silk' & 'road'` → `'silk':A & 'road':A`. */
const inTitle = (tsquery: string) => tsquery.replace(/'((?:[^']|'')*)'/g, "'$1':A");

/**
 * A visitor's English keyword as the English index reads it (websearch syntax: "a phrase", or, -word), with the
 * words to mark in titles and snippets: the words as typed and their stems, the common words left out. Null when
 * nothing searchable is left (only common words or punctuation).
 */
export async function parseEnglishQuery(
  database: DatabaseHandle,
  keyword: string,
): Promise<ParsedQuery | null> {
  const [parsed] = await queryRows<{ tsquery: string; words: string[] | null; stems: string[] | null }>(
    database.db,
    sql`select websearch_to_tsquery(${ENGLISH}, ${keyword})::text as tsquery,
      array(select word from regexp_split_to_table(lower(${keyword}), '[^[:alnum:]]+') word
        where word <> '' and to_tsvector(${ENGLISH}, word) <> ''::tsvector) as words,
      tsvector_to_array(to_tsvector(${ENGLISH}, ${keyword})) as stems`,
  );
  const tsquery = parsed?.tsquery.trim() ?? '';
  if (!tsquery) return null;
  const terms = [...new Set([...(parsed?.words ?? []), ...(parsed?.stems ?? [])])];
  return { tsquery, titleTsquery: inTitle(tsquery), terms };
}
