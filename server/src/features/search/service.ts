import { CONTENT_TYPES, ContentType, pageOffset, type SearchHit } from '@museum/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/http/errors.ts';
import { type RemoteIcms, remoteIcmsOf } from '../collection/index.ts';
import { searchDocuments } from './tables.ts';
import { highlight, parseQuery, snippet } from './tokenize.ts';

/** ts_rank weights {D, C, B, A}: a word in the title counts most, a run of characters least. */
const RANK_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';

export interface SearchInput {
  module: ContentType;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** Search across every module: jieba-segmented PostgreSQL full-text search, ranked, highlighted and paged. */
export function createSearchService(ctx: AppContext) {
  const remote = remoteIcmsOf(ctx);
  return {
    /**
     * One module's hits, best first, with the hit counts of all eight modules for the tabs. With a museum's own
     * ICMS, the collection's hits and count are that ICMS's (getShareCulList by name), not the built-in works'.
     */
    async search(input: SearchInput): Promise<SearchHits> {
      if (!remote) return search(ctx.db, input);
      const wantsCollection = input.module === ContentType.collection;
      const [local, outside] = await Promise.all([
        search(ctx.db, wantsCollection ? { ...input, pageSize: 1 } : input),
        remoteHits(remote, input, wantsCollection ? input.pageSize : 1),
      ]);
      const counts = { ...local.counts, [ContentType.collection]: outside.total };
      return wantsCollection ? { ...outside, counts } : { ...local, counts };
    },
  };
}

/** A page of an outside ICMS's items found by name, as search hits; none while it cannot be reached. */
async function remoteHits(remote: RemoteIcms, input: SearchInput, pageSize: number) {
  const { works, count } = await remote.findWorks(input.keyword, input.pageNum, pageSize);
  const terms = parseQuery(input.keyword)?.terms ?? [];
  const rows = works.map(
    (work): SearchHit => ({
      module: ContentType.collection,
      id: work.id,
      title: highlight(work.culName, terms),
      snippet: snippet([work.categoryName, work.year, work.material].filter(Boolean).join(' · '), terms),
      cover: work.image,
      randomNum: 0,
      culId: work.id,
      culName: work.culName,
      date: null,
    }),
  );
  return { rows, total: count };
}
export type SearchService = ReturnType<typeof createSearchService>;

/** A page of one module's hits and the hit count of every module. */
export interface SearchHits {
  rows: SearchHit[];
  total: number;
  counts: Record<ContentType, number>;
}

async function search(db: AppContext['db'], input: SearchInput): Promise<SearchHits> {
  const parsed = parseQuery(input.keyword);
  if (!parsed) throw fail('请输入有意义的关键词，如展览名称、艺术家或藏品名称');
  const d = searchDocuments;
  const query = sql`${parsed.tsquery}::tsquery`;
  const matches = sql`${d.tokens} @@ ${query}`;
  const rank = sql<number>`ts_rank(${RANK_WEIGHTS}::float4[], ${d.tokens}, ${query})`;

  const [perModule, rows] = await Promise.all([
    db.select({ module: d.module, hits: count() }).from(d).where(matches).groupBy(d.module),
    db
      .select({ module: d.module, resId: d.resId, title: d.title, body: d.body, meta: d.meta })
      .from(d)
      .where(and(eq(d.module, input.module), matches))
      .orderBy(desc(rank), sql`${d.sortDate} desc nulls last`, desc(d.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
  ]);

  const counts = Object.fromEntries(CONTENT_TYPES.map((m) => [m, 0])) as Record<ContentType, number>;
  for (const { module, hits } of perModule) counts[module as ContentType] = hits;

  return {
    total: counts[input.module],
    rows: rows.map(
      (row): SearchHit => ({
        module: row.module as ContentType,
        id: row.resId,
        title: highlight(row.title, parsed.terms),
        snippet: snippet(row.body, parsed.terms),
        cover: row.meta.cover,
        randomNum: row.meta.randomNum,
        culId: row.meta.culId ?? null,
        culName: row.meta.culName ?? null,
        date: row.meta.date ?? null,
      }),
    ),
    counts,
  };
}
