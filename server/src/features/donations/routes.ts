import {
  attachmentParamsSchema,
  DonationPaths,
  donationFilePath,
  donationReportAnswerSchema,
  donationReportSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { attachmentAnswer, sendAttachment } from '../files/index.ts';
import type { DonationsService } from './service.ts';

/** Donation reports (docs/spec §3, §5, §7). */
export async function donationsRoutes(
  fastify: FastifyInstance,
  donations: DonationsService,
  ctx: AppContext,
) {
  typed(fastify).post(
    DonationPaths.report,
    {
      onRequest: requireProfile,
      schema: { body: donationReportSchema, response: answer.data(donationReportAnswerSchema) },
    },
    async (request) => ok(await donations.report(request.user.id, request.body), '捐赠登记已提交'),
  );
  ownRecords(fastify).list(DonationPaths.list, donationReportAnswerSchema, donations.list);

  // The visitor's own attached file, for its owner only (a file, not JSON).
  typed(fastify).get(
    donationFilePath(':id', ':index'),
    { onRequest: requireProfile, schema: { params: attachmentParamsSchema, response: attachmentAnswer } },
    async (request, reply) =>
      sendAttachment(
        ctx,
        reply,
        await donations.ownAttachment(request.user.id, request.params.id, request.params.index),
      ),
  );
}
