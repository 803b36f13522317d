import {
  type ArtistDetail,
  type ArtistInitial,
  type ArtistSummary,
  type ArtistWork,
  type artistListQuerySchema,
  ContentType,
  DictType,
} from '@museum/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { collectionItems, collectionTypes } from '../collection/schema.ts';
import { engagementCounts } from '../engagement/counts.ts';
import { dictJoin, eqIf, keywordWhere, offsetOf } from './queries.ts';
import { artists } from './schema.ts';
import { coverOf, randomNumOf } from './status.ts';

const t = artists;
const categoryDict = dictJoin('artist_category_dict', DictType.artistCategory);

/**
 * Sort key and index letter of a name, computed once when an artist is written. Names transcribed
 * from Uyghur or Kazakh keep their "·" but sort by the sounds of their characters.
 */
export function pinyinOf(name: string): { namePinyin: string; initial: string } {
  const namePinyin = pinyin(name.replace(/[·•・\s]/g, ''), { toneType: 'none', type: 'array', v: true })
    .join(' ')
    .toLowerCase();
  const first = namePinyin.charAt(0).toUpperCase();
  return { namePinyin, initial: /^[A-Z]$/.test(first) ? first : '#' };
}

const summaryColumns = {
  id: t.id,
  name: t.name,
  initial: t.initial,
  category: t.category,
  categoryLabel: sql<string>`coalesce(${categoryDict.table.label}, ${t.category})`,
  birthYear: t.birthYear,
  deathYear: t.deathYear,
  birthplace: t.birthplace,
  title: t.title,
  summary: t.summary,
  cover: t.cover,
};

const selectSummaries = (db: Database) =>
  db.select(summaryColumns).from(t).leftJoin(categoryDict.table, categoryDict.on(t.category));
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): ArtistSummary => ({
  ...row,
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});

export async function listArtists(db: Database, query: z.output<typeof artistListQuerySchema>) {
  const where = and(
    eq(t.published, true),
    eqIf(t.initial, query.initial),
    eqIf(t.category, query.category),
    keywordWhere(query.keyword, t.name, t.namePinyin, t.title, t.summary),
  );
  const [rows, total] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(asc(t.namePinyin), asc(t.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
    db.$count(t, where),
  ]);
  return { rows: rows.map(toSummary), total };
}

/** The letters of the directory's index that have artists (optionally within one category). */
export async function artistInitials(db: Database, category?: string): Promise<ArtistInitial[]> {
  const rows = await db
    .select({ initial: t.initial, count: count() })
    .from(t)
    .where(and(eq(t.published, true), eqIf(t.category, category)))
    .groupBy(t.initial)
    .orderBy(asc(t.initial));
  // '#' sorts before letters in SQL; the index shows it last.
  return rows.sort((a, b) => Number(a.initial === '#') - Number(b.initial === '#'));
}

const WORKS_SHOWN = 24;

/** The artist's works in the collection (the collection domain's items carry `artist_id`). */
async function worksOf(db: Database, artistId: number): Promise<ArtistWork[]> {
  const c = collectionItems;
  const rows = await db
    .select({
      id: c.id,
      culId: c.culId,
      culName: c.name,
      images: c.images,
      period: c.period,
      typeName: collectionTypes.name,
    })
    .from(c)
    .leftJoin(collectionTypes, eq(collectionTypes.id, c.typeId))
    .where(and(eq(c.artistId, artistId), eq(c.published, true)))
    .orderBy(desc(c.featured), asc(c.sort), asc(c.id))
    .limit(WORKS_SHOWN);
  return rows.map(({ id, images, ...work }) => ({
    ...work,
    image: images[0] ? `/files/${images[0].key}` : coverOf(null, id),
  }));
}

export async function findArtist(db: Database, id: number): Promise<ArtistDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: t.content })
    .from(t)
    .leftJoin(categoryDict.table, categoryDict.on(t.category))
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const { content, ...summary } = row;
  const [works, counts] = await Promise.all([
    worksOf(db, id),
    engagementCounts(db, ContentType.artist, String(id)),
  ]);
  return { ...toSummary(summary), content: sanitizeForDisplay(content), works, ...counts };
}
