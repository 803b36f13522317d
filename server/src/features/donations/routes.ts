import { DonationPaths, donationReportAnswerSchema, donationReportSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { DonationsService } from './service.ts';

/** Donation reports (docs/spec §3, §5, §7). */
export async function donationsRoutes(fastify: FastifyInstance, donations: DonationsService) {
  typed(fastify).post(
    DonationPaths.report,
    {
      onRequest: requireProfile,
      schema: { body: donationReportSchema, response: answer.data(donationReportAnswerSchema) },
    },
    async (request) => ok(await donations.report(request.user.id, request.body), '捐赠登记已提交'),
  );
  ownRecords(fastify).list(DonationPaths.list, donationReportAnswerSchema, donations.list);
}
