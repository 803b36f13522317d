import { GiftOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/** Donation reports: the dialog and the visitor's reports (each loads when opened). */
export const DonationDialog = lazy(() => import('./dialogs/DonationDialog'));
export const donationsTab = centerTab(
  'donations',
  '捐赠登记',
  GiftOutlined,
  () => import('./screens/DonationsTab'),
);
