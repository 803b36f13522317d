import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import fastifyCompress from '@fastify/compress';
import {
  API_BASE,
  BENCH_FRESH_HEADER,
  FILES_BASE,
  languageOfPath,
  StaffPaths,
  setMuseumTimeZone,
} from '@museum/shared';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config.ts';
import { createSessionStore } from './features/accounts/index.ts';
import { EVENT_HANDLERS, FEATURES } from './features/index.ts';
import { siteSettings } from './features/site/index.ts';
import { createStaffSessionStore } from './features/staff/index.ts';
import { type Cache, withLocalFallback } from './platform/cache/index.ts';
import { LruStore } from './platform/cache/lru.ts';
import { createMuseumClock } from './platform/clock.ts';
import type { AppContext } from './platform/context.ts';
import { createPersonalDataCipher, loadPersonalDataKey } from './platform/crypto/personal-data.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { keptCounts } from './platform/db/paging.ts';
import { createDomainEvents } from './platform/feature.ts';
import { installApiDocs } from './platform/http/api-docs.ts';
import { installAuth } from './platform/http/auth.ts';
import { installDatabaseLine } from './platform/http/database-line.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { acceptEmptyJsonBodies } from './platform/http/json-bodies.ts';
import { installAnswerLanguage, requestLanguage } from './platform/http/language.ts';
import { publicOrigin } from './platform/http/origin.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { createSerializerCompiler } from './platform/http/serialization.ts';
import { createSharedAnswers } from './platform/http/shared-answers.ts';
import { installStaffAuth } from './platform/http/staff-auth.ts';
import { serveSite } from './platform/http/static-site.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { createImageVariants, type GeneratedImages } from './platform/images/variants.ts';
import { scheduleJobs } from './platform/jobs.ts';
import { privateLogging } from './platform/logging.ts';
import { scheduleRetention } from './platform/retention.ts';
import { type ObjectStorage, openStorage } from './platform/storage/index.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  storage?: ObjectStorage;
  /** Pictures drawn on request instead of stored (the demo art and the generated covers). */
  generatedImages?: GeneratedImages;
  /** The current instant; tests fix it to check the museum's days. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export interface MuseumApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/**
 * Timeouts and sizes of a public server: a client that connects and sends nothing, or sends its request slowly,
 * gives its socket back instead of holding it (and a file descriptor) for ever.
 */
function serverLimits(http: Config['http']): FastifyHttpOptions<Server> {
  return {
    connectionTimeout: http.connectionIdleMs,
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveMs,
    maxRequestsPerSocket: http.maxRequestsPerSocket,
    bodyLimit: http.jsonBodyLimitBytes,
    // Node checks the header and request timeouts on this beat (30 s by default, too coarse for short limits).
    http: {
      headersTimeout: http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(http.headersTimeoutMs, 5000),
    },
  };
}

/** The composition root: the platform's adapters, every feature on them, the built site. */
export async function buildApp(deps: AppDependencies): Promise<MuseumApp> {
  const { config } = deps;
  const app = Fastify({
    // No phone, name, ID number or token in any log line, whoever supplies the logger's options.
    logger: privateLogging(deps.logger ?? { level: config.logLevel }),
    genReqId: (req) => {
      // A client's id reaches the logs and the answer: taken only from a trusted proxy, and only well-formed.
      const given = config.trustProxy > 0 ? req.headers['x-request-id'] : undefined;
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: (_address, hop) => hop < config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverLimits(config.http),
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  acceptEmptyJsonBodies(app);
  setMuseumTimeZone(config.timezone);
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env !== 'production' }));
  installErrorHandler(app);
  // Every answer's message in the language the call asks for (docs/PRODUCT.md "English").
  installAnswerLanguage(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  installSecurityHeaders(app, config);
  if (deps.database.kind === 'pglite') installDatabaseLine(app, config.dbQueueLimit);

  const storage = deps.storage ?? openStorage(config);
  // Without Redis, shared answers get their own store bounded by bytes: flooding it evicts no lock or counter.
  const localAnswers = () => new LruStore(config.answerCacheBytes);
  const answers = createSharedAnswers(
    // With Redis unreachable, this process keeps answers as it would without Redis.
    deps.cache.kind === 'redis' ? withLocalFallback(deps.cache, localAnswers) : localAnswers(),
    config.publicCacheSeconds,
    // An answer is in the language asked for (docs/PRODUCT.md "English"). `npm run bench` measures computed
    // answers by making each request a new question (BENCH_ROUTES only).
    (request) =>
      `${publicOrigin(config, request)}|${requestLanguage(request)}${config.benchRoutes ? (request.headers[BENCH_FRESH_HEADER] ?? '') : ''}`,
    { shared: deps.cache.kind === 'redis' },
  );
  // Content changed during an outage was announced to this process only: every process starts afresh.
  deps.cache.onRecovered(() => {
    answers.invalidate().catch((error: unknown) => app.log.warn({ err: error }, 'answers not renewed'));
  });
  const ctx: AppContext = {
    config,
    database: deps.database,
    db: deps.database.db,
    cache: deps.cache,
    answers,
    totals: keptCounts(deps.database.db, answers.keepDerived),
    personalData: createPersonalDataCipher(
      loadPersonalDataKey({ configuredKey: config.personalDataKey, dataDir: config.dataDir }),
    ),
    storage,
    images: createImageVariants(storage, deps.generatedImages, config.images),
    clock: createMuseumClock(config.timezone, deps.now),
    events: createDomainEvents(EVENT_HANDLERS, () => ctx),
    log: app.log,
  };
  installAuth(app, createSessionStore(ctx.db, { ttlMs: config.accounts.sessionTtlMs }));
  // Staff tokens are another store: neither kind opens the other's calls.
  installStaffAuth(app, createStaffSessionStore(ctx.db, { ttlMs: config.staff.sessionTtlMs }), [
    `${API_BASE}${StaffPaths.login}`,
    `${API_BASE}${StaffPaths.loginOtp}`,
  ]);

  // Stored files go out as stored, with their length: pictures, videos and documents are compressed formats,
  // and a download of unknown type would be compressed (binary, in the plugin's eyes) on every request.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(`${FILES_BASE}/`)) route.compress ??= false;
  });
  // JSON answers above 1 KiB go out brotli or gzip, as the browser asks; the site's assets have their own copies.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (config.apiDocs) await installApiDocs(app, config.site.name);
  await app.register(
    async (api) => {
      for (const feature of FEATURES) await feature.api?.(api, ctx);
    },
    { prefix: API_BASE },
  );
  for (const feature of FEATURES) await feature.root?.(app, ctx);
  scheduleRetention(app, FEATURES, ctx);
  scheduleJobs(app, FEATURES, ctx);
  // A page is drawn with the settings in its own language (an /en page's in English).
  const pageSettings = (request: FastifyRequest) =>
    siteSettings(config, publicOrigin(config, request), languageOfPath(request.url.split('?')[0]!));
  await serveSite(app, config.webDistDir, pageSettings, {
    answers: ctx.answers,
    origin: (request) => publicOrigin(config, request),
  });
  return { app, ctx };
}
