import { parseArgs } from 'node:util';
import { SearchPaths } from '@museum/shared';
import { expectOk, percentile } from './http.ts';

/**
 * `npx tsx bench/src/single.ts --base http://127.0.0.1:8090 [--keywords 丝路,展览 --requests 30]`: one search at a
 * time, p50/p95 per keyword, against a running server started with `PUBLIC_CACHE_SECONDS=0`: nothing is shared
 * or kept then, so every request is a keyword asked for the first time (counted, ranked and read), the latency
 * of the first visitor to type a word, without load. (The bench's own one-at-a-time table measures the visitors
 * after them: the answer computed, the keyword's counts and ranking kept.)
 */
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:8090' },
    keywords: { type: 'string', default: '丝路,展览,天山,艾德莱斯' },
    requests: { type: 'string', default: '30' },
  },
});
const requests = Number(values.requests);

for (const keyword of values.keywords.split(',')) {
  const path = `${SearchPaths.search}?keyword=${encodeURIComponent(keyword)}&pageNum=1&pageSize=10`;
  const first = await expectOk<unknown[]>(values.base, 'GET', path);
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) times.push((await expectOk(values.base, 'GET', path)).ms);
  const counts = (first.body as { counts?: Record<string, number> }).counts ?? {};
  console.info(
    `${keyword}: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms over ${requests}; ` +
      `hits per module ${JSON.stringify(counts)}`,
  );
}
