import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { addCodeGuessStaff, runAttacks } from './attack.ts';
import { madeUpClient, runBooking } from './booking.ts';
import { measureCalls } from './calls.ts';
import { addDoorStaff, DOOR_SERVER_ENV, runDoor } from './door.ts';
import { runOfflinePhase } from './door-offline.ts';
import { expectOk } from './http.ts';
import type { LoadOptions } from './load.ts';
import { withFreshDatabase } from './postgres.ts';
import { redisLost } from './redis-lost.ts';
import { runRelease } from './release.ts';
import {
  type AttackPhase,
  type DoorPhase,
  type Phase,
  type ReleasePhase,
  renderAttackReport,
  renderReport,
  saveReport,
} from './report.ts';
import { runSeed, startServer } from './server.ts';

/**
 * `npm run bench [-- --scale N --duration S --connections C --port P --visitors V --capacity K
 *   --door-tickets T --door-offline-tickets O --desks D --release-visitors R --release-capacity Q --only read,booking,door,release --keep]`
 * 1. demo data: the public calls against a fresh embedded installation (PGlite, memory cache);
 * 2. --scale N: the same calls after `npm run seed -- --scale N` on that installation (0 skips it);
 * 3. booking: V verified visitors book one day of capacity K at once, and the day must not be overbooked;
 * 4. door: T tickets of today checked in by D desks at once, with overlap, and none may be checked in twice; then
 *    its offline phase: O more tickets, a third of the scans made offline and sent late, none counted twice and
 *    every conflict listed (--door-offline-tickets 0 leaves it out).
 * 5. release (only when asked: --only release): R verified visitors, each from an address of their own, ask for the
 *    newest day in the minute it opens (Q places), half of them twice, while a script fires as fast as it can.
 * --only runs some of them: read (1 and 2), booking, door, release.
 * With DATABASE_URL (and REDIS_URL) set, they run again on PostgreSQL + Redis, each in a new database.
 * --attack: instead of all that, the reliability run (attack.ts) against the server, on the same engines; it
 * exits non-zero when an attack did not hold.
 */
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '8090' },
    visitors: { type: 'string', default: '300' },
    capacity: { type: 'string', default: '100' },
    'door-tickets': { type: 'string', default: '3000' },
    'door-offline-tickets': { type: 'string', default: '1500' },
    desks: { type: 'string', default: '4' },
    'release-visitors': { type: 'string', default: '3000' },
    'release-capacity': { type: 'string', default: '2000' },
    only: { type: 'string', default: 'read,booking,door' },
    keep: { type: 'boolean', default: false },
    attack: { type: 'boolean', default: false },
  },
});

