import { setTimeout as sleep } from 'node:timers/promises';
import { ContentPaths, SearchPaths } from '@museum/shared';
import { expectOk, percentile } from './http.ts';
import { type LoadOptions, type LoadResult, measure, warm } from './load.ts';

/** A keyword with results in the demo content (exhibition titles) and in the synthetic items of --scale. */
export const SEARCH_KEYWORD = '丝路';

interface ExhibitionRow {
  id: number;
  cover: string | null;
}

/** autocannon replaces `[<id>]` with a new id in every request. */
const FRESH = '&fresh=[<id>]';
const withFreshId = (path: string) => path.replace('[<id>]', Math.random().toString(36).slice(2));

interface Call {
  name: string;
  path: string;
}

/**
 * The public calls measured in a phase, with paths taken from the live data: the first exhibition of the list,
 * its cover as a 300×300 thumbnail, and a ceiling answer as large as the list's.
 */
async function discoverCalls(base: string): Promise<{ calls: Call[]; notes: string[] }> {
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

  // Lists and search answers are shared between visitors for a few seconds (PUBLIC_CACHE_SECONDS): each is
  // measured as served to many visitors, and computed for every request (a parameter the server ignores makes
  // each address new, as distinct filters and keywords would).
  const calls: Call[] = [
    { name: 'ceiling', path: `/prod-api/bench/ceiling?bytes=${list.bytes}` },
    { name: 'exhibition list (shared)', path: `/prod-api${listPath}` },
    { name: 'exhibition list (computed)', path: `/prod-api${listPath}${FRESH}` },
    { name: 'exhibition detail', path: `/prod-api${detailPath}` },
    { name: 'search (shared)', path: `/prod-api${searchPath}` },
    { name: 'search (computed)', path: `/prod-api${searchPath}${FRESH}` },
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
  return { calls, notes };
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

/** The median of a few requests sent one after another: the call's own cost, without queueing. */
async function unloadedMs(base: string, path: string, times = 5): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await (
      await fetch(`${base}${withFreshId(path)}`, { headers: { 'accept-encoding': 'identity' } })
    ).arrayBuffer();
    durations.push(performance.now() - started);
  }
  return percentile(durations, 50);
}

/** Warms and measures each call in turn, the ceiling first, each on an idle server. */
export async function measureCalls(base: string, options: LoadOptions, log: (line: string) => void) {
  const { calls, notes } = await discoverCalls(base);
  const results: LoadResult[] = [];
  const unloaded: string[] = [];
  const waits: string[] = [];
  for (const call of calls) {
    const waited = await waitIdle(base);
    if (waited > 2000) waits.push(`${Math.round(waited / 1000)} s before ${call.name}`);
    unloaded.push(`${call.name} ${await unloadedMs(base, call.path)} ms`);
    await warm(base, call.path);
    const result = await measure(base, call.name, call.path, options);
    log(
      `  ${call.name.padEnd(28)} ${String(result.requestsPerSecond).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors + result.non2xx}`,
    );
    results.push(result);
  }
  // The server stops next (and its data directory may be seeded): let it finish what is still queued.
  await waitIdle(base);
  notes.push(`One request at a time (median of 5): ${unloaded.join(', ')}.`);
  if (waits.length) {
    notes.push(`Waited for the server to work off the previous call's queued requests: ${waits.join(', ')}.`);
  }
  return { results, notes };
}
