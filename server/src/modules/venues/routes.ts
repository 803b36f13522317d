import { hallListQuerySchema, VenuePaths } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { floorPlans, listHalls } from './service.ts';

export async function venuesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(VenuePaths.halls, { schema: { querystring: hallListQuerySchema } }, async (request) =>
    ok(await listHalls(ctx.db, request.query)),
  );

  // Read by every visitor who opens the floor guide, and the same for all of them.
  app.get(VenuePaths.floors, async (request, reply) =>
    ctx.answers.send(request, reply, async () => ok(await floorPlans(ctx.db))),
  );
}