function whole(name: keyof typeof values, min: number): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} takes a whole number of at least ${min}`);
    process.exit(1);
  }
  return value;
}

const scale = whole('scale', 0);
const load: LoadOptions = { durationSeconds: whole('duration', 1), connections: whole('connections', 1) };
const port = String(whole('port', 1));
const visitors = whole('visitors', 1);
const capacity = whole('capacity', 1);
const doorTickets = whole('door-tickets', 1);
const doorOfflineTickets = whole('door-offline-tickets', 0);
const desks = whole('desks', 1);
const releaseVisitors = whole('release-visitors', 1);
const releaseCapacity = whole('release-capacity', 1);
const PARTS = ['read', 'booking', 'door', 'release'] as const;
const only = new Set(values.only.split(',').map((part) => part.trim()));
if (only.size === 0 || [...only].some((part) => !PARTS.includes(part as (typeof PARTS)[number]))) {
  console.error(`--only takes one or more of ${PARTS.join(', ')}, comma-separated`);
  process.exit(1);
}
const runs = (part: (typeof PARTS)[number]) => only.has(part);

const log = (line: string) => console.info(line);
/** Other work on the machine skews every number: each phase records the load it ran under. */
const loadNote = () =>
  `Load average (1 min) at the end of the phase: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs.`;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
const runStarted = performance.now();
const phases: Phase[] = [];
const meta: Record<string, string> = {
  'Load average at start': os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / '),
};
if (runs('read')) {
  meta.Settings = `${load.connections} connections, ${load.durationSeconds} s per call (after a 2 s warm-up), autocannon in the same process tree as the server`;
}
const dataDirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'museum-bench-'));
  dataDirs.push(dir);
  return dir;
};
// Embedded phases ignore a DATABASE_URL/REDIS_URL of the environment (empty means unset to the server).
const embedded = { DATABASE_URL: '', REDIS_URL: '' };

async function backendOf(base: string): Promise<string> {
  const health = await expectOk<{ database: string; cache: string }>(base, 'GET', '/health');
  return `${health.body.data?.database} + ${health.body.data?.cache} cache`;
}

async function readPhases(label: string, backendEnv: Record<string, string>) {
  const dataDir = freshDataDir();
  const env = { ...backendEnv, DATA_DIR: dataDir, PORT: port, BENCH_ROUTES: 'true' };
  log(`› demo data (${label}): starting the server on ${dataDir} (seeds the demo content)`);
  let started = performance.now();
  let server = await startServer(env);
  meta[`Start with demo seeding (${label})`] = `${seconds(started)} s`;
  try {
    const backend = await backendOf(server.url);
    const demo = await measureCalls(server.url, load, log);
    phases.push({
      title: `Demo data (${backend})`,
      results: demo.results,
      single: demo.single,
      notes: [...demo.notes, loadNote()],
    });
  } finally {
    await server.stop();
  }
  if (scale === 0) return;

  log(
    `› --scale ${scale} (${label}): seeding ${scale} synthetic exhibitions and works (a tenth as many of the other modules)`,
  );
  started = performance.now();
  await runSeed({ ...backendEnv, DATA_DIR: dataDir }, ['--scale', String(scale)]);
  const seedTime = seconds(started);
  log(`  seeding took ${seedTime} s`);
  meta[`Seeding --scale ${scale} (${label})`] = `${seedTime} s`;
  started = performance.now();
  server = await startServer(env);
  log(`  restarted in ${seconds(started)} s`);
  try {
    const backend = await backendOf(server.url);
    const scaled = await measureCalls(server.url, load, log);
    phases.push({
      title: `--scale ${scale} (${backend})`,
      results: scaled.results,
      single: scaled.single,
      notes: [
        `Seeding ${scale} synthetic exhibitions and collection works (and a tenth as many items of every other module) took ${seedTime} s.`,
        ...scaled.notes,
        loadNote(),
      ],
    });
  } finally {
    await server.stop();
  }
}

async function bookingPhase(label: string, backendEnv: Record<string, string>) {
  const env = {
    ...backendEnv,
    DATA_DIR: freshDataDir(),
    PORT: port,
    ENTRY_DAILY_CAPACITY: String(capacity),
    // The whole capacity online: the rush is the visitors'; the window's reserve has its own tests.
    ENTRY_WINDOW_RESERVE: '0',
    // Every visitor books from the bench's one address: the pace per address has its own tests.
    ENTRY_BOOK_IP_PER_MINUTE: '0',
    CAPTCHA_ENABLED: 'false',
    SMS_IP_HOURLY_LIMIT: String(visitors * 10),
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
  };
  log(`› booking (${label}): ${visitors} visitors, capacity ${capacity}`);
  const server = await startServer(env);
  try {
    const backend = await backendOf(server.url);
    const outcome = await runBooking(server.url, { visitors, log, sms: server.sms });
    for (const note of outcome.notes) log(`  ${note}`);
    if (!outcome.consistent) process.exitCode = 1;
    phases.push({
      title: `Booking: ${visitors} visitors at once for ${capacity} places (${backend})`,
      results: outcome.results,
      notes: [...outcome.notes, loadNote()],
    });
  } finally {
    await server.stop();
  }
}

const doorPhases: DoorPhase[] = [];

async function doorPhase(label: string, backendEnv: Record<string, string>) {
  const env = {
    ...backendEnv,
    ...DOOR_SERVER_ENV,
    DATA_DIR: freshDataDir(),
    PORT: port,
    SMS_IP_HOURLY_LIMIT: String((doorTickets + doorOfflineTickets) * 10),
  };
  log(
    `› door (${label}): ${doorTickets} tickets of today, ${desks} desks, then ${doorOfflineTickets} with a third offline`,
  );
  const started = performance.now();
  const password = await addDoorStaff(env);
  const server = await startServer(env);
  try {
    const backend = await backendOf(server.url);
    const outcome = await runDoor(server.url, password, {
      tickets: doorTickets,
      offlineTickets: doorOfflineTickets,
      desks,
      log,
      sms: server.sms,
    });
    const offline =
      doorOfflineTickets > 0 ? await runOfflinePhase(server.url, outcome.day, { desks, log }) : undefined;
    const notes = [...outcome.notes, ...(offline?.notes ?? [])];
    for (const note of notes) log(`  ${note}`);
    if (!outcome.held || offline?.held === false) process.exitCode = 1;
    const offlineTitle = offline ? `, then ${doorOfflineTickets} more with a third of the scans offline` : '';
    doorPhases.push({
      title: `Door: ${desks} desks checking in ${doorTickets} tickets of one day${offlineTitle} (${backend})`,
      rows: [...outcome.rows, ...(offline?.rows ?? [])],
      notes: [
        ...notes,
        `The phase took ${seconds(started)} s, staff accounts and the server's start included. ${loadNote()}`,
      ],
    });
  } finally {
    await server.stop();
  }
}

