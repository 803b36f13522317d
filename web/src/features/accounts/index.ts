import { IdcardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/**
 * Visitors' accounts: the header's account entry, the login and real-name dialogs, and the personal centre's
 * profile, security and real-name sections (dialogs and sections load when first opened).
 */
export { AccountEntry } from './components/AccountEntry';
/** The captcha answer beside its image: visitors' sign-in, and the staff's. */
export { CaptchaField } from './dialogs/login/CaptchaField';
export const LoginDialog = lazy(() => import('./dialogs/login/LoginDialog'));
export const RealNameDialog = lazy(() => import('./dialogs/real-name/RealNameDialog'));
export const profileTab = centerTab(
  'profile',
  '个人资料',
  UserOutlined,
  () => import('./screens/ProfileTab'),
);
export const securityTab = centerTab(
  'security',
  '账号安全',
  LockOutlined,
  () => import('./screens/SecurityTab'),
);
export const realNameTab = centerTab(
  'realname',
  '实名认证',
  IdcardOutlined,
  () => import('./screens/RealNameTab'),
);
