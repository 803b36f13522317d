import {
  AdminApplicationPaths,
  ApplicationReviewMessages,
  adminApplicationListQuerySchema,
  adminApplicationRowSchema,
  adminApplicationSchema,
  applicationReviewSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { staffRecords } from '../../platform/http/staff-records.ts';
import { attachmentRoute } from '../files/index.ts';
import { actorOf } from '../staff/index.ts';
import type { ApplicationReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on hosting applications (docs/PRODUCT.md "Reviews and messages"). */
export async function applicationReviewRoutes(
  fastify: FastifyInstance,
  reviews: ApplicationReviewService,
  ctx: AppContext,
) {
  const reviewer = requireStaff(StaffRole.reviewer);
  const applications = staffRecords(fastify, reviewer);

  applications.list(
    AdminApplicationPaths.list,
    adminApplicationListQuerySchema,
    adminApplicationRowSchema,
    reviews.list,
  );
  applications.one('GET', AdminApplicationPaths.item(':id'), adminApplicationSchema, (id, staff) =>
    reviews.open(id, actorOf(staff)),
  );
  applications.decide(
    AdminApplicationPaths.review(':id'),
    applicationReviewSchema,
    adminApplicationSchema,
    async (id, decision, staff) => {
      const status = await reviews.review(id, decision, actorOf(staff));
      return {
        record: await reviews.detail(id),
        msg: status === 'approved' ? ApplicationReviewMessages.approved : ApplicationReviewMessages.rejected,
      };
    },
  );

  // The attached documents, for staff only (a file, not JSON).
  attachmentRoute(
    fastify,
    ctx,
    AdminApplicationPaths.file(':id', ':index'),
    reviewer,
    (_request, id, index) => reviews.attachment(id, index),
  );
}
