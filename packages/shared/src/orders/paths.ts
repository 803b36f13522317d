import { segment } from '../common/paths.ts';

/** Exhibition and education-event orders (docs/spec §7). */
export const OrderPaths = {
  order: '/client/zhanlan/order',
  list: '/client/zhanlan/order/list',
  detail: (id: number | string) => `/client/zhanlan/order/${segment(id)}`,
  cancel: (id: number | string) => `/client/zhanlan/order/${segment(id)}/cancel`,
  /** Whether an exhibition or event takes bookings now (query: module, resId). */
  availability: '/client/zhanlan/order/availability',
} as const;

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
