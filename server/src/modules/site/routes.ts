import {
  ApiPaths,
  type ApiResult,
  type HealthStatus,
  type Link,
  Messages,
  pageQuerySchema,
  ResultCode,
  type SiteSettings,
} from '@museum/shared';
import { asc, count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { benchRoutes } from './bench.ts';
import { links } from './schema.ts';

export async function siteRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A load balancer reads the HTTP status: 200 while the database and the cache answer, 503 (same envelope,
  // code 500) when either does not, so this process is taken out of rotation instead of failing visitors.
  app.get(ApiPaths.health, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await ctx.database.ping();
      await ctx.cache.get('health');
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .status(503)
        .send({ code: ResultCode.error, msg: Messages.serverError } satisfies ApiResult);
    }
    return ok<HealthStatus>({ status: 'ok', database: ctx.database.kind, cache: ctx.cache.kind });
  });

  app.get(ApiPaths.linkList, { schema: { querystring: pageQuerySchema } }, async (request) => {
    const { pageNum, pageSize } = request.query;
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ id: links.id, name: links.name, url: links.url })
        .from(links)
        .orderBy(asc(links.sort), asc(links.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      ctx.db.select({ value: count() }).from(links),
    ]);
    return page<Link>(rows, total?.value ?? 0);
  });

  if (ctx.config.benchRoutes) await benchRoutes(fastify);

  app.get(ApiPaths.siteSettings, async (request) => {
    const { site, publicUrl } = ctx.config;
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return ok<SiteSettings>({
      name: site.name,
      icpNumber: site.icpNumber,
      icpUrl: site.icpUrl,
      psbNumber: site.psbNumber,
      psbUrl: site.psbUrl,
      officialAccountUrl: site.officialAccountUrl,
      mobileUrl: site.mobileUrl ?? `${origin}/home`,
      shortVideoUrl: site.shortVideoUrl,
      address: site.address,
      phone: site.phone,
      openingHours: site.openingHours,
      mapUrl: site.mapUrl,
      virtualTourUrl: site.virtualTourUrl ?? null,
      onlineViewingUrl: site.onlineViewingUrl ?? null,
      collectionExternalUrl: site.collectionExternalUrl ?? null,
      collectionApiBase: site.collectionApiBase,
    });
  });
}
