import {
  ContentType,
  DictType,
  type ExhibitionDetail,
  ExhibitionStatus,
  type ExhibitionSummary,
  exhibitionDeclaration,
  type exhibitionListQuerySchema,
  type exhibitionOtherQuerySchema,
  type Language,
} from '@museum/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { columnsOf } from '../../platform/db/columns.ts';
import { inLanguage, listedIn, searchedIn } from '../../platform/db/language.ts';
import { type OrderKey, pageOfList } from '../../platform/db/paging.ts';
import { isPublished, visibleTo } from '../../platform/db/published.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import type { ContentDeps } from './deps.ts';
import { dictJoin, eqIf, keptDetail } from './queries.ts';
import { exhibitionStatus, exhibitionStatusWhere } from './status.ts';
import { exhibitions } from './tables.ts';

const t = exhibitions;
const typeDict = dictJoin('exhibition_type_dict', DictType.exhibitionType);

/** A summary's columns, its texts in `language`. */
const summaryColumns = (language: Language) => ({
  ...inLanguage(language, t, {
    ...columnsOf(t, 'id', 'title', 'subtitle', 'summary', 'cover', 'type', 'startDate', 'endDate', 'hallId'),
    ...columnsOf(t, 'venue', 'capacity', 'bookedCount'),
  }),
  typeLabel: typeDict.labelOf(t.type, language),
});

const selectSummaries = (db: Database, language: Language) =>
  db.select(summaryColumns(language)).from(t).leftJoin(typeDict.table, typeDict.on(t.type));
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow, today: string): ExhibitionSummary {
  return {
    ...row,
    cover: coverOf(row.cover, row.id),
    randomNum: randomNumOf(row.id),
    status: exhibitionStatus(row.startDate, row.endDate, today),
  };
}

/** Visitors expect what is on now by its opening, what is coming by date, and the past newest first. */
function orderFor(status: ExhibitionStatus | undefined): OrderKey[] {
  switch (status) {
    case ExhibitionStatus.upcoming:
      return [
        [t.startDate, 'asc'],
        [t.id, 'asc'],
      ];
    case ExhibitionStatus.ended:
      return [
        [t.endDate, 'desc'],
        [t.id, 'desc'],
      ];
    default:
      return [
        [t.startDate, 'desc'],
        [t.id, 'desc'],
      ];
  }
}

/** Exhibitions that were on at some time during the year. */
function yearOverlap(year: number | undefined): SQL | undefined {
  if (!year) return undefined;
  return and(lte(t.startDate, `${year}-12-31`), or(isNull(t.endDate), gte(t.endDate, `${year}-01-01`)));
}

/** Exhibitions: the list with its filters, a detail, and the others shown beside a detail. */
export function createExhibitionReader({ db, clock, counts, countOf, remember }: ContentDeps) {
  /** A detail without its counts: one query, and its text sanitised. */
  async function publicPart(id: number, drafts: boolean, today: string, language: Language) {
    const [row] = await db
      .select({
        ...summaryColumns(language),
        ...inLanguage(language, t, { content: t.content, ...columnsOf(t, ...exhibitionDeclaration.detail) }),
      })
      .from(t)
      .leftJoin(typeDict.table, typeDict.on(t.type))
      .where(and(eq(t.id, id), visibleTo(t, drafts)))
      .limit(1);
    if (!row) return null;
    // The declared detail fields (gallery, curator ...) go out as they are stored.
    const { content, ...stored } = row;
    return { ...stored, ...toSummary(stored, today), content: sanitizeForDisplay(content) };
  }

  return {
    async list(query: z.output<typeof exhibitionListQuerySchema>, language: Language = 'zh') {
      const today = clock.today();
      const where = and(
        isPublished(t),
        listedIn(language, t),
        query.status === undefined
          ? undefined
          : exhibitionStatusWhere(query.status as ExhibitionStatus, today),
        eqIf(t.type, query.type),
        keywordWhere(query.keyword, ...searchedIn(language, t.title, t.subtitle, t.summary)),
        yearOverlap(query.year),
      );
      const { rows, total } = await pageOfList(
        db,
        countOf,
        query,
        { table: t, where, order: orderFor(query.status as ExhibitionStatus | undefined) },
        (ids) => selectSummaries(db, language).where(inArray(t.id, ids)),
      );
      return { rows: rows.map((row) => toSummary(row, today)), total };
    },

    async detail(id: number, drafts = false, language: Language = 'zh'): Promise<ExhibitionDetail | null> {
      const today = clock.today();
      return keptDetail(
        remember,
        `exhibition:${id}:${today}:${language}`,
        drafts,
        () => publicPart(id, drafts, today, language),
        () => counts(ContentType.exhibition, String(id)),
      );
    },

    /**
     * "Other exhibitions" beside a detail: the same type first, then what a visitor can still see,
     * then the closest in time. Without an id, what is on now.
     */
    async related(query: z.output<typeof exhibitionOtherQuerySchema>, language: Language = 'zh') {
      const today = clock.today();
      const [current] = query.id
        ? await db.select({ type: t.type, startDate: t.startDate }).from(t).where(eq(t.id, query.id)).limit(1)
        : [];
      const stillOn = sql`(${t.endDate} is null or ${t.endDate} >= ${today})`;
      const order = current
        ? [
            desc(sql`${t.type} = ${current.type}`),
            desc(stillOn),
            asc(sql`abs(${t.startDate} - ${current.startDate}::date)`),
            desc(t.id),
          ]
        : [desc(stillOn), desc(t.startDate), desc(t.id)];
      const rows = await selectSummaries(db, language)
        .where(and(isPublished(t), listedIn(language, t), query.id ? ne(t.id, query.id) : undefined))
        .orderBy(...order)
        .limit(query.pageSize);
      return rows.map((row) => toSummary(row, today));
    },
  };
}
