import {
  healthStatusSchema,
  Messages,
  messageResultSchema,
  ResultCode,
  SitePaths,
  siteSettingsSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { benchRoutes } from './bench.ts';
import type { SiteService } from './service.ts';

/** Health and the site settings (docs/PRODUCT.md "Footer and links"); the benchmark's ceiling when asked for. */
export async function siteRoutes(fastify: FastifyInstance, site: SiteService, ctx: AppContext) {
  const app = typed(fastify);

  // A load balancer reads the HTTP status: 200 while the database and the cache answer, 503 (same envelope,
  // code 500) when either does not, so this process is taken out of rotation instead of failing visitors.
  app.get(
    SitePaths.health,
    { schema: { response: { ...answer.data(healthStatusSchema), 503: messageResultSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        return ok(await site.health());
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ code: ResultCode.error, msg: Messages.serverError });
      }
    },
  );

  app.get(SitePaths.settings, { schema: { response: answer.data(siteSettingsSchema) } }, async (request) =>
    ok(site.settings(`${request.protocol}://${request.host}`)),
  );

  if (ctx.config.benchRoutes) await benchRoutes(fastify);
}
