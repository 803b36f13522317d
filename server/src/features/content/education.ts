import {
  ContentType,
  DictType,
  type EducationDetail,
  EducationStatus,
  type EducationSummary,
  type educationListQuerySchema,
  type Language,
} from '@museum/shared';
import { and, eq, inArray } from 'drizzle-orm';
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
import { educationStatus, educationStatusWhere } from './status.ts';
import { educationEvents } from './tables.ts';

const t = educationEvents;
const typeDict = dictJoin('education_type_dict', DictType.educationType);
const audienceDict = dictJoin('education_audience_dict', DictType.educationAudience);

/** A summary's columns, its texts in `language`. */
const summaryColumns = (language: Language) => ({
  ...inLanguage(language, t, {
    ...columnsOf(
      t,
      'id',
      'title',
      'summary',
      'cover',
      'type',
      'audience',
      'startAt',
      'endAt',
      'bookingOpensAt',
    ),
    ...columnsOf(t, 'place', 'speaker', 'capacity', 'bookedCount'),
  }),
  typeLabel: typeDict.labelOf(t.type, language),
  audienceLabel: audienceDict.labelOf(t.audience, language),
});

const selectSummaries = (db: Database, language: Language) =>
  db
    .select(summaryColumns(language))
    .from(t)
    .leftJoin(typeDict.table, typeDict.on(t.type))
    .leftJoin(audienceDict.table, audienceDict.on(t.audience));
type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummary(row: SummaryRow, now: Date): EducationSummary {
  return {
    ...row,
    cover: coverOf(row.cover, row.id),
    randomNum: randomNumOf(row.id),
    status: educationStatus(row, now),
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    bookingOpensAt: row.bookingOpensAt?.toISOString() ?? null,
  };
}

/** Coming events soonest first; past ones newest first. */
function orderFor(status: EducationStatus | undefined): OrderKey[] {
  const direction =
    status === EducationStatus.preview || status === EducationStatus.reservation ? 'asc' : 'desc';
  return [
    [t.startAt, direction],
    [t.id, direction],
  ];
}

/** Public-education events: the list with its filters and a detail. */
export function createEducationReader({ db, clock, counts, countOf, remember }: ContentDeps) {
  // Statuses turn at the minute in lists, so one filter keeps one total (and one shared answer) for a minute.
  const thisMinute = () => new Date(Math.floor(clock.now().getTime() / 60_000) * 60_000);

  /** A detail without its counts: one query, and its text sanitised. */
  async function publicPart(id: number, drafts: boolean, language: Language) {
    const [row] = await db
      .select({ ...summaryColumns(language), ...inLanguage(language, t, { content: t.content }) })
      .from(t)
      .leftJoin(typeDict.table, typeDict.on(t.type))
      .leftJoin(audienceDict.table, audienceDict.on(t.audience))
      .where(and(eq(t.id, id), visibleTo(t, drafts)))
      .limit(1);
    if (!row) return null;
    const { content, ...summary } = row;
    return { ...toSummary(summary, clock.now()), content: sanitizeForDisplay(content) };
  }

  return {
    async list(query: z.output<typeof educationListQuerySchema>, language: Language = 'zh') {
      const now = thisMinute();
      const status = query.status as EducationStatus | undefined;
      const where = and(
        isPublished(t),
        listedIn(language, t),
        status === undefined ? undefined : educationStatusWhere(status, now),
        eqIf(t.type, query.type),
        keywordWhere(query.keyword, ...searchedIn(language, t.title, t.summary, t.speaker)),
      );
      const { rows, total } = await pageOfList(
        db,
        countOf,
        query,
        { table: t, where, order: orderFor(status) },
        (ids) => selectSummaries(db, language).where(inArray(t.id, ids)),
      );
      return { rows: rows.map((row) => toSummary(row, now)), total };
    },

    async detail(id: number, drafts = false, language: Language = 'zh'): Promise<EducationDetail | null> {
      const item = await keptDetail(
        remember,
        `education:${id}:${language}`,
        drafts,
        () => publicPart(id, drafts, language),
        () => counts(ContentType.education, String(id)),
      );
      if (!item) return null;
      // The status is judged now, not when the part was kept.
      const times = {
        endAt: new Date(item.endAt),
        capacity: item.capacity,
        bookingOpensAt: item.bookingOpensAt === null ? null : new Date(item.bookingOpensAt),
      };
      return {
        ...item,
        status: educationStatus(times, clock.now()),
      };
    },
  };
}
