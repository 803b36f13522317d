import {
  type ArtistDetail,
  type ArtistInitial,
  type ArtistSummary,
  type artistListQuerySchema,
  ContentType,
  DictType,
} from '@museum/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import { pageOfList } from '../../platform/db/paging.ts';
import { isPublished, visibleTo } from '../../platform/db/published.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import { createCollectionService } from '../collection/index.ts';
import type { ContentDeps } from './deps.ts';
import { dictJoin, eqIf, keptDetail } from './queries.ts';
import { artists } from './tables.ts';

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
  ...columnsOf(t, 'id', 'name', 'initial', 'category', 'birthYear', 'deathYear', 'birthplace', 'title'),
  ...columnsOf(t, 'summary', 'cover'),
  categoryLabel: categoryDict.labelOf(t.category),
};

const selectSummaries = (db: Database) =>
  db.select(summaryColumns).from(t).leftJoin(categoryDict.table, categoryDict.on(t.category));
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

const toSummary = (row: SummaryRow): ArtistSummary => ({
  ...row,
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});

/** Works shown on an artist's page. */
const WORKS_SHOWN = 24;

/** The artist directory: the list with its index letters and filters, and a detail with the artist's works. */
export function createArtistReader({ db, counts, countOf, remember }: ContentDeps) {
  const collection = createCollectionService({ db, totals: countOf });

  /** A detail without its counts: one query, its text sanitised, and the artist's works. */
  async function publicPart(id: number, drafts: boolean) {
    const [row] = await db
      .select({ ...summaryColumns, content: t.content })
      .from(t)
      .leftJoin(categoryDict.table, categoryDict.on(t.category))
      .where(and(eq(t.id, id), visibleTo(t, drafts)))
      .limit(1);
    if (!row) return null;
    const { content, ...summary } = row;
    const works = await collection.worksOf(id, WORKS_SHOWN);
    return { ...toSummary(summary), content: sanitizeForDisplay(content), works };
  }

  return {
    async list(query: z.output<typeof artistListQuerySchema>) {
      const where = and(
        isPublished(t),
        eqIf(t.initial, query.initial),
        eqIf(t.category, query.category),
        keywordWhere(query.keyword, t.name, t.namePinyin, t.title, t.summary),
        query.ids ? inArray(t.id, query.ids) : undefined,
      );
      const order = [
        [t.namePinyin, 'asc'],
        [t.id, 'asc'],
      ] as const;
      const { rows, total } = await pageOfList(db, countOf, query, { table: t, where, order }, (ids) =>
        selectSummaries(db).where(inArray(t.id, ids)),
      );
      return { rows: rows.map(toSummary), total };
    },

    /** The letters of the directory's index that have artists (optionally within one category). */
    async initials(category?: string): Promise<ArtistInitial[]> {
      const rows = await db
        .select({ initial: t.initial, count: count() })
        .from(t)
        .where(and(isPublished(t), eqIf(t.category, category)))
        .groupBy(t.initial)
        .orderBy(asc(t.initial));
      // '#' sorts before letters in SQL; the index shows it last.
      return rows.sort((a, b) => Number(a.initial === '#') - Number(b.initial === '#'));
    },

    async detail(id: number, drafts = false): Promise<ArtistDetail | null> {
      return keptDetail(
        remember,
        `artist:${id}`,
        drafts,
        () => publicPart(id, drafts),
        () => counts(ContentType.artist, String(id)),
      );
    },
  };
}
