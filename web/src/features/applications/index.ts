import { AuditOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/** Exhibition-hosting applications: the dialog and the visitor's applications (each loads when opened). */
export const HostApplicationDialog = lazy(() => import('./dialogs/HostApplicationDialog'));
export const applicationsTab = centerTab(
  'applications',
  '办展申请',
  AuditOutlined,
  () => import('./screens/ApplicationsTab'),
);
