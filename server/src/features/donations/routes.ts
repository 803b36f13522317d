import {
  DonationMessages,
  DonationPaths,
  donationFilePath,
  donationReportAnswerSchema,
  donationReportSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireProfile } from '../../platform/http/auth.ts';
import { ownRecords } from '../../platform/http/own-records.ts';
import { attachmentRoute } from '../files/index.ts';
import type { DonationsService } from './service.ts';

/** Donation reports (docs/spec §3, §5, §7). */
export async function donationsRoutes(
  fastify: FastifyInstance,
  donations: DonationsService,
  ctx: AppContext,
) {
  const own = ownRecords(fastify);
  own.create(
    DonationPaths.report,
    donationReportSchema,
    donationReportAnswerSchema,
    donations.report,
    DonationMessages.reported,
  );
  own.list(DonationPaths.list, donationReportAnswerSchema, donations.list);

  // The visitor's own attached file, for its owner only (a file, not JSON).
  attachmentRoute(fastify, ctx, donationFilePath(':id', ':index'), requireProfile, (request, id, index) =>
    donations.ownAttachment(request.user.id, id, index),
  );
}
