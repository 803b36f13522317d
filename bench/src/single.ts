import { parseArgs } from 'node:util';
import { SearchPaths } from '@museum/shared';
import { expectOk, percentile } from './http.ts';

/**
 * `npx tsx bench/src/single.ts --base http://127.0.0.1:8090 [--keywords 丝路,展览 --requests 30]`: one computed
 * search at a time against a running server (a fresh parameter per request, so nothing is answered from the
 * shared cache), p50/p95 per keyword: the latency a single visitor sees, without load.
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
  const first = await expectOk<unknown[]>(values.base, 'GET', `${path}&fresh=warm`);
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    times.push((await expectOk(values.base, 'GET', `${path}&fresh=${i}-${Date.now()}`)).ms);
  }
  const counts = (first.body as { counts?: Record<string, number> }).counts ?? {};
  console.info(
    `${keyword}: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms over ${requests}; ` +
      `hits per module ${JSON.stringify(counts)}`,
  );
}
