import type { ValueOf } from '../common/labelled.ts';
/**
 * What orders allow and say, without their schemas: a page that only shows an event's booking button loads
 * these, not zod.
 */

/** Places at an exhibition or an education event that takes bookings (docs/PRODUCT.md "Exhibition order"). */
export const OrderStatus = { booked: 'booked', cancelled: 'cancelled', attended: 'attended' } as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;
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
  itemNotFound: '展览或活动不存在',
  booked: '预约成功',
  cancelled: '预约已取消',
} as const;
