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
  type Language,
  type Neighbour,
  type NoticeDetail,
  type noticeListQuerySchema,
  type PageQuery,
  type PolicyDetail,
  type policyListQuerySchema,
} from '@museum/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { dictJoin, eqIf, yearWhere } from './queries.ts';
import { academicItems, affairs, notices, policies } from './tables.ts';

type ArticleTable = typeof academicItems | typeof notices | typeof policies | typeof affairs;

/**
 * The items listed just before (newer) and after (older) this one, in the lists' order:
 * publication date, then id, both descending (on the English site, among the items with English).
 */
async function neighbours(
  db: Database,
  table: ArticleTable,
  current: { id: number; publishedAt: string },
  scope: SQL | undefined,
  language: Language,
): Promise<{ prev: Neighbour | null; next: Neighbour | null }> {
  const key = sql`(${table.publishedAt}, ${table.id})`;
  const at = sql`(${current.publishedAt}::date, ${current.id}::int)`;
  const title = inLanguage(language, table, { title: table.title }).title;
  const pick = (where: SQL, direction: 'asc' | 'desc') =>
    db
      .select({ id: table.id, title })
      .from(table)
      .where(and(isPublished(table), listedIn(language, table), scope, where))
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

const newestFirst = (table: ArticleTable): OrderKey[] => [
  [table.publishedAt, 'desc'],
  [table.id, 'desc'],
];

// ---------------------------------------------------------------- academic

const academicType = dictJoin('academic_type_dict', DictType.academicType);
const academicColumns = (language: Language) => ({
  ...inLanguage(
    language,
    academicItems,
    columnsOf(academicItems, 'id', 'title', 'type', 'author', 'summary', 'cover', 'publishedAt'),
  ),
  typeLabel: academicType.labelOf(academicItems.type, language),
});
const withCover = <R extends { id: number; cover: string | null }>(row: R) => ({
  ...row,
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});

// ---------------------------------------------------------------- notices

const noticeColumns = (language: Language) =>
  inLanguage(language, notices, columnsOf(notices, 'id', 'title', 'summary', 'publishedAt', 'pinned'));

// ---------------------------------------------------------------- policies

const policyType = dictJoin('policy_type_dict', DictType.policyType);
const policyColumns = (language: Language) => ({
  ...inLanguage(
    language,
    policies,
    columnsOf(
      policies,
      'id',
      'title',
      'type',
      'docNumber',
      'issuer',
      'summary',
      'publishedAt',
      'effectiveDate',
    ),
  ),
  typeLabel: policyType.labelOf(policies.type, language),
});

// ---------------------------------------------------------------- affairs

const affairColumns = (language: Language) =>
  inLanguage(
    language,
    affairs,
    columnsOf(affairs, 'id', 'title', 'status', 'summary', 'cover', 'publishedAt', 'source'),
  );
const toAffair = <R extends { id: number; cover: string | null; status: number }>(row: R) => ({
  ...withCover(row),
  status: row.status as AffairStatus,
});

/** Academic items, notices, policies and affairs: lists with their filters, details with their neighbours. */
export function createArticleReaders({ db, counts, countOf }: ContentDeps) {
  /** A published article's detail: sanitised text, its neighbours in the list's order, its public counts. */
  async function withSurroundings<R extends { id: number; publishedAt: string; content: string }>(
    module: ContentType,
    table: ArticleTable,
    row: R | undefined,
    language: Language,
    scope?: SQL,
  ) {
    if (!row) return null;
    const [around, engagement] = await Promise.all([
      neighbours(db, table, row, scope, language),
      counts(module, String(row.id)),
    ]);
    return { ...row, content: sanitizeForDisplay(row.content), ...around, ...engagement };
  }

  /** A page of a module's published articles matching `filters` (newest first by default); `rowsOf` reads its rows. */
  function publishedPage<R extends { id: number }>(
    query: PageQuery,
    language: Language,
    table: ArticleTable,
    filters: (SQL | undefined)[],
    rowsOf: (ids: number[]) => PromiseLike<R[]>,
    order = newestFirst(table),
  ) {
    return pageOfList(
      db,
      countOf,
      query,
      { table, where: and(isPublished(table), listedIn(language, table), ...filters), order },
      rowsOf,
    );
  }

  return {
    academic: {
      async list(query: z.output<typeof academicListQuerySchema>, language: Language = 'zh') {
        const t = academicItems;
        const filters = [
          eqIf(t.type, query.type),
          keywordWhere(query.keyword, ...searchedIn(language, t.title, t.summary, t.author)),
          yearWhere(query.year, t.publishedAt),
        ];
        const { rows, total } = await publishedPage(query, language, t, filters, (ids) =>
          db
            .select(academicColumns(language))
            .from(t)
            .leftJoin(academicType.table, academicType.on(t.type))
            .where(inArray(t.id, ids)),
        );
        return { rows: rows.map((row): AcademicSummary => withCover(row)), total };
      },
      async detail(id: number, drafts = false, language: Language = 'zh'): Promise<AcademicDetail | null> {
        const t = academicItems;
        const [row] = await db
          .select({
            ...academicColumns(language),
            ...inLanguage(language, t, { content: t.content, source: t.source }),
          })
          .from(t)
          .leftJoin(academicType.table, academicType.on(t.type))
          .where(and(eq(t.id, id), visibleTo(t, drafts)))
          .limit(1);
        const detail = await withSurroundings(ContentType.academic, t, row, language);
        return detail && withCover(detail);
      },
    },

    notices: {
      /** Pinned notices (opening changes, closures) stay on top of the first page. */
      list(query: z.output<typeof noticeListQuerySchema>, language: Language = 'zh') {
        const t = notices;
        const filters = [
          keywordWhere(query.keyword, ...searchedIn(language, t.title, t.summary)),
          yearWhere(query.year, t.publishedAt),
        ];
        return publishedPage(
          query,
          language,
          t,
          filters,
          (ids) => db.select(noticeColumns(language)).from(t).where(inArray(t.id, ids)),
          [[t.pinned, 'desc'], ...newestFirst(t)],
        );
      },
      async detail(id: number, drafts = false, language: Language = 'zh'): Promise<NoticeDetail | null> {
        const t = notices;
        const [row] = await db
          .select({ ...noticeColumns(language), ...inLanguage(language, t, { content: t.content }) })
          .from(t)
          .where(and(eq(t.id, id), visibleTo(t, drafts)))
          .limit(1);
        return withSurroundings(ContentType.notice, t, row, language);
      },
    },

    policies: {
      list(query: z.output<typeof policyListQuerySchema>, language: Language = 'zh') {
        const t = policies;
        const filters = [
          eqIf(t.type, query.type),
          language === 'zh'
            ? keywordWhere(query.keyword, t.title, t.summary, t.docNumber, t.issuer)
            : keywordWhere(query.keyword, ...searchedIn(language, t.title, t.summary, t.issuer), t.docNumber),
        ];
        return publishedPage(query, language, t, filters, (ids) =>
          db
            .select(policyColumns(language))
            .from(t)
            .leftJoin(policyType.table, policyType.on(t.type))
            .where(inArray(t.id, ids)),
        );
      },
      async detail(id: number, drafts = false, language: Language = 'zh'): Promise<PolicyDetail | null> {
        const t = policies;
        const [row] = await db
          .select({ ...policyColumns(language), ...inLanguage(language, t, { content: t.content }) })
          .from(t)
          .leftJoin(policyType.table, policyType.on(t.type))
          .where(and(eq(t.id, id), visibleTo(t, drafts)))
          .limit(1);
        return withSurroundings(ContentType.policy, t, row, language);
      },
    },

    affairs: {
      async list(query: z.output<typeof affairListQuerySchema>, language: Language = 'zh') {
        const t = affairs;
        const filters = [
          eqIf(t.status, query.status),
          keywordWhere(query.keyword, ...searchedIn(language, t.title, t.summary)),
          yearWhere(query.year, t.publishedAt),
        ];
        const { rows, total } = await publishedPage(query, language, t, filters, (ids) =>
          db.select(affairColumns(language)).from(t).where(inArray(t.id, ids)),
        );
        return { rows: rows.map((row): AffairSummary => toAffair(row)), total };
      },
      async detail(id: number, drafts = false, language: Language = 'zh'): Promise<AffairDetail | null> {
        const t = affairs;
        const [row] = await db
          .select({ ...affairColumns(language), ...inLanguage(language, t, { content: t.content }) })
          .from(t)
          .where(and(eq(t.id, id), visibleTo(t, drafts)))
          .limit(1);
        // Previous and next within the same tab: news leads to news.
        const detail = await withSurroundings(
          ContentType.affair,
          t,
          row,
          language,
          row && eq(t.status, row.status),
        );
        return detail && toAffair(detail);
      },
    },
  };
}
