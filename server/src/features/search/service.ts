import { createHash } from 'node:crypto';
import {
  CONTENT_TYPES,
  ContentType,
  type Language,
  pageOffset,
  SEARCH_COUNT_CAP,
  type SearchHit,
  SearchMessages,
} from '@museum/shared';
import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type DatabaseHandle, queryRows, type Transaction } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { type RemoteIcms, remoteIcmsOf } from '../collection/index.ts';
import { parseEnglishQuery } from './english.ts';
import { englishSearchDocuments, type SearchTable, searchDocuments } from './tables.ts';
import { highlight, type ParsedQuery, parseQuery, SEARCH_INDEX_VERSION, snippet } from './tokenize.ts';

export interface SearchInput {
  module: ContentType;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/**
 * Search across every module: jieba-segmented PostgreSQL full-text search, ranked, highlighted and paged; on the
 * English site, the items with English, by their English (english.ts).
 */
export function createSearchService(ctx: AppContext) {
  const remote = remoteIcmsOf(ctx);
  return {
    /**
     * One module's hits, best first, with the hit counts of all eight modules for the tabs. With a museum's own
     * ICMS, the collection's hits and count are that ICMS's (getShareCulList by name), not the built-in works';
     * in English, none (an outside ICMS has no English).
     */
    async search(input: SearchInput, language: Language = 'zh'): Promise<SearchHits> {
      if (!remote) return search(ctx, input, language);
      if (language === 'en') {
        const local = await search(ctx, input, language);
        const counts = { ...local.counts, [ContentType.collection]: 0 };
        const capped = local.capped.filter((module) => module !== ContentType.collection);
        return input.module === ContentType.collection
          ? { rows: [], total: 0, counts, capped }
          : { ...local, counts, capped };
      }
      const wantsCollection = input.module === ContentType.collection;
      const [local, outside] = await Promise.all([
        search(ctx, wantsCollection ? { ...input, pageSize: 1 } : input, language),
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
      id: work.culId,
      title: highlight(work.culName, terms),
      snippet: snippet([work.categoryName, work.year, work.material].filter(Boolean).join(' · '), terms),
      cover: work.image,
      randomNum: 0,
      culId: work.culId,
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

/** The index of a language: the Chinese site's, or the English site's. */
const tableOf = (language: Language): SearchTable =>
  language === 'en' ? englishSearchDocuments : searchDocuments;

/** A module as a literal in SQL, so the planner picks that module's own index (tables.ts) for it. */
const moduleIs = (d: SearchTable, module: ContentType) =>
  sql`${d.module} = ${sql.raw(String(Number(module)))}`;

/**
 * Bitmap scans of the per-module GIN indexes only. The planner's estimate for a word is the whole table's, and it
 * cannot see that reading rows one by one fetches each row's 2 KB match vector out of line: for a word in half the
 * items it did so for modules holding the word rarely or not at all (290-440 ms each, measured at 100 000 items)
 * where the module's index answers at once. Through the index, the first hits cost the word's postings in the
 * module plus the rows read (README "Search at 100 000 items"); for a word in most of them, moduleRanking reads a
 * module's first items instead, bounded.
 */
const BITMAP_SCANS_ONLY = sql`select ${scanSettings(sql`false`)}`;
/**
 * Planner settings for the rest of the transaction, as select-list items: never sequential scans; rows one by one
 * through a btree index (a module's in its items' order, for frequent words) where `indexScans` (an SQL boolean)
 * holds, bitmap scans otherwise. All three are set, as a transaction may switch.
 */
function scanSettings(indexScans: SQL) {
  const onWhen = (on: SQL) => sql`case when ${on} then 'on' else 'off' end`;
  return sql`set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${onWhen(indexScans)}, true),
    set_config('enable_bitmapscan', ${onWhen(sql`not ${indexScans}`)}, true)`;
}

/** How hits are ranked (the candidates' columns below): where the words are, then newer first; ids settle ties. */
const RANKED_ORDER = sql`order by rank desc, sort_date desc nulls last, id desc`;
/** The first rows of a module that tell whether a word is frequent in it, and the share of them that must hold it. */
const FREQUENT_SAMPLE_ROWS = 64;
const FREQUENT_SHARE = 0.5;

/** What a keyword's search in one module comes to before any page is cut from it: the costly part of a search. */
interface Ranked {
  /** Each module's hits, counted up to one past the cap (CONTENT_TYPES order). */
  hits: number[];
  /** The module's best hits, up to the cap, best first. */
  ids: number[];
}

/** A kept ranking is worked out again at least this often, in case the index was written around the console. */
const RANKED_TTL_SECONDS = 600;

/**
 * The counts and ranked ids of a keyword in a module, kept until published content changes (publishing renews
 * the generation they are kept under, in every process when shared through Redis) and worked out once at a time
 * per process: visitors paging, and many asking a new word at once, cost one search. The key is the parsed
 * query, so keywords that parse alike share it, with the index's version, so a rebuilt index is not read through
 * rankings of the old one.
 */
async function keptRanking(
  ctx: AppContext,
  parsed: ParsedQuery,
  module: ContentType,
  d: SearchTable,
): Promise<Ranked> {
  const digest = createHash('sha256')
    .update(`${SEARCH_INDEX_VERSION}\u0000${parsed.tsquery}`)
    .digest('base64url')
    .slice(0, 27);
  // The English index's rankings are kept apart: the same text is another query there.
  const name = d === searchDocuments ? `search:${module}` : `search:en:${module}`;
  const kept = await ctx.answers.keepDerived(`${name}:${digest}`, RANKED_TTL_SECONDS, async () =>
    JSON.stringify(await ranking(ctx.database, parsed, module, d)),
  );
  return JSON.parse(kept) as Ranked;
}

/** The SQL of a parsed keyword's matches in the index `d`, shared by the statements below. */
function matching(parsed: ParsedQuery, d: SearchTable) {
  const query = sql`${parsed.tsquery}::tsquery`;
  return {
    /** The module's hits: rows whose text holds the words. */
    found: (m: ContentType) => and(moduleIs(d, m), sql`${d.tokens} @@ ${query}`),
    /** The module's front hits: rows whose title or opening (the rank vector) holds them, a part of its hits. */
    front: (m: ContentType) => and(moduleIs(d, m), sql`${d.rankTokens} @@ ${query}`),
    // Where the words are, from the small rank vector: all in the title (2), in the title or the text's opening (1),
    // further in (0). Coarse on purpose: among hits alike the newer comes first, not one whose words sit closer.
    candidateColumns: sql`${d.id} as id, ${d.sortDate} as sort_date,
      ((${d.rankTokens} @@ ${sql`${parsed.titleTsquery}::tsquery`})::int + (${d.rankTokens} @@ ${query})::int) as rank`,
  };
}

/** A module's ranking: its best hits' ids, best first, each row with the module's hits counted one past the cap. */
type RankedRows = { id: number; hits: number }[];

/**
 * Counts the keyword's hits in every module and ranks the best of one module's (moduleRanking). Those counts and the
 * ranking are independent reads, run at once where the database can (independentTransactions: on PostgreSQL, each
 * on a connection of its own): read committed, each statement saw its own snapshot in the one transaction they
 * shared before. Each transaction sets the planner for its own connection.
 */
async function ranking(
  database: DatabaseHandle,
  parsed: ParsedQuery,
  module: ContentType,
  d: SearchTable = searchDocuments,
): Promise<Ranked> {
  const { found } = matching(parsed, d);
  // Each other module's hits counted up to one past the cap, enough to tell "1000" from "1000+", from its postings
  // (a word frequent there costs 1-8 ms for a module of 10 000 items; reading its rows' 2 KB match vectors in
  // the items' order, as moduleRanking does with the small rank vectors, costs more: README).
  const counted = CONTENT_TYPES.filter((m) => m !== module).map(
    (m) =>
      sql`(select ${sql.raw(String(m))} as module, count(*)::int as hits from (select 1 from ${d} where ${found(m)} limit ${SEARCH_COUNT_CAP + 1}) hit)`,
  );
  const [perModule, ranked] = await database.independentTransactions(
    async (tx) => {
      await tx.execute(BITMAP_SCANS_ONLY);
      return queryRows<{ module: number; hits: number }>(tx, sql.join(counted, sql` union all `));
    },
    (tx) => moduleRanking(tx, parsed, module, true, d),
  );
  const hitsOf = (m: ContentType) =>
    m === module ? (ranked[0]?.hits ?? 0) : (perModule.find((row) => row.module === m)?.hits ?? 0);
  return { hits: CONTENT_TYPES.map(hitsOf), ids: ranked.map((row) => row.id) };
}

/**
 * A module's best hits, at most the cap, best first, with its hits counted one past the cap. A frequent word's
 * postings are the cost of a bitmap scan, which reads all of them however few rows it is limited to: 17 ms for
 * 展览's 100 000 in the exhibitions at 100 000 items, where reading the module's rows one by one in its items' order
 * (search_documents_item_idx) meets 1 001 front hits within 1 182 rows in 2.5 ms (README "Search at 100 000
 * items"). So the module's first rows in that order are sampled, and where at least half are front hits (rank
 * above 0) the rows are read so until one past the cap of them are: those are then the whole ranking, as through
 * the indexes. Any other word, and a frequent one whose sample misled (at most twice the cap rows read, never the
 * module's), is ranked through the indexes: the hits whose title or opening holds the words (front, from the rank
 * vector), then any hits, each up to one past the cap in the index's order, ranked together. The cost stays that
 * of two thousand small rank vectors however many items hold the word, every front hit is in (up to the cap)
 * however many items mention the word further in, and the pages reach the count shown. The module's hits are
 * counted from the same scans: the texts' hits, of which the front ones are a part; or, when the front ones alone
 * pass the cap, those, which are then the whole ranking, and the texts' scan (a frequent word's costliest) is
 * skipped by its one-time filter. The pages end with the count shown, though the candidates run to twice the cap.
 * `sampled` false ranks through the indexes (the tests compare the two ways).
 */
export async function moduleRanking(
  tx: Transaction,
  parsed: ParsedQuery,
  module: ContentType,
  sampled = true,
  d: SearchTable = searchDocuments,
): Promise<RankedRows> {
  const { found, front, candidateColumns } = matching(parsed, d);
  const firstRows = (limit: number) =>
    sql`select ${candidateColumns} from ${d} where ${moduleIs(d, module)} order by ${d.module}, ${d.resId} limit ${limit}`;
  // One statement samples and sets the planner for the way the sample points to (the sample itself, planned before
  // it runs, under the default settings: a few rows in the items' order), so a rare word costs no extra round trip.
  const [sample] = await queryRows<{ frequent: boolean }>(
    tx,
    sql`select frequent, ${scanSettings(sql`frequent`)} from (
      select ${sql.raw(String(sampled))} and count(*) filter (where rank > 0) >= ${FREQUENT_SAMPLE_ROWS * FREQUENT_SHARE} as frequent
      from (${firstRows(FREQUENT_SAMPLE_ROWS)}) sample) sampled`,
  );
  if (sample?.frequent) {
    const rows = await queryRows<RankedRows[number]>(
      tx,
      sql`with front as materialized (
          select * from (${firstRows(2 * (SEARCH_COUNT_CAP + 1))}) first_row where rank > 0 limit ${SEARCH_COUNT_CAP + 1})
        select id, (select count(*) from front)::int as hits from front ${RANKED_ORDER} limit ${SEARCH_COUNT_CAP}`,
    );
    if ((rows[0]?.hits ?? 0) > SEARCH_COUNT_CAP) return rows;
    await tx.execute(BITMAP_SCANS_ONLY);
  }
  const candidates = (where: SQL | undefined) =>
    sql`select ${candidateColumns} from ${d} where ${where} limit ${SEARCH_COUNT_CAP + 1}`;
  const fronted = sql`(select count(*) from front)`;
  return queryRows(
    tx,
    sql`with front as materialized (${candidates(front(module))}),
      found as materialized (${candidates(and(found(module), sql`${fronted} <= ${SEARCH_COUNT_CAP}`))})
      select id, greatest(${fronted}, (select count(*) from found))::int as hits
      from (select * from front union select * from found) candidate
      ${RANKED_ORDER}
      limit ${SEARCH_COUNT_CAP}`,
  );
}

async function search(ctx: AppContext, input: SearchInput, language: Language): Promise<SearchHits> {
  const parsed =
    language === 'en' ? await parseEnglishQuery(ctx.database, input.keyword) : parseQuery(input.keyword);
  if (!parsed) throw fail(SearchMessages.meaningless);
  const d = tableOf(language);
  const { hits, ids } = await keptRanking(ctx, parsed, input.module, d);
  // Only the page's rows are read, in the kept order.
  const pageIds = ids.slice(pageOffset(input), pageOffset(input) + input.pageSize);
  const found = pageIds.length
    ? await ctx.db
        .select({ id: d.id, module: d.module, resId: d.resId, title: d.title, body: d.body, meta: d.meta })
        .from(d)
        .where(inArray(d.id, pageIds))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));

  const counts = Object.fromEntries(
    CONTENT_TYPES.map((m, i) => [m, Math.min(hits[i]!, SEARCH_COUNT_CAP)]),
  ) as Record<ContentType, number>;
  const capped = CONTENT_TYPES.filter((_, i) => hits[i]! > SEARCH_COUNT_CAP);

  return {
    total: counts[input.module],
    capped,
    rows: pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return {
        module: row.module as ContentType,
        id: row.resId,
        title: highlight(row.title, parsed.terms),
        snippet: snippet(row.body, parsed.terms),
        cover: row.meta.cover,
        randomNum: row.meta.randomNum,
        culId: row.meta.culId ?? null,
        culName: row.meta.culName ?? null,
        date: row.meta.date ?? null,
      } satisfies SearchHit;
    }),
    counts,
  };
}
