import { ScheduleOutlined } from '@ant-design/icons';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/**
 * Places at exhibitions and education events that take bookings: the booking button of their pages, the mark
 * their queries carry, and the visitor's orders.
 */
export { ORDER_PLACES_META } from './api';
export { EventOrderButton } from './components/EventOrderButton';
export const ordersTab = centerTab(
  'orders',
  '活动预约',
  ScheduleOutlined,
  () => import('./screens/OrdersTab'),
);