const releasePhases: ReleasePhase[] = [];

async function releasePhase(label: string, backendEnv: Record<string, string>) {
  const env: Record<string, string> = {
    ...backendEnv,
    DATA_DIR: freshDataDir(),
    PORT: port,
    WEB_DIST_DIR: '',
    SEED_DEMO: 'false',
    ENTRY_DAILY_CAPACITY: String(releaseCapacity),
    ENTRY_WINDOW_RESERVE: '0',
    CAPTCHA_ENABLED: 'false',
    SMS_IP_HOURLY_LIMIT: String(releaseVisitors * 10),
    TRUST_PROXY: '1',
    // Closed while the visitors are made: the release minute is set when they are ready.
    ENTRY_RELEASE_TIME: '23:59',
  };
  log(`› release (${label}): ${releaseVisitors} visitors for ${releaseCapacity} places`);
  const started = performance.now();
  let server = await startServer(env);
  try {
    const backend = await backendOf(server.url);
    const outcome = await runRelease(server.url, {
      visitors: releaseVisitors,
      capacity: releaseCapacity,
      sms: server.sms,
      log,
      reopen: async (releaseTime) => {
        await server.stop();
        server = await startServer({ ...env, ENTRY_RELEASE_TIME: releaseTime });
        return server.url;
      },
    });
    for (const note of outcome.notes) log(`  ${note}`);
    if (!outcome.held) process.exitCode = 1;
    releasePhases.push({
      title: `Release: ${releaseVisitors} visitors and a script for ${releaseCapacity} places (${backend})`,
      row: outcome.row,
      notes: [...outcome.notes, `The phase took ${seconds(started)} s. ${loadNote()}`],
    });
  } finally {
    await server.stop();
  }
}

/** Settings the attacks are run against: short timeouts, so slow clients are cut within the run. */
const ATTACK_TIMEOUTS = { REQUEST_TIMEOUT_SECONDS: 10, HEADERS_TIMEOUT_SECONDS: 5, LOGIN_MAX_FAILURES: 5 };
const attackPhases: AttackPhase[] = [];

async function attackPhase(label: string, backendEnv: Record<string, string>) {
  const dataDir = freshDataDir();
  const env = {
    ...backendEnv,
    DATA_DIR: dataDir,
    PORT: port,
    CAPTCHA_ENABLED: 'false',
    API_DOCS: 'true',
    SEED_DEMO: 'true',
    // The attacks need no site; and a made-up client address per run keeps the per-IP counters of a shared
    // Redis apart from other runs.
    WEB_DIST_DIR: '',
    TRUST_PROXY: '1',
    ...Object.fromEntries(Object.entries(ATTACK_TIMEOUTS).map(([key, value]) => [key, String(value)])),
  };
  // Lets the cache flooding attack read the server's memory after a garbage collection.
  const memoryFile = path.join(freshDataDir(), 'memory.json');
  const probe = pathToFileURL(path.join(import.meta.dirname, 'memory-probe.ts')).href;
  log(`› attack (${label}): starting the server on ${dataDir}`);
  const started = performance.now();
  const staff = await addCodeGuessStaff(env);
  const server = await startServer({ ...env, BENCH_MEMORY_FILE: memoryFile }, [
    '--expose-gc',
    '--import',
    probe,
  ]);
  try {
    const backend = await backendOf(server.url);
    const results = await runAttacks({
      url: server.url,
      sms: server.sms,
      pid: server.pid,
      dataDir,
      headers: madeUpClient(),
      requestTimeoutSeconds: ATTACK_TIMEOUTS.REQUEST_TIMEOUT_SECONDS,
      headersTimeoutSeconds: ATTACK_TIMEOUTS.HEADERS_TIMEOUT_SECONDS,
      loginMaxFailures: ATTACK_TIMEOUTS.LOGIN_MAX_FAILURES,
      staff,
      memoryFile,
      log,
    });
    if (results.some((result) => !result.held)) process.exitCode = 1;
    attackPhases.push({
      title: `Attacks (${backend})`,
      results,
      notes: [`The phase took ${seconds(started)} s, the server's start included. ${loadNote()}`],
    });
  } finally {
    await server.stop();
  }
}

