import { BellOutlined } from '@ant-design/icons';
import { centerTab } from '@/shared/ui/center-tab/center-tab';

/**
 * System messages: the personal centre's list (/userCenter/message), the unread count and the dot, and the
 * mutation every action that leaves a message goes through.
 */
export { messageKeys, useServiceAction, useUnreadCount } from './api';
export { useUnreadDot } from './useUnreadDot';
export const messagesTab = centerTab(
  'message',
  '系统消息',
  BellOutlined,
  () => import('./screens/MessagesTab'),
);
