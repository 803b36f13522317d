import { floorPlanSchema, hallListQuerySchema, hallSchema, VenuePaths } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { SharedAnswers } from '../../platform/http/shared-answers.ts';
import type { VenuesService } from './service.ts';

/** Halls and the floor guide's plans (docs/spec §2, §7). */
export async function venuesRoutes(fastify: FastifyInstance, venues: VenuesService, shared: SharedAnswers) {
  const app = typed(fastify);

  app.get(
    VenuePaths.halls,
    { schema: { querystring: hallListQuerySchema, response: answer.data(z.array(hallSchema)) } },
    async (request) => ok(await venues.halls(request.query, requestLanguage(request))),
  );

  // Read by every visitor who opens the floor guide, and the same for all of them.
  app.get(
    VenuePaths.floors,
    { schema: { response: answer.data(z.array(floorPlanSchema)) } },
    async (request, reply) =>
      shared.send(request, reply, async () => ok(await venues.floorPlans(requestLanguage(request)))),
  );
}
