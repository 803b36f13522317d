import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import { API_BASE } from '@museum/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createSessionStore } from './modules/accounts/sessions.ts';
import { createImageVariants } from './modules/images/variants.ts';
import { DOMAIN_MODULES } from './modules/index.ts';
import { scheduleRetention } from './modules/retention.ts';
import type { Cache } from './platform/cache/index.ts';
import { createPersonalDataCipher, loadPersonalDataKey } from './platform/crypto/personal-data.ts';
import type { DatabaseHandle } from './platform/db/client.ts';
import { installAuth } from './platform/http/auth.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { createSharedAnswers } from './platform/http/shared-answers.ts';
import { serveSite } from './platform/http/static-site.ts';
import { zodValidatorCompiler } from './platform/http/validation.ts';
import { type ObjectStorage, openStorage } from './platform/storage/index.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  storage?: ObjectStorage;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server in-process; `main.ts` listens on it, tests call `app.inject`. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: (_address, hop) => hop < deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const storage = deps.storage ?? openStorage(deps.config);
  const ctx: AppContext = {
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    cache: deps.cache,
    answers: createSharedAnswers(deps.cache, deps.config.publicCacheSeconds),
    sessions: createSessionStore(deps.database.db, { ttlMs: deps.config.accounts.sessionTtlMs }),
    personalData: createPersonalDataCipher(
      loadPersonalDataKey({ configuredKey: deps.config.personalDataKey, dataDir: deps.config.dataDir }),
    ),
    storage,
    images: createImageVariants(storage),
    log: app.log,
  };
  installAuth(app, ctx.sessions);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(
    async (api) => {
      for (const module of DOMAIN_MODULES) await module.api?.(api, ctx);
    },
    { prefix: API_BASE },
  );
  for (const module of DOMAIN_MODULES) await module.root?.(app, ctx);
  scheduleRetention(app, ctx);
  await serveSite(app, deps.config.webDistDir);
  return app;
}
