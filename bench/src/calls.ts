import { setTimeout as sleep } from 'node:timers/promises';
import { ContentPaths, pageCount, SearchPaths } from '@museum/shared';
import { expectOk } from './http.ts';
import { type LoadOptions, type LoadResult, measure, warm } from './load.ts';
import { measureOneAtATime, type OneAtATime, type SingleCall } from './one-at-a-time.ts';

/** A keyword with results in the demo content (exhibition titles) and in the synthetic items of --scale. */
export const SEARCH_KEYWORD = '丝路';

interface ExhibitionRow {
  id: number;
  cover: string | null;
}

/** Words searched one request at a time: common ones, a place, and a rare one. */
const SEARCH_WORDS = [SEARCH_KEYWORD, '展览', '天山', '螺钿'];

interface Call {
  name: string;
  path: string;
  /** Computed for every request (a new question to the shared answers each time). */
  fresh?: boolean;
}

/**
 * The public calls measured in a phase, with paths taken from the live data: the first exhibition of the list,
 * its cover as a 300×300 thumbnail, and a ceiling answer as large as the list's.
 */
async function discoverCalls(
  base: string,
): Promise<{ calls: Call[]; singles: SingleCall[]; notes: string[] }> {
  const listPath = `${ContentPaths.exhibitionList}?pageNum=1&pageSize=10`;
  const list = await expectOk<ExhibitionRow[]>(base, 'GET', listPath);
  const rows = list.body.rows ?? [];
  const first = rows.find((row) => row.cover) ?? rows[0];
  if (!first) throw new Error('the exhibition list is empty');
  const searchPath = `${SearchPaths.search}?keyword=${encodeURIComponent(SEARCH_KEYWORD)}&pageNum=1&pageSize=10`;
  const search = await expectOk<unknown[]>(base, 'GET', searchPath);
  if (!search.body.total) throw new Error(`search for ${SEARCH_KEYWORD} found nothing`);
  const detailPath = ContentPaths.exhibitionDetail(first.id);
  const detail = await expectOk(base, 'GET', detailPath);
  const pages = pageCount(list.body.total ?? 0, 10);
  const listPage = (page: number) => `${ContentPaths.exhibitionList}?pageNum=${page}&pageSize=10`;
  const lastPath = listPage(pages);

  // Lists and search answers are shared between visitors for a few seconds (PUBLIC_CACHE_SECONDS): each is
  // measured as served to many visitors, and computed for every request (a header that BENCH_ROUTES turns on
  // makes each request a new question, as distinct filters and keywords would; list totals stay kept).
  const calls: Call[] = [
    { name: 'ceiling', path: `/prod-api/bench/ceiling?bytes=${list.bytes}` },
    { name: 'exhibition list (shared)', path: `/prod-api${listPath}` },
    { name: 'exhibition list (computed)', path: `/prod-api${listPath}`, fresh: true },
    { name: `list, last page ${pages} (computed)`, path: `/prod-api${lastPath}`, fresh: true },
    { name: 'exhibition detail', path: `/prod-api${detailPath}` },
    { name: 'search (shared)', path: `/prod-api${searchPath}` },
    { name: 'search (computed)', path: `/prod-api${searchPath}`, fresh: true },
  ];
  const searchFor = (word: string) =>
    `/prod-api${SearchPaths.search}?keyword=${encodeURIComponent(word)}&pageNum=1&pageSize=10`;
  const singles: SingleCall[] = [
    { name: 'list, page 1', path: `/prod-api${listPath}` },
    { name: `list, middle page ${Math.ceil(pages / 2)}`, path: `/prod-api${listPage(Math.ceil(pages / 2))}` },
    { name: `list, last page ${pages}`, path: `/prod-api${lastPath}` },
    { name: 'detail', path: `/prod-api${detailPath}` },
    ...SEARCH_WORDS.map((word) => ({ name: `search ${word}`, path: searchFor(word) })),
  ];
  const notes = [
    `Exhibition list: ${list.body.total} exhibitions, answer ${list.bytes} bytes (the ceiling answers as many); ` +
      `detail of id ${first.id}: ${detail.bytes} bytes; search "${SEARCH_KEYWORD}": ${search.body.total} hits, ${search.bytes} bytes.`,
  ];
  if (first.cover) {
    const thumbnail = `${first.cover}?imgSize=300_300`;
    // The first request makes the variant; the measured ones read it from the cache.
    const started = performance.now();
    const response = await fetch(`${base}${thumbnail}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${thumbnail} answered ${response.status}`);
    calls.push({ name: 'thumbnail 300×300 (cached)', path: thumbnail });
    notes.push(
      `Thumbnail ${thumbnail}: ${bytes} bytes ${response.headers.get('content-type')}, first (uncached) request ${Math.round(performance.now() - started)} ms.`,
    );
  } else {
    notes.push('No exhibition in the list has a cover: thumbnail not measured.');
  }
  return { calls, singles, notes };
}

/**
 * Waits until the server answers its health check (which queries the database) quickly again: a call that
 * timed out leaves its requests queued in the server, and they must not be billed to the next call.
 */
async function waitIdle(base: string, limitMs = 300_000): Promise<number> {
  const started = performance.now();
  // Three quick answers in a row: one can slip in between two queued requests.
  let quick = 0;
  while (quick < 3 && performance.now() - started < limitMs) {
    const sent = performance.now();
    try {
      const response = await fetch(`${base}/prod-api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - sent < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    await sleep(quick ? 200 : 500);
  }
  return performance.now() - started;
}

/** Warms and measures each call in turn, the ceiling first, each on an idle server. */
export async function measureCalls(
  base: string,
  options: LoadOptions,
  log: (line: string) => void,
): Promise<{ results: LoadResult[]; single: OneAtATime[]; notes: string[] }> {
  const { calls, singles, notes } = await discoverCalls(base);
  await waitIdle(base);
  // One request at a time first, on an idle server: each call's own cost, without queueing.
  const single = await measureOneAtATime(base, singles);
  for (const row of single) {
    log(
      `  one at a time: ${row.name.padEnd(24)} p50 ${row.p50Ms} ms  p95 ${row.p95Ms} ms  (${row.total} found)`,
    );
  }
  const results: LoadResult[] = [];
  const waits: string[] = [];
  for (const call of calls) {
    const waited = await waitIdle(base);
    if (waited > 2000) waits.push(`${Math.round(waited / 1000)} s before ${call.name}`);
    await warm(base, call.path, call.fresh);
    const result = await measure(base, call.name, call.path, options, call.fresh);
    log(
      `  ${call.name.padEnd(28)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors + result.non2xx}`,
    );
    results.push(result);
  }
  // The server stops next (and its data directory may be seeded): let it finish what is still queued.
  await waitIdle(base);
  if (waits.length) {
    notes.push(`Waited for the server to work off the previous call's queued requests: ${waits.join(', ')}.`);
  }
  return { results, single, notes };
}
