import {
  type ArtistDetail,
  type ArtistInitial,
  type ArtistSummary,
  type artistListQuerySchema,
  ContentType,
  DictType,
  type Language,
} from '@museum/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import { inLanguage, listedIn, searchedIn } from '../../platform/db/language.ts';
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

/** A summary's columns, its texts in `language`. */
const summaryColumns = (language: Language) => ({
  ...inLanguage(language, t, {
    ...columnsOf(t, 'id', 'name', 'initial', 'category', 'birthYear', 'deathYear', 'birthplace', 'title'),
    ...columnsOf(t, 'summary', 'cover'),
  }),
  categoryLabel: categoryDict.labelOf(t.category, language),
});

const selectSummaries = (db: Database, language: Language) =>
  db.select(summaryColumns(language)).from(t).leftJoin(categoryDict.table, categoryDict.on(t.category));
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
  async function publicPart(id: number, drafts: boolean, language: Language) {
    const [row] = await db
      .select({ ...summaryColumns(language), ...inLanguage(language, t, { content: t.content }) })
      .from(t)
      .leftJoin(categoryDict.table, categoryDict.on(t.category))
      .where(and(eq(t.id, id), visibleTo(t, drafts)))
      .limit(1);
    if (!row) return null;
    const { content, ...summary } = row;
    const works = await collection.worksOf(id, WORKS_SHOWN, language);
    return { ...toSummary(summary), content: sanitizeForDisplay(content), works };
  }

  return {
    async list(query: z.output<typeof artistListQuerySchema>, language: Language = 'zh') {
      const where = and(
        isPublished(t),
        listedIn(language, t),
        eqIf(t.initial, query.initial),
        eqIf(t.category, query.category),
        // The English site's names are mostly the pinyin: found by it too.
        language === 'zh'
          ? keywordWhere(query.keyword, t.name, t.namePinyin, t.title, t.summary)
          : keywordWhere(query.keyword, ...searchedIn(language, t.name, t.title, t.summary), t.namePinyin),
        query.ids ? inArray(t.id, query.ids) : undefined,
      );
      const order = [
        [t.namePinyin, 'asc'],
        [t.id, 'asc'],
      ] as const;
      const { rows, total } = await pageOfList(db, countOf, query, { table: t, where, order }, (ids) =>
        selectSummaries(db, language).where(inArray(t.id, ids)),
      );
      return { rows: rows.map(toSummary), total };
    },

    /** The letters of the directory's index that have artists (optionally within one category). */
    async initials(category?: string, language: Language = 'zh'): Promise<ArtistInitial[]> {
      const rows = await db
        .select({ initial: t.initial, count: count() })
        .from(t)
        .where(and(isPublished(t), listedIn(language, t), eqIf(t.category, category)))
        .groupBy(t.initial)
        .orderBy(asc(t.initial));
      // '#' sorts before letters in SQL; the index shows it last.
      return rows.sort((a, b) => Number(a.initial === '#') - Number(b.initial === '#'));
    },

    async detail(id: number, drafts = false, language: Language = 'zh'): Promise<ArtistDetail | null> {
      return keptDetail(
        remember,
        `artist:${id}:${language}`,
        drafts,
        () => publicPart(id, drafts, language),
        () => counts(ContentType.artist, String(id)),
      );
    },
  };
}
