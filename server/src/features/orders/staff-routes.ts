import {
  AdminOrderMessages,
  AdminOrderPaths,
  adminOrderCancelSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { staffRecords } from '../../platform/http/staff-records.ts';
import { actorOf } from '../staff/index.ts';
import type { OrderReviewService } from './staff-service.ts';

/** Reviewers' (and admins') calls on exhibition and event orders (docs/PRODUCT.md "Reviews and messages"). */
export async function orderReviewRoutes(fastify: FastifyInstance, reviews: OrderReviewService) {
  const orders = staffRecords(fastify, requireStaff(StaffRole.reviewer));

  orders.list(AdminOrderPaths.list, adminOrderListQuerySchema, adminOrderSchema, reviews.list);
  orders.one('GET', AdminOrderPaths.item(':id'), adminOrderSchema, reviews.detail);
  orders.one(
    'PUT',
    AdminOrderPaths.attend(':id'),
    adminOrderSchema,
    async (id, staff) => {
      await reviews.attend(id, actorOf(staff));
      return reviews.detail(id);
    },
    AdminOrderMessages.attended,
  );
  orders.decide(
    AdminOrderPaths.cancel(':id'),
    adminOrderCancelSchema,
    adminOrderSchema,
    async (id, { reason }, staff) => {
      await reviews.cancel(id, reason!, actorOf(staff));
      return { record: await reviews.detail(id), msg: AdminOrderMessages.cancelled };
    },
  );
}
