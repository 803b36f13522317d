import {
  AdminDonationPaths,
  adminDonationListQuerySchema,
  adminDonationSchema,
  DonationReviewMessages,
  donationStatusChangeSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { staffRecords } from '../../platform/http/staff-records.ts';
import { attachmentRoute } from '../files/index.ts';
import { actorOf } from '../staff/index.ts';
import type { DonationReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on donation reports (docs/PRODUCT.md "Reviews and messages"). */
export async function donationReviewRoutes(
  fastify: FastifyInstance,
  reviews: DonationReviewService,
  ctx: AppContext,
) {
  const reviewer = requireStaff(StaffRole.reviewer);
  const reports = staffRecords(fastify, reviewer);

  reports.list(AdminDonationPaths.list, adminDonationListQuerySchema, adminDonationSchema, reviews.list);
  reports.one('GET', AdminDonationPaths.item(':id'), adminDonationSchema, (id, staff) =>
    reviews.open(id, actorOf(staff)),
  );
  reports.decide(
    AdminDonationPaths.status(':id'),
    donationStatusChangeSchema,
    adminDonationSchema,
    async (id, change, staff) => {
      await reviews.changeStatus(id, change, actorOf(staff));
      return { record: await reviews.detail(id), msg: DonationReviewMessages.changed(change.status) };
    },
  );

  // The attached files, for staff only (a file, not JSON).
  attachmentRoute(fastify, ctx, AdminDonationPaths.file(':id', ':index'), reviewer, (_request, id, index) =>
    reviews.attachment(id, index),
  );
}
