import { z } from 'zod';
import { ContentType } from '../common/content-types.ts';
import { pageQuerySchema } from '../common/envelope.ts';
import { blankToUndefined, optionalInt } from '../common/query.ts';
import { contactSchema, intSchema, phoneSchema, staffNoteSchema } from '../common/validators.ts';

/** Places at an exhibition or an education event that takes bookings (docs/PRODUCT.md "Exhibition order"). */
export const OrderStatus = { booked: 'booked', cancelled: 'cancelled', attended: 'attended' } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  booked: '已预约',
  cancelled: '已取消',
  attended: '已参加',
};
/** Places one order may take (a family at a workshop). */
export const ORDER_MAX_PLACES = 5;

export const OrderMessages = {
  moduleInvalid: '预约类型不正确',
  itemRequired: '请选择要预约的展览或活动',
  placesRequired: `请选择预约人数（1~${ORDER_MAX_PLACES}人）`,
  notBookable: '该展览或活动不接受预约',
  closed: '该展览或活动已结束预约',
  full: '名额已满，欢迎关注下一场',
  notEnough: (left: number) => `仅剩 ${left} 个名额，请减少预约人数`,
  duplicate: '您已预约过该展览或活动',
  notCancellable: '该预约已无法取消',
  notFound: '预约记录不存在',
} as const;

/** 1 exhibition or 2 education event, the two modules that take bookings (next to each other). */
const orderModuleSchema = intSchema(
  OrderMessages.moduleInvalid,
  ContentType.exhibition,
  ContentType.education,
).transform((v) => v as typeof ContentType.exhibition | typeof ContentType.education);

/** POST /client/zhanlan/order: `module` 1 exhibition or 2 education event, `resId` its id. */
export const eventOrderSchema = z.object({
  module: orderModuleSchema,
  resId: intSchema(OrderMessages.itemRequired),
  num: intSchema(OrderMessages.placesRequired, 1, ORDER_MAX_PLACES),
  people: contactSchema,
  phone: phoneSchema,
});
export type EventOrderInput = z.input<typeof eventOrderSchema>;

export const eventOrderListQuerySchema = z.object({ module: orderModuleSchema.optional() });
export const orderAvailabilityQuerySchema = z.object({
  module: orderModuleSchema,
  resId: intSchema(OrderMessages.itemRequired),
});

export const eventOrderAnswerSchema = z.object({
  id: z.number(),
  module: z.literal([ContentType.exhibition, ContentType.education]),
  resId: z.number(),
  /** The exhibition's or event's title and schedule at the time of reading. */
  title: z.string(),
  place: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  num: z.number(),
  people: z.string(),
  phone: z.string(),
  orderCode: z.string(),
  status: z.enum(OrderStatus),
  /** Why the museum cancelled it (null when the visitor did, or it is not cancelled). */
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  cancellable: z.boolean(),
});
export type EventOrder = z.infer<typeof eventOrderAnswerSchema>;

/** Whether an exhibition or event takes bookings, and how many places are left, for its order button. */
export const orderAvailabilitySchema = z.object({
  bookable: z.boolean(),
  capacity: z.number().nullable(),
  booked: z.number(),
  /** The signed-in visitor's live order for it, if any. */
  myOrderId: z.number().nullable(),
  /** Why it takes no bookings now (已结束, 不接受预约), or null. */
  reason: z.string().nullable(),
});
export type OrderAvailability = z.infer<typeof orderAvailabilitySchema>;

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
