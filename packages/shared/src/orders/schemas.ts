import { z } from 'zod';
import { ContentType } from '../common/content-types.ts';
import { contactSchema, intSchema, phoneSchema } from '../common/validators.ts';
import { ORDER_MAX_PLACES, OrderMessages, OrderStatus } from './messages.ts';

/** 1 exhibition or 2 education event, the two modules that take bookings (next to each other). */
export const orderModuleSchema = intSchema(
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
