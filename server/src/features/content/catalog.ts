/** The content modules as the features that gather every module's items see them (search, favourites, sitemap). */
import { ContentType, declarationOfType, detailPath } from '@museum/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type ItemCard,
  inBatches,
  type PublishedPage,
  type SearchDocument,
  type SearchSource,
  searchedText,
} from '../../platform/catalog.ts';
import type { MuseumClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { isPublished } from '../../platform/db/published.ts';
import { htmlToText, joinSentences } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import {
  academicItems,
  affairs,
  artists,
  educationEvents,
  exhibitions,
  notices,
  policies,
} from './tables.ts';

/** The table of each content module, by content type (collection works are the collection feature's). */
export const CONTENT_TABLES = {
  [ContentType.exhibition]: exhibitions,
  [ContentType.education]: educationEvents,
  [ContentType.artist]: artists,
  [ContentType.academic]: academicItems,
  [ContentType.notice]: notices,
  [ContentType.policy]: policies,
  [ContentType.affair]: affairs,
} as const;

/** A content type whose items are this feature's rows. */
export type ContentModule = keyof typeof CONTENT_TABLES;
type ContentTable = (typeof CONTENT_TABLES)[ContentModule];

const join = (...parts: (string | null | undefined)[]) => joinSentences(parts);
const dotted = (date: string) => date.replaceAll('-', '.');
const dateRange = (start: string, end: string | null) =>
  end ? `${dotted(start)} — ${dotted(end)}` : `${dotted(start)} 起 · 常设展`;
/** An event's start in the museum's local time, e.g. 2026.11.24 14:00. */
const localDateTime = (clock: MuseumClock, moment: Date) => {
  const { day, time } = clock.localTime(moment);
  return `${dotted(day)} ${time}`;
};
const cover = (row: { id: number; cover: string | null }) => ({
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});
const noCover = (row: { id: number }) => ({ cover: null, randomNum: randomNumOf(row.id) });

type Document = Omit<SearchDocument, 'module' | 'resId' | 'extra'>;

/** The published rows of a module's table, each turned into what the index needs. */
function searchSource<M extends ContentModule>(
  module: M,
  toDocument: (row: (typeof CONTENT_TABLES)[M]['$inferSelect'], clock: MuseumClock) => Document,
): SearchSource {
  return async function* (db, clock, only) {
    const t = CONTENT_TABLES[module] as typeof exhibitions;
    for await (const rows of inBatches((after, limit) =>
      db
        .select()
        .from(t)
        .where(and(isPublished(t), gt(t.id, after), only === undefined ? undefined : eq(t.id, only)))
        .orderBy(asc(t.id))
        .limit(limit),
    )) {
      yield (rows as (typeof CONTENT_TABLES)[M]['$inferSelect'][]).map((row) => ({
        module,
        resId: String(row.id),
        extra: searchedText(declarationOfType(module), row),
        ...toDocument(row, clock),
      }));
    }
  };
}

/** Each content module's items as search documents. */
export const CONTENT_SEARCH_SOURCES: Record<ContentModule, SearchSource> = {
  [ContentType.exhibition]: searchSource(ContentType.exhibition, (row) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: row.startDate,
    meta: { ...cover(row), date: dateRange(row.startDate, row.endDate) },
  })),
  [ContentType.education]: searchSource(ContentType.education, (row, clock) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: clock.today(row.startAt),
    meta: { ...cover(row), date: localDateTime(clock, row.startAt) },
  })),
  [ContentType.artist]: searchSource(ContentType.artist, (row) => ({
    title: row.name,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: null,
    meta: { ...cover(row), date: row.birthYear ? `${row.birthYear}—${row.deathYear ?? ''}` : undefined },
  })),
  [ContentType.academic]: searchSource(ContentType.academic, (row) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: row.publishedAt,
    meta: { ...cover(row), date: dotted(row.publishedAt) },
  })),
  [ContentType.notice]: searchSource(ContentType.notice, (row) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: row.publishedAt,
    meta: { ...noCover(row), date: dotted(row.publishedAt) },
  })),
  [ContentType.policy]: searchSource(ContentType.policy, (row) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: row.publishedAt,
    meta: { ...noCover(row), date: dotted(row.publishedAt) },
  })),
  [ContentType.affair]: searchSource(ContentType.affair, (row) => ({
    title: row.title,
    body: join(row.summary, htmlToText(row.content)),
    sortDate: row.publishedAt,
    meta: { ...cover(row), date: dotted(row.publishedAt) },
  })),
};

/** The column a module's card is titled by: an artist's name, everything else's title. */
const titleOf = (module: ContentModule): PgColumn =>
  module === ContentType.artist ? artists.name : CONTENT_TABLES[module].title;

/** Notices and policies have no picture of their own: their cards take a generated cover. */
const coverOfTable = (table: ContentTable) => ('cover' in table ? table.cover : sql<null>`null`);

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

/** Cards of the published items of one module among `ids` (absent ones are missing from the map). */
export async function contentCards(
  db: Database,
  module: ContentModule,
  ids: string[],
): Promise<Map<string, ItemCard>> {
  const table = CONTENT_TABLES[module];
  const wanted = numericIds(ids);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: table.id, title: titleOf(module), summary: table.summary, cover: coverOfTable(table) })
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
      },
    ]),
  );
}

/** Every published item of every content module, with when it last changed (the sitemap). */
export async function publishedContentPages(db: Database): Promise<PublishedPage[]> {
  const pages: PublishedPage[] = [];
  for (const [type, table] of Object.entries(CONTENT_TABLES)) {
    const rows = await db
      .select({ id: table.id, updatedAt: table.updatedAt })
      .from(table)
      .where(isPublished(table))
      .orderBy(table.id);
    for (const { id, updatedAt } of rows) {
      // An event's address carries its picture's number; the other modules' ignore it.
      pages.push({
        path: detailPath(Number(type) as ContentModule, { id, randomNum: randomNumOf(id) }),
        lastmod: updatedAt,
      });
    }
  }
  return pages;
}
