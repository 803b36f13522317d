import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { type Env, loadConfig } from '../../src/config.ts';
import { type Cache, openCache } from '../../src/platform/cache/index.ts';
import type { AppContext } from '../../src/platform/context.ts';
import type { Database, DatabaseHandle } from '../../src/platform/db/client.ts';
import { type ObjectStorage, openStorage } from '../../src/platform/storage/index.ts';
import { demoImages } from '../../src/seed/demo-art/index.ts';
import { seedDemoContent } from '../../src/seed/index.ts';
import { createTestDatabase } from './database.ts';

/** What production refuses to start without (a key of its own, its public address), for tests of production. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
  PUBLIC_URL: 'https://museum.example.cn',
} as const;

export interface TestApp {
  app: FastifyInstance;
  /** What the features are built from (the clock, the events, the adapters). */
  ctx: AppContext;
  db: Database;
  database: DatabaseHandle;
  cache: Cache;
  storage: ObjectStorage;
  config: Config;
  /** Writes the demo content, as a new installation does at start. */
  seed(): Promise<void>;
  /** GET/POST/... on `/prod-api` + path, parsed as JSON. */
  api<T = any>(
    method: InjectOptions['method'],
    path: string,
    options?: Omit<InjectOptions, 'method' | 'url'>,
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * Production counts a command unanswered after a second (a connection after two) as an outage. Here two suites
 * share two cores, and a test process can wait that long for the CPU: its connection's timer then fires before the
 * connection is seen (CI failed so), the breaker opens and a test fails on a cache that is there. Outages are
 * tested on caches of their own, with production's timeouts.
 */
export const TEST_REDIS_TIMEOUTS = { commandMs: 10_000, connectMs: 10_000 };
/**
 * The whole server on a fresh database and an isolated cache (Redis with a random key prefix when
 * REDIS_URL is set), configured like production except that nothing is served from disk.
 */
export async function createTestApp(
  env: Env = {},
  /** Registers extra routes (test probes) before the app is ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>,
  /** The current instant, fixed for tests of the museum's days. */
  now?: () => Date,
  /** The logger's options (a level and a stream to read the lines back); silent by default. */
  logger: FastifyServerOptions['logger'] = false,
  /** Another cache than the engine's own (one that is down, say). */
  givenCache?: Cache,
  /** Another database than the engine's own (migrated here): an embedded one with a short line, say. */
  givenDatabase?: DatabaseHandle,
): Promise<TestApp> {
  const database = givenDatabase ?? (await createTestDatabase());
  if (givenDatabase) await givenDatabase.migrate();
  const cache =
    givenCache ??
    openCache({
      redisUrl: process.env.REDIS_URL,
      keyPrefix: `test:${randomBytes(6).toString('hex')}:`,
      redisTimeouts: TEST_REDIS_TIMEOUTS,
    });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    // Tests read their own writes at once; the sharing itself is tested on its own.
    PUBLIC_CACHE_SECONDS: '0',
    // Bursts of hundreds of requests prove the limits atomic; the embedded database's line is tested on its own.
    DB_QUEUE_LIMIT: '10000',
    // Entry tests count a day's whole capacity online, and book in bursts from one address; the window reserve
    // and the booking pace are tested on their own.
    ENTRY_WINDOW_RESERVE: '0',
    ENTRY_BOOK_ACCOUNT_PER_MINUTE: '0',
    ENTRY_BOOK_IP_PER_MINUTE: '0',
    DATA_DIR: `/tmp/museum-test-${randomBytes(6).toString('hex')}`,
    ...env,
  });
  const storage = openStorage(config);
  const { app, ctx } = await buildApp({
    config,
    database,
    cache,
    storage,
    generatedImages: demoImages,
    now,
    logger,
  });
  await extend?.(app);
  await app.ready();
  return {
    app,
    ctx,
    db: database.db,
    database,
    cache,
    storage,
    config,
    async seed() {
      await seedDemoContent({ db: database.db, storage, config, clock: ctx.clock, log: () => undefined });
    },
    async api(method, path, options = {}) {
      const response = await app.inject({ method, url: `/prod-api${path}`, ...options });
      return response.json();
    },
    async close() {
      await app.close();
      await cache.close();
      await database.close();
      await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
