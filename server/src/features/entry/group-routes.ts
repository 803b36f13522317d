import {
  EntryGroupMessages,
  EntryPaths,
  EntryStaffPaths,
  entryGroupApplySchema,
  entryGroupDetailSchema,
  entryGroupReviewSchema,
  entryGroupRowSchema,
  entryGroupSchema,
  entryGroupsQuerySchema,
  GroupStatus,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { ownRecords } from '../../platform/http/own-records.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { staffRecords } from '../../platform/http/staff-records.ts';
import { actorOf } from '../staff/index.ts';
import type { GroupReviewService, GroupService } from './groups.ts';
import type { EntryService } from './service.ts';

/** Groups (docs/PRODUCT.md "Groups"): the leader's calls, and the reviewers' queue. */
export async function groupRoutes(
  fastify: FastifyInstance,
  groups: GroupService,
  reviews: GroupReviewService,
  entry: EntryService,
) {
  const own = ownRecords(fastify);
  // An application counts against the booking pace: a script applying in a loop is slowed like one booking.
  own.create(
    EntryPaths.group,
    entryGroupApplySchema,
    entryGroupSchema,
    groups.apply,
    EntryGroupMessages.applied,
    (request) => entry.pace(request.user.id, request.ip),
  );
  own.list(EntryPaths.groupList, entryGroupSchema, groups.list);
  own.one('GET', EntryPaths.groupDetail(':id'), entryGroupSchema, groups.detail);
  own.one(
    'PUT',
    EntryPaths.groupCancel(':id'),
    entryGroupSchema,
    groups.cancel,
    EntryGroupMessages.cancelled,
  );

  const queue = staffRecords(fastify, requireStaff(StaffRole.reviewer));
  queue.list(EntryStaffPaths.groups, entryGroupsQuerySchema, entryGroupRowSchema, reviews.list);
  queue.one('GET', EntryStaffPaths.group(':id'), entryGroupDetailSchema, (id, staff) =>
    reviews.open(id, actorOf(staff)),
  );
  queue.decide(
    EntryStaffPaths.groupReview(':id'),
    entryGroupReviewSchema,
    entryGroupDetailSchema,
    async (id, decision, staff) => {
      const { status } = await reviews.review(id, decision, actorOf(staff));
      return {
        record: await reviews.detail(id),
        msg: status === GroupStatus.approved ? EntryGroupMessages.approved : EntryGroupMessages.rejected,
      };
    },
  );
}
