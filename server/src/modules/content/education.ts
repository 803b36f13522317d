import {
  ContentType,
  DictType,
  type EducationDetail,
  EducationStatus,
  type EducationSummary,
  type educationListQuerySchema,
} from '@museum/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { engagementCounts } from '../engagement/counts.ts';
import { dictJoin, eqIf, keywordWhere, offsetOf } from './queries.ts';
import { educationEvents } from './schema.ts';
import { coverOf, educationStatus, educationStatusWhere, randomNumOf } from './status.ts';

const t = educationEvents;
const typeDict = dictJoin('education_type_dict', DictType.educationType);
const audienceDict = dictJoin('education_audience_dict', DictType.educationAudience);

const summaryColumns = {
  id: t.id,
  title: t.title,
  summary: t.summary,
  cover: t.cover,
  type: t.type,
  typeLabel: sql<string>`coalesce(${typeDict.table.label}, ${t.type})`,
  audience: t.audience,
  audienceLabel: sql<string>`coalesce(${audienceDict.table.label}, ${t.audience})`,
  startAt: t.startAt,
  endAt: t.endAt,
  bookingOpensAt: t.bookingOpensAt,
  place: t.place,
  speaker: t.speaker,
  capacity: t.capacity,
  bookedCount: t.bookedCount,
};

const selectSummaries = (db: Database) =>
  db
    .select(summaryColumns)
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
function orderFor(status: EducationStatus | undefined) {
  return status === EducationStatus.preview || status === EducationStatus.reservation
    ? [asc(t.startAt), asc(t.id)]
    : [desc(t.startAt), desc(t.id)];
}

export async function listEducation(db: Database, query: z.output<typeof educationListQuerySchema>) {
  const now = new Date();
  const status = query.status as EducationStatus | undefined;
  const where = and(
    eq(t.published, true),
    status === undefined ? undefined : educationStatusWhere(status, now),
    eqIf(t.type, query.type),
    keywordWhere(query.keyword, t.title, t.summary, t.speaker),
  );
  const [rows, total] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...orderFor(status))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
    db.$count(t, where),
  ]);
  return { rows: rows.map((row) => toSummary(row, now)), total };
}

export async function findEducation(db: Database, id: number): Promise<EducationDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, content: t.content })
    .from(t)
    .leftJoin(typeDict.table, typeDict.on(t.type))
    .leftJoin(audienceDict.table, audienceDict.on(t.audience))
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const { content, ...summary } = row;
  return {
    ...toSummary(summary, new Date()),
    content: sanitizeForDisplay(content),
    ...(await engagementCounts(db, ContentType.education, String(id))),
  };
}
