/**
 * Every content module's published items as the features that gather them see them (search, favourites, the
 * sitemap). They are read from the bindings of modules.ts: a module visitors open says there how its items are
 * dated, and everything else (title, text, cover, address) is the same for all of them.
 */
import { ContentType, declarationOf, declarationOfType, detailPath, type Language } from '@museum/shared';
import { and, asc, inArray, sql } from 'drizzle-orm';
import {
  type EnglishSearchText,
  englishSearchedText,
  type ItemCard,
  type PublishedPage,
  type SearchSource,
  searchedText,
  searchSource,
} from '../../platform/catalog.ts';
import type { Database } from '../../platform/db/client.ts';
import { inLanguage } from '../../platform/db/language.ts';
import { isPublished } from '../../platform/db/published.ts';
import { htmlToText, joinSentences } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import { workSearchSource } from '../collection/index.ts';
import { type Dated, MODULES, type PublishingTable } from './modules.ts';

/** A content module visitors open: its type, its table and how its items are dated. */
interface ContentModule {
  type: ContentType;
  table: PublishingTable;
  dated: Dated;
}

const CONTENT_MODULES: ContentModule[] = Object.values(MODULES).flatMap(({ module, table, dated }) => {
  const { contentType } = declarationOf(module);
  return dated && contentType !== undefined ? [{ type: contentType, table, dated }] : [];
});

const contentModuleOf = (type: ContentType) => CONTENT_MODULES.find((module) => module.type === type);

/** An artist is titled by name (their `title` is an honour); everything else by its title. */
const titleKey = (table: PublishingTable) => ('name' in table ? 'name' : 'title');
const titleColumn = (table: PublishingTable) => table[titleKey(table) as 'title'];
const englishTitleColumn = (table: PublishingTable) => table[`${titleKey(table)}En` as 'titleEn'];

/** Notices and policies have no picture of their own. */
const coverColumn = (table: PublishingTable) => ('cover' in table ? table.cover : sql<null>`null`);

/** An item's English search text, where it has an English title. */
function englishOf(
  declaration: ReturnType<typeof declarationOfType>,
  fields: Record<string, unknown>,
  title: string,
  date: string | undefined,
): EnglishSearchText | undefined {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const englishTitle = text(`${title}En`).trim();
  if (!englishTitle) return undefined;
  return {
    title: englishTitle,
    body: joinSentences([text('summaryEn'), htmlToText(text('contentEn'), 'en')], 'en'),
    extra: englishSearchedText(declaration, fields),
    meta: date === undefined ? {} : { date },
  };
}

function searchSourceOf({ type, table, dated }: ContentModule) {
  const declaration = declarationOfType(type);
  const title = titleKey(table);
  return searchSource(
    table,
    (db, where, limit) => db.select().from(table).where(where).orderBy(asc(table.id)).limit(limit),
    (row, clock) => {
      const fields = row as Record<string, unknown> & { id: number };
      const { sortDate, date, dateEn } = dated(fields, clock);
      return {
        module: type,
        resId: String(row.id),
        title: String(fields[title]),
        body: joinSentences([row.summary, htmlToText(row.content)]),
        extra: searchedText(declaration, row),
        sortDate,
        meta: {
          cover: 'cover' in table ? coverOf(row.cover, row.id) : null,
          randomNum: randomNumOf(row.id),
          date,
        },
        english: englishOf(declaration, fields, title, dateEn ?? date),
      };
    },
  );
}

/** Each module's items as search documents: the content modules', and the works' from the collection. */
export const SEARCH_SOURCES = {
  ...Object.fromEntries(CONTENT_MODULES.map((module) => [module.type, searchSourceOf(module)])),
  [ContentType.collection]: workSearchSource,
} as Record<ContentType, SearchSource>;

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

/**
 * Cards of the published items of one content module among `ids` (absent ones are missing from the map); in
 * English, in their English where they have it (`lang` says).
 */
export async function contentCards(
  db: Database,
  type: ContentType,
  ids: string[],
  language: Language = 'zh',
): Promise<Map<string, ItemCard>> {
  const module = contentModuleOf(type);
  const wanted = numericIds(ids);
  if (!module || !wanted.length) return new Map();
  const { table } = module;
  const rows = await db
    .select(
      inLanguage(language, table, {
        id: table.id,
        title: titleColumn(table),
        summary: table.summary,
        cover: coverColumn(table),
      }),
    )
    .from(table)
    .where(and(inArray(table.id, wanted), isPublished(table)));
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        id: row.id,
        title: String(row.title),
        summary: row.summary,
        cover: coverOf(row.cover, row.id),
        randomNum: randomNumOf(row.id),
        culId: null,
        culName: null,
        ...(row.lang ? { lang: row.lang } : {}),
      },
    ]),
  );
}

/** Every published item of every content module, with when it last changed (the sitemap). */
export async function publishedContentPages(db: Database): Promise<PublishedPage[]> {
  const pages: PublishedPage[] = [];
  for (const { type, table } of CONTENT_MODULES) {
    const rows = await db
      .select({ id: table.id, updatedAt: table.updatedAt, english: englishTitleColumn(table) })
      .from(table)
      .where(isPublished(table))
      .orderBy(table.id);
    for (const { id, updatedAt, english } of rows) {
      // An event's address carries its picture's number; the other modules' ignore it.
      pages.push({
        path: detailPath(type, { id, randomNum: randomNumOf(id) }),
        lastmod: updatedAt,
        english: Boolean(english?.trim()),
      });
    }
  }
  return pages;
}
