import {
  type AcademicDetail,
  type AcademicSummary,
  type AffairDetail,
  type AffairStatus,
  type AffairSummary,
  type academicListQuerySchema,
  type affairListQuerySchema,
  ContentType,
  DictType,
  type Neighbour,
  type NoticeDetail,
  type NoticeSummary,
  type noticeListQuerySchema,
  type PolicyDetail,
  type PolicySummary,
  type policyListQuerySchema,
} from '@museum/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { engagementCounts } from '../engagement/counts.ts';
import { dictJoin, eqIf, keywordWhere, offsetOf, yearWhere } from './queries.ts';
import { academicItems, affairs, notices, policies } from './schema.ts';
import { coverOf, randomNumOf } from './status.ts';

type ArticleTable = typeof academicItems | typeof notices | typeof policies | typeof affairs;

/**
 * The items listed just before (newer) and after (older) this one, in the lists' order:
 * publication date, then id, both descending.
 */
async function neighbours(
  db: Database,
  table: ArticleTable,
  current: { id: number; publishedAt: string },
  scope?: SQL,
): Promise<{ prev: Neighbour | null; next: Neighbour | null }> {
  const key = sql`(${table.publishedAt}, ${table.id})`;
  const at = sql`(${current.publishedAt}::date, ${current.id}::int)`;
  const pick = (where: SQL, direction: 'asc' | 'desc') =>
    db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(and(eq(table.published, true), scope, where))
      .orderBy(
        ...(direction === 'asc'
          ? [asc(table.publishedAt), asc(table.id)]
          : [desc(table.publishedAt), desc(table.id)]),
      )
      .limit(1);
  const [[prev], [next]] = await Promise.all([
    pick(sql`${key} > ${at}`, 'asc'),
    pick(sql`${key} < ${at}`, 'desc'),
  ]);
  return { prev: prev ?? null, next: next ?? null };
}

const newestFirst = (table: ArticleTable) => [desc(table.publishedAt), desc(table.id)];

/** A list page and its total under one filter. */
async function pageOf<R>(
  db: Database,
  table: ArticleTable,
  where: SQL | undefined,
  rows: (where: SQL | undefined) => Promise<R[]>,
) {
  const [found, total] = await Promise.all([rows(where), db.$count(table, where)]);
  return { rows: found, total };
}

// ---------------------------------------------------------------- academic

const academicType = dictJoin('academic_type_dict', DictType.academicType);
const academicColumns = {
  id: academicItems.id,
  title: academicItems.title,
  type: academicItems.type,
  typeLabel: sql<string>`coalesce(${academicType.table.label}, ${academicItems.type})`,
  author: academicItems.author,
  summary: academicItems.summary,
  cover: academicItems.cover,
  publishedAt: academicItems.publishedAt,
};
const withCover = <R extends { id: number; cover: string | null }>(row: R) => ({
  ...row,
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});

export async function listAcademic(db: Database, query: z.output<typeof academicListQuerySchema>) {
  const t = academicItems;
  const where = and(
    eq(t.published, true),
    eqIf(t.type, query.type),
    keywordWhere(query.keyword, t.title, t.summary, t.author),
    yearWhere(query.year, t.publishedAt),
  );
  const { rows, total } = await pageOf(db, t, where, (w) =>
    db
      .select(academicColumns)
      .from(t)
      .leftJoin(academicType.table, academicType.on(t.type))
      .where(w)
      .orderBy(...newestFirst(t))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
  );
  return { rows: rows.map((row): AcademicSummary => withCover(row)), total };
}

export async function findAcademic(db: Database, id: number): Promise<AcademicDetail | null> {
  const t = academicItems;
  const [row] = await db
    .select({ ...academicColumns, content: t.content, source: t.source })
    .from(t)
    .leftJoin(academicType.table, academicType.on(t.type))
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const [around, counts] = await Promise.all([
    neighbours(db, t, row),
    engagementCounts(db, ContentType.academic, String(id)),
  ]);
  return { ...withCover(row), content: sanitizeForDisplay(row.content), ...around, ...counts };
}

// ---------------------------------------------------------------- notices

const noticeColumns = {
  id: notices.id,
  title: notices.title,
  summary: notices.summary,
  publishedAt: notices.publishedAt,
  pinned: notices.pinned,
};

