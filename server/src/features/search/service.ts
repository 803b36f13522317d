import { CONTENT_TYPES, ContentType, pageOffset, SEARCH_COUNT_CAP, type SearchHit } from '@museum/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { type RemoteIcms, remoteIcmsOf } from '../collection/index.ts';
import { searchDocuments } from './tables.ts';
import { highlight, parseQuery, snippet } from './tokenize.ts';

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
      // The outside ICMS counts its own hits exactly and pages through all of them.
      const counts = { ...local.counts, [ContentType.collection]: outside.total };
      const capped = local.capped.filter((module) => module !== ContentType.collection);
      return wantsCollection ? { ...outside, counts, capped } : { ...local, counts, capped };
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
  /** At most SEARCH_COUNT_CAP each; `capped` lists the modules that have more. */
  counts: Record<ContentType, number>;
  capped: ContentType[];
}

/** A module as a literal in SQL, so the planner picks that module's own index (tables.ts) for it. */
const moduleIs = (module: ContentType) => sql`${searchDocuments.module} = ${sql.raw(String(Number(module)))}`;

/**
 * Bitmap scans of the per-module GIN indexes only. The planner's estimate for a word is the whole table's, and it
 * cannot see that reading rows one by one fetches each row's 2 KB match vector out of line: for a word in half the
 * items it did so for modules holding the word rarely or not at all (290-440 ms each, measured at 100 000 items)
 * where the module's index answers at once. Through the index, the first hits cost the word's postings in the
 * module plus the rows read (README "Search at 100 000 items").
 */
const BITMAP_SCANS_ONLY = sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`;

async function search(db: AppContext['db'], input: SearchInput): Promise<SearchHits> {
  const parsed = parseQuery(input.keyword);
  if (!parsed) throw fail('请输入有意义的关键词，如展览名称、艺术家或藏品名称');
  const d = searchDocuments;
  const query = sql`${parsed.tsquery}::tsquery`;
  const found = (module: ContentType) => and(moduleIs(module), sql`${d.tokens} @@ ${query}`);
  // Where the words are, from the small rank vector: all in the title (2), in the title or the text's opening (1),
  // further in (0). Coarse on purpose: among hits alike the newer comes first, not one whose words sit closer.
  const rank = sql<number>`((${d.rankTokens} @@ ${sql`${parsed.titleTsquery}::tsquery`})::int + (${d.rankTokens} @@ ${query})::int)`;

  const { perModule, rows } = await db.transaction(async (tx) => {
    await tx.execute(BITMAP_SCANS_ONLY);
    // Each module's hits counted up to one past the cap: enough to tell "1000" from "1000+".
    const counted = CONTENT_TYPES.map(
      (module) =>
        sql`(select ${sql.raw(String(module))} as module, count(*)::int as hits from (select 1 from ${d} where ${found(module)} limit ${SEARCH_COUNT_CAP + 1}) hit)`,
    );
    const perModule = await queryRows<{ module: number; hits: number }>(
      tx,
      sql.join(counted, sql` union all `),
    );
    // Ranked: the hits whose title or opening holds the words, then any hits, each up to the cap in the index's
    // order. The cost stays that of two thousand small rank vectors however many items hold the word, every title
    // match is in (up to the cap) however many items mention the word further in, and the pages reach the count shown.
    const first = (where: SQL | undefined) =>
      tx
        .select({ id: d.id, sortDate: d.sortDate, rank: rank.as('rank') })
        .from(d)
        .where(where)
        .limit(SEARCH_COUNT_CAP);
    // The page is cut from the ranked ids before the rows' text is read, so only its ten rows are.
    const byRank = [sql`rank desc`, sql`sort_date desc nulls last`, sql`id desc`];
    const ranked = union(
      first(and(moduleIs(input.module), sql`${d.rankTokens} @@ ${query}`)),
      first(found(input.module)),
    )
      .orderBy(...byRank)
      // The pages end with the count shown, though the candidates run to twice the cap.
      .limit(Math.max(0, Math.min(input.pageSize, SEARCH_COUNT_CAP - pageOffset(input))))
      .offset(pageOffset(input))
      .as('ranked');
    const rows = await tx
      .select({ module: d.module, resId: d.resId, title: d.title, body: d.body, meta: d.meta })
      .from(ranked)
      .innerJoin(d, eq(d.id, ranked.id))
      .orderBy(desc(ranked.rank), sql`${ranked.sortDate} desc nulls last`, desc(ranked.id));
    return { perModule, rows };
  });

  const counts = Object.fromEntries(CONTENT_TYPES.map((m) => [m, 0])) as Record<ContentType, number>;
  const capped: ContentType[] = [];
  for (const { module, hits } of perModule) {
    counts[module as ContentType] = Math.min(hits, SEARCH_COUNT_CAP);
    if (hits > SEARCH_COUNT_CAP) capped.push(module as ContentType);
  }

  return {
    total: counts[input.module],
    capped,
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
