import { BENCH_FRESH_HEADER } from '@museum/shared';
import { percentile } from './http.ts';

/** A call timed one request at a time. */
export interface SingleCall {
  name: string;
  path: string;
}

export interface OneAtATime {
  name: string;
  path: string;
  requests: number;
  p50Ms: number;
  p95Ms: number;
  /** The answer's `total` (rows found), when it has one. */
  total: number | null;
  bytes: number;
}

/** Requests per call: enough for a p95 that is not just the slowest one. */
const REQUESTS = 40;
/** Unmeasured rounds over all the calls first: the first calls after a start would pay for compiling the code. */
const WARM_ROUNDS = 5;

/** One request, computed: a new question to the shared answers. */
async function ask(base: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    headers: { 'accept-encoding': 'identity', [BENCH_FRESH_HEADER]: Math.random().toString(36).slice(2) },
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { elapsed, text };
}

/**
 * Each call's own cost: requests sent one after another, each a new question to the shared answers (computed,
 * not served from them; list totals stay kept), after a few unmeasured rounds over all of them.
 */
export async function measureOneAtATime(base: string, calls: SingleCall[]): Promise<OneAtATime[]> {
  for (let round = 0; round < WARM_ROUNDS; round += 1) {
    for (const call of calls) await ask(base, call.path);
  }
  const rows: OneAtATime[] = [];
  for (const call of calls) {
    const durations: number[] = [];
    let total: number | null = null;
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const { elapsed, text } = await ask(base, call.path);
      durations.push(elapsed);
      bytes = Buffer.byteLength(text);
      const body = JSON.parse(text) as { total?: number };
      total = typeof body.total === 'number' ? body.total : null;
    }
    rows.push({
      name: call.name,
      path: call.path,
      requests: REQUESTS,
      p50Ms: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
      total,
      bytes,
    });
  }
  return rows;
}
