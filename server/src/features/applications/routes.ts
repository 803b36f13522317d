import {
  ApplicationMessages,
  ApplicationPaths,
  applicationFilePath,
  venueApplicationSchema,
  venueApplySchema,
  venueSettingSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { attachmentRoute } from '../files/index.ts';
import type { ApplicationsService } from './service.ts';

/** Exhibition-hosting applications (docs/spec §3, §5, §7: venue/*). */
export async function applicationsRoutes(
  fastify: FastifyInstance,
  applications: ApplicationsService,
  ctx: AppContext,
) {
  const app = typed(fastify);
  const own = ownRecords(fastify);

  // Public: the rules and halls can be read before signing in.
  app.get(ApplicationPaths.setting, { schema: { response: answer.data(venueSettingSchema) } }, async () =>
    ok(await applications.setting()),
  );

  own.create(
    ApplicationPaths.apply,
    venueApplySchema,
    venueApplicationSchema,
    applications.apply,
    ApplicationMessages.submitted,
  );

  // The visitor's own attached document, for its owner only (a file, not JSON).
  attachmentRoute(fastify, ctx, applicationFilePath(':id', ':index'), requireProfile, (request, id, index) =>
    applications.ownAttachment(request.user.id, id, index),
  );

  own.list(ApplicationPaths.list, venueApplicationSchema, applications.list);
  own.one('GET', ApplicationPaths.item(':id'), venueApplicationSchema, applications.detail);
  own.one(
    'PUT',
    ApplicationPaths.item(':id'),
    venueApplicationSchema,
    applications.withdraw,
    ApplicationMessages.withdrawn,
  );
  own.one('DELETE', ApplicationPaths.item(':id'), null, applications.remove, ApplicationMessages.deleted);
}
