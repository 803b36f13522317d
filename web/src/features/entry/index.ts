import { CalendarOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/** Timed entry: the reservation dialog and the visitor's bookings with their tickets (each loads when opened). */
export const ReservationDialog = lazy(() => import('./dialogs/ReservationDialog'));
export const bookingsTab = centerTab(
  'bookings',
  '入馆预约',
  CalendarOutlined,
  () => import('./screens/BookingsTab'),
);
