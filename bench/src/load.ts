import { BENCH_FRESH_HEADER } from '@museum/shared';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
}

/** Headers of a call computed for every request: autocannon puts a new id in each (see BENCH_FRESH_HEADER). */
export const freshHeaders = (fresh: boolean): Record<string, string> =>
  fresh ? { [BENCH_FRESH_HEADER]: '[<id>]' } : {};

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

/** One autocannon run against a GET path; the average requests per second and the latency percentiles. */
export async function measure(
  base: string,
  name: string,
  path: string,
  options: LoadOptions,
  fresh = false,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'accept-encoding': 'identity', ...freshHeaders(fresh) },
    idReplacement: true,
  });
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/** A short unmeasured run so caches, JIT and connection pools are warm before the measured one. */
export async function warm(base: string, path: string, fresh = false) {
  await autocannon({
    url: `${base}${path}`,
    connections: 4,
    duration: 2,
    headers: freshHeaders(fresh),
    idReplacement: true,
  });
}