/** Redis killed under a running server, then started again (redis-lost.ts): a Redis of the phase's own. */
async function redisLostPhase(label: string, databaseEnv: Record<string, string>) {
  log(`› Redis killed (${label})`);
  const started = performance.now();
  const env = { ...databaseEnv, DATA_DIR: freshDataDir(), PORT: port, WEB_DIST_DIR: '', TRUST_PROXY: '1' };
  let backend = label;
  const results = await redisLost(
    async (redisUrl) => {
      const server = await startServer({ ...env, REDIS_URL: redisUrl });
      backend = await backendOf(server.url);
      return server;
    },
    madeUpClient(),
    log,
  );
  if (results.some((result) => !result.held)) process.exitCode = 1;
  attackPhases.push({
    title: `Redis killed while the site runs (${backend})`,
    results,
    notes: [`The phase took ${seconds(started)} s, the server's start included. ${loadNote()}`],
  });
}

async function attackRun() {
  await attackPhase('embedded', embedded);
  await redisLostPhase('embedded', embedded);
  const postgres = process.env.DATABASE_URL;
  if (postgres) {
    await withFreshDatabase(postgres, (url) =>
      attackPhase('PostgreSQL', { DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL ?? '' }),
    );
    await withFreshDatabase(postgres, (url) => redisLostPhase('PostgreSQL', { DATABASE_URL: url }));
  } else {
    meta['PostgreSQL phase'] = 'skipped (set DATABASE_URL, and REDIS_URL, to run it)';
  }
}

async function benchmarkRun() {
  if (runs('read')) await readPhases('embedded', embedded);
  if (runs('booking')) await bookingPhase('embedded', embedded);
  if (runs('door')) await doorPhase('embedded', embedded);
  if (runs('release')) await releasePhase('embedded', embedded);
  const postgres = process.env.DATABASE_URL;
  if (postgres) {
    const production = (url: string) => ({ DATABASE_URL: url, REDIS_URL: process.env.REDIS_URL ?? '' });
    if (runs('read')) await withFreshDatabase(postgres, (url) => readPhases('PostgreSQL', production(url)));
    if (runs('booking'))
      await withFreshDatabase(postgres, (url) => bookingPhase('PostgreSQL', production(url)));
    if (runs('door')) await withFreshDatabase(postgres, (url) => doorPhase('PostgreSQL', production(url)));
    if (runs('release'))
      await withFreshDatabase(postgres, (url) => releasePhase('PostgreSQL', production(url)));
  } else {
    meta['PostgreSQL phases'] = 'skipped (set DATABASE_URL, and REDIS_URL, to run them)';
  }
}

if (values.attack) {
  meta.Settings = `REQUEST_TIMEOUT_SECONDS=${ATTACK_TIMEOUTS.REQUEST_TIMEOUT_SECONDS}, HEADERS_TIMEOUT_SECONDS=${ATTACK_TIMEOUTS.HEADERS_TIMEOUT_SECONDS}, LOGIN_MAX_FAILURES=${ATTACK_TIMEOUTS.LOGIN_MAX_FAILURES}, CAPTCHA_ENABLED=false, TRUST_PROXY=1, the attacks in the same process tree as the server`;
}
try {
  await (values.attack ? attackRun() : benchmarkRun());
} finally {
  if (!values.keep) for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

meta['Whole run'] = `${seconds(runStarted)} s`;
const markdown = values.attack
  ? renderAttackReport(attackPhases, meta)
  : renderReport(phases, meta, doorPhases, releasePhases);
const file = values.attack
  ? saveReport(markdown, { meta, phases: attackPhases }, 'attack')
  : saveReport(markdown, { meta, phases, doorPhases, releasePhases });
console.info(`\n${markdown}\nSaved to ${file}`);
