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
