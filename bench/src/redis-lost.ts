import { setTimeout as sleep } from 'node:timers/promises';
import { ContentPaths, Messages, SearchPaths, SitePaths } from '@museum/shared';
// The server tests' Redis of one's own (a free port, killed and started again): the same fixture here.
import { type OwnRedis, startOwnRedis } from '../../server/test/helpers/redis-server.ts';
import type { AttackResult } from './attack.ts';
import { type Answer, api, percentile, pool } from './http.ts';
import type { RunningServer } from './server.ts';

/** Public reads per state (Redis up, killed, back), four at a time. */
const READS = 400;
/** Once Redis answers again, the site must be whole within this (issue 23). */
const RECOVERY_LIMIT_MS = 30_000;
/** "About as fast": a lost Redis may cost reads this much more at the 95th percentile, or 20 ms, whichever is more. */
const SLOWDOWN_ALLOWED = 2;

interface Reads {
  ok: number;
  failed: string[];
  p50: number;
  p95: number;
  max: number;
}

/** READS public calls across lists, details, search and settings, as visitors make them. */
async function publicReads(url: string, headers: Record<string, string>): Promise<Reads> {
  const list = await api<{ id: number }[]>(
    url,
    'GET',
    `${ContentPaths.exhibitionList}?pageNum=1&pageSize=20`,
    {
      headers,
    },
  );
  const ids = (list.body.rows ?? []).map((row) => row.id);
  const paths = [
    ...[1, 2, 3].map((page) => `${ContentPaths.exhibitionList}?pageNum=${page}&pageSize=6`),
    ...ids.slice(0, 6).map((id) => ContentPaths.exhibitionDetail(id)),
    `${ContentPaths.noticeList}?pageNum=1&pageSize=10`,
    `${SearchPaths.search}?keyword=${encodeURIComponent('丝路')}&module=1`,
    SitePaths.settings,
  ];
  const answers = await pool(
    Array.from({ length: READS }, (_, i) => paths[i % paths.length]!),
    4,
    (path) => api(url, 'GET', path, { headers }).catch((error: Error) => error),
  );
  const done = answers.filter((answer): answer is Answer<unknown> => !(answer instanceof Error));
  const ms = done.map((answer) => answer.ms);
  return {
    ok: done.filter((answer) => answer.body.code === 200).length,
    failed: answers
      .filter((answer) => answer instanceof Error || answer.body.code !== 200)
      .slice(0, 3)
      .map((answer) => (answer instanceof Error ? answer.message : `${answer.body.code} ${answer.body.msg}`)),
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    max: Math.round(Math.max(...ms)),
  };
}

const readsLine = (label: string, reads: Reads) =>
  `${label}: ${reads.ok}/${READS} answered, p50 ${reads.p50} ms, p95 ${reads.p95} ms, slowest ${reads.max} ms`;

/**
 * Redis dies while the site runs, then comes back: public reads go on from the database at about the speed they
 * had, sign-in and codes are refused at once with a clear message, and everything returns by itself.
 * `start` starts the server with the given REDIS_URL (a Redis of the run's own, so it can be killed).
 */
export async function redisLost(
  start: (redisUrl: string) => Promise<RunningServer>,
  headers: Record<string, string>,
  log: (line: string) => void,
): Promise<AttackResult[]> {
  const redis: OwnRedis = await startOwnRedis();
  const server = await start(redis.url);
  try {
    const { url } = server;
    const up = await publicReads(url, headers);
    log(`  ${readsLine('Redis up', up)}`);
    await redis.kill();
    const lost = await publicReads(url, headers);
    log(`  ${readsLine('Redis killed', lost)}`);
    const signIns = await pool(Array.from({ length: 20 }), 4, () =>
      api(url, 'GET', '/captchaImage', { headers }),
    );
    const refused = signIns.filter((answer) => answer.body.msg === Messages.serviceUnavailable).length;
    const slowestRefusal = Math.round(Math.max(...signIns.map((answer) => answer.ms)));

    await redis.start();
    const restarted = performance.now();
    let back = false;
    while (!back && performance.now() - restarted < RECOVERY_LIMIT_MS + 5000) {
      back = (await api(url, 'GET', '/captchaImage', { headers })).body.code === 200;
      if (!back) await sleep(200);
    }
    const recoveryMs = Math.round(performance.now() - restarted);
    const after = await publicReads(url, headers);
    log(`  ${readsLine('Redis back', after)}, sign-in back after ${recoveryMs} ms`);

    const allowedP95 = Math.max(up.p95 * SLOWDOWN_ALLOWED, up.p95 + 20);
    return [
      {
        name: 'Redis killed: public reads',
        sent: `${READS} list, detail, search and settings calls with Redis up, the same after killing it (SIGKILL)`,
        did: `${readsLine('up', up)}; ${readsLine('killed', lost)}`,
        held: lost.ok === READS && lost.p95 <= allowedP95,
        notes: lost.failed.map((failure) => `Redis killed: ${failure}`),
      },
      {
        name: 'Redis killed: sign-in fails closed',
        sent: '20 captcha requests (the first step of every sign-in) with Redis killed',
        did: `${refused}/20 refused with “${Messages.serviceUnavailable}”, the slowest in ${slowestRefusal} ms`,
        held: refused === 20 && slowestRefusal < 1000,
        notes: [],
      },
      {
        name: 'Redis back: the site whole by itself',
        sent: `Redis started again on its port; captchas asked every 200 ms, then ${READS} public reads`,
        did: back
          ? `sign-in back ${recoveryMs} ms after Redis; ${readsLine('reads', after)}`
          : `sign-in still refused ${recoveryMs} ms after Redis came back`,
        held: back && recoveryMs <= RECOVERY_LIMIT_MS && after.ok === READS,
        notes: after.failed.map((failure) => `Redis back: ${failure}`),
      },
    ];
  } finally {
    await server.stop();
    await redis.kill();
  }
}
