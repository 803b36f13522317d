/** The museum's side of exhibition and event orders: the paths, messages and schemas of its /admin/ calls. */

import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { segment } from '../common/paths.ts';
import { blankToUndefined, optionalInt } from '../common/query.ts';
import { staffNoteSchema } from '../common/validators.ts';
import { ORDER_STATUS_LABELS, OrderStatus } from './messages.ts';
import { eventOrderAnswerSchema, orderModuleSchema } from './schemas.ts';

/** The museum's side of exhibition and event orders: reviewers (and admins). */
export const AdminOrderPaths = {
  /** GET `?status=&module=&resId=&pageNum=&pageSize=`: newest first, each row with its item's places. */
  list: '/admin/orders',
  item: (id: number | string) => `/admin/orders/${segment(id)}`,
  /** PUT, no body: the visitor came. */
  attend: (id: number | string) => `/admin/orders/${segment(id)}/attend`,
  /** PUT `{reason}`: cancels a booked order and releases its places. */
  cancel: (id: number | string) => `/admin/orders/${segment(id)}/cancel`,
} as const;

export const AdminOrderMessages = {
  statusInvalid: '预约状态有误，应为 booked、cancelled 或 attended',
  itemInvalid: '展览或活动编号格式不正确',
  reasonRequired: '请填写取消原因',
  reasonInvalid: '取消原因格式不正确',
  reasonTooLong: '取消原因不能超过200个字',
  notAttendable: (status: OrderStatus) =>
    status === OrderStatus.attended
      ? '该预约已登记为已参加'
      : `该预约${ORDER_STATUS_LABELS[status]}，不能登记参加`,
  notCancellable: (status: OrderStatus) => `该预约${ORDER_STATUS_LABELS[status]}，不能取消`,
  attended: '已登记为已参加',
  cancelled: '预约已取消，名额已释放，并已通知观众',
} as const;

/** GET /admin/orders. */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(OrderStatus, { error: AdminOrderMessages.statusInvalid }).optional(),
  ),
  module: z.preprocess(blankToUndefined, orderModuleSchema.optional()),
  resId: optionalInt(AdminOrderMessages.itemInvalid, 1),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

/** PUT /admin/orders/{id}/cancel. */
export const adminOrderCancelSchema = z
  .object(
    { reason: staffNoteSchema(AdminOrderMessages.reasonInvalid, AdminOrderMessages.reasonTooLong) },
    { error: AdminOrderMessages.reasonRequired },
  )
  .refine((value) => value.reason !== undefined, {
    message: AdminOrderMessages.reasonRequired,
    path: ['reason'],
  });

/** An order as staff see it: the visitor's answer, the contact masked, and the item's places. */
export const adminOrderSchema = eventOrderAnswerSchema.extend({
  userId: z.number(),
  /** The item's capacity (null: no limit or gone) and places booked now. */
  capacity: z.number().nullable(),
  booked: z.number(),
  cancelledAt: z.string().nullable(),
  attendedAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
