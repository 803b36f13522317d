import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/**
 * Timed entry: the reservation and group dialogs, and the visitor's bookings and groups with their tickets (each
 * loads when opened).
 */
export const ReservationDialog = lazy(() => import('./dialogs/ReservationDialog'));
export const GroupDialog = lazy(() => import('./dialogs/GroupDialog'));
export const bookingsTab = centerTab(
  'bookings',
  '入馆预约',
  CalendarOutlined,
  () => import('./screens/BookingsTab'),
);
export const groupsTab = centerTab('groups', '团体预约', TeamOutlined, () => import('./screens/GroupsTab'));
