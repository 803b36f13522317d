import { healthStatusSchema, ResultCode, SiteMessages, SitePaths, siteSettingsSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { benchRoutes } from './bench.ts';
import type { SiteService } from './service.ts';

/** Health and the site settings (docs/PRODUCT.md "Footer and links"); the benchmark's ceiling when asked for. */
export async function siteRoutes(fastify: FastifyInstance, site: SiteService, ctx: AppContext) {
  const app = typed(fastify);

  // A load balancer reads the HTTP status: 503 only when the database is down. Without the cache, public pages
  // are still served (sign-in and codes wait), so taking every process out of rotation would help nobody.
  const health = answer.data(healthStatusSchema)[200];
  app.get(
    SitePaths.health,
    { schema: { response: { 200: health, 503: health } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const status = await site.health();
      if (status.status === 'down') {
        return reply
          .status(503)
          .send({ code: ResultCode.error, msg: SiteMessages.databaseDown, data: status });
      }
      return status.status === 'ok' ? ok(status) : ok(status, SiteMessages.cacheDown);
    },
  );

  app.get(SitePaths.settings, { schema: { response: answer.data(siteSettingsSchema) } }, async (request) =>
    ok(site.settings(publicOrigin(ctx.config, request), requestLanguage(request))),
  );

  if (ctx.config.benchRoutes) await benchRoutes(fastify);
}
