import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import { API_BASE } from '@museum/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import { createSessionStore } from './features/accounts/index.ts';
import { EVENT_HANDLERS, FEATURES } from './features/index.ts';
import { siteSettings } from './features/site/index.ts';
import type { Cache } from './platform/cache/index.ts';
import { createMuseumClock } from './platform/clock.ts';
import type { AppContext } from './platform/context.ts';
import { createPersonalDataCipher, loadPersonalDataKey } from './platform/crypto/personal-data.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { createDomainEvents } from './platform/feature.ts';
import { installApiDocs } from './platform/http/api-docs.ts';
import { installAuth } from './platform/http/auth.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { createSerializerCompiler } from './platform/http/serialization.ts';
import { createSharedAnswers } from './platform/http/shared-answers.ts';
import { serveSite } from './platform/http/static-site.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { createImageVariants, type GeneratedImages } from './platform/images/variants.ts';
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

/** The composition root: the platform's adapters, every feature on them, the built site. */
export async function buildApp(deps: AppDependencies): Promise<MuseumApp> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: (_address, hop) => hop < config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.env !== 'production' }));
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const storage = deps.storage ?? openStorage(config);
  const ctx: AppContext = {
    config,
    database: deps.database,
    db: deps.database.db,
    cache: deps.cache,
    answers: createSharedAnswers(deps.cache, config.publicCacheSeconds),
    personalData: createPersonalDataCipher(
      loadPersonalDataKey({ configuredKey: config.personalDataKey, dataDir: config.dataDir }),
    ),
    storage,
    images: createImageVariants(storage, deps.generatedImages),
    clock: createMuseumClock(config.timezone, deps.now),
    events: createDomainEvents(EVENT_HANDLERS, () => ctx),
    log: app.log,
  };
  installAuth(app, createSessionStore(ctx.db, { ttlMs: config.accounts.sessionTtlMs }));

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
  await serveSite(app, config.webDistDir, (request) =>
    siteSettings(config, `${request.protocol}://${request.host}`),
  );
  return { app, ctx };
}