/** Pinned notices (opening changes, closures) stay on top of the first page. */
export async function listNotices(db: Database, query: z.output<typeof noticeListQuerySchema>) {
  const t = notices;
  const where = and(
    eq(t.published, true),
    keywordWhere(query.keyword, t.title, t.summary),
    yearWhere(query.year, t.publishedAt),
  );
  return pageOf<NoticeSummary>(db, t, where, (w) =>
    db
      .select(noticeColumns)
      .from(t)
      .where(w)
      .orderBy(desc(t.pinned), ...newestFirst(t))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
  );
}

export async function findNotice(db: Database, id: number): Promise<NoticeDetail | null> {
  const t = notices;
  const [row] = await db
    .select({ ...noticeColumns, content: t.content })
    .from(t)
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const [around, counts] = await Promise.all([
    neighbours(db, t, row),
    engagementCounts(db, ContentType.notice, String(id)),
  ]);
  return { ...row, content: sanitizeForDisplay(row.content), ...around, ...counts };
}

// ---------------------------------------------------------------- policies

const policyType = dictJoin('policy_type_dict', DictType.policyType);
const policyColumns = {
  id: policies.id,
  title: policies.title,
  type: policies.type,
  typeLabel: sql<string>`coalesce(${policyType.table.label}, ${policies.type})`,
  docNumber: policies.docNumber,
  issuer: policies.issuer,
  summary: policies.summary,
  publishedAt: policies.publishedAt,
  effectiveDate: policies.effectiveDate,
};

export async function listPolicies(db: Database, query: z.output<typeof policyListQuerySchema>) {
  const t = policies;
  const where = and(
    eq(t.published, true),
    eqIf(t.type, query.type),
    keywordWhere(query.keyword, t.title, t.summary, t.docNumber, t.issuer),
  );
  return pageOf<PolicySummary>(db, t, where, (w) =>
    db
      .select(policyColumns)
      .from(t)
      .leftJoin(policyType.table, policyType.on(t.type))
      .where(w)
      .orderBy(...newestFirst(t))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
  );
}

export async function findPolicy(db: Database, id: number): Promise<PolicyDetail | null> {
  const t = policies;
  const [row] = await db
    .select({ ...policyColumns, content: t.content })
    .from(t)
    .leftJoin(policyType.table, policyType.on(t.type))
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const [around, counts] = await Promise.all([
    neighbours(db, t, row),
    engagementCounts(db, ContentType.policy, String(id)),
  ]);
  return { ...row, content: sanitizeForDisplay(row.content), ...around, ...counts };
}

// ---------------------------------------------------------------- affairs

const affairColumns = {
  id: affairs.id,
  title: affairs.title,
  status: affairs.status,
  summary: affairs.summary,
  cover: affairs.cover,
  publishedAt: affairs.publishedAt,
  source: affairs.source,
};
const toAffair = <R extends { id: number; cover: string | null; status: number }>(row: R) => ({
  ...withCover(row),
  status: row.status as AffairStatus,
});

export async function listAffairs(db: Database, query: z.output<typeof affairListQuerySchema>) {
  const t = affairs;
  const where = and(
    eq(t.published, true),
    eqIf(t.status, query.status),
    keywordWhere(query.keyword, t.title, t.summary),
    yearWhere(query.year, t.publishedAt),
  );
  const { rows, total } = await pageOf(db, t, where, (w) =>
    db
      .select(affairColumns)
      .from(t)
      .where(w)
      .orderBy(...newestFirst(t))
      .limit(query.pageSize)
      .offset(offsetOf(query.pageNum, query.pageSize)),
  );
  return { rows: rows.map((row): AffairSummary => toAffair(row)), total };
}

export async function findAffair(db: Database, id: number): Promise<AffairDetail | null> {
  const t = affairs;
  const [row] = await db
    .select({ ...affairColumns, content: t.content })
    .from(t)
    .where(and(eq(t.id, id), eq(t.published, true)))
    .limit(1);
  if (!row) return null;
  const [around, counts] = await Promise.all([
    // Previous and next within the same tab: news leads to news.
    neighbours(db, t, row, eq(t.status, row.status)),
    engagementCounts(db, ContentType.affair, String(id)),
  ]);
  return { ...toAffair(row), content: sanitizeForDisplay(row.content), ...around, ...counts };
}
