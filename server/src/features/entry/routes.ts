import {
  EntryMessages,
  EntryPaths,
  entryApplySchema,
  entryBookingSchema,
  entryRulesSchema,
  entrySlotSchema,
  entryStandingSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { EntryService } from './service.ts';

/** Timed entry (paths of our own, docs/spec §7): the window's days, booking, the visitor's own bookings. */
export async function entryRoutes(fastify: FastifyInstance, entry: EntryService) {
  const app = typed(fastify);
  const bookings = ownRecords(fastify);

  // Public: anyone may see which days still have places before signing in.
  app.get(EntryPaths.slots, { schema: { response: answer.data(z.array(entrySlotSchema)) } }, async () =>
    ok(await entry.slots()),
  );

  app.get(EntryPaths.rules, { schema: { response: answer.data(entryRulesSchema) } }, async () =>
    ok(entry.rules()),
  );

  app.get(
    EntryPaths.standing,
    { onRequest: requireProfile, schema: { response: answer.data(entryStandingSchema) } },
    async (request) => ok(await entry.standing(request.user.id)),
  );

  bookings.create(
    EntryPaths.apply,
    entryApplySchema,
    entryBookingSchema,
    entry.book,
    EntryMessages.booked,
    (request) => entry.pace(request.user.id, request.ip),
  );
  bookings.list(EntryPaths.list, entryBookingSchema, entry.list);
  bookings.one('GET', EntryPaths.detail(':id'), entryBookingSchema, entry.detail);
  bookings.one('PUT', EntryPaths.cancel(':id'), entryBookingSchema, entry.cancel, EntryMessages.cancelled);
}
