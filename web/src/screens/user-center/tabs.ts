import {
  AuditOutlined,
  BellOutlined,
  CalendarOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  ScheduleOutlined,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type ComponentType, lazy } from 'react';

export interface CenterTab {
  /** The `to` segment of /userCenter/{to}. */
  key: string;
  label: string;
  /** The heading the side navigation files it under. */
  group: string;
  Icon: ComponentType<{ className?: string }>;
  Component: ComponentType;
}

/** Sections of the personal centre, each its own address; /userCenter/message opens the system messages (spec section 2). */
export const CENTER_TABS: CenterTab[] = [
  {
    key: 'profile',
    label: '个人资料',
    group: '我的账户',
    Icon: UserOutlined,
    Component: lazy(() => import('./profile/ProfileTab')),
  },
  {
    key: 'security',
    label: '账号安全',
    group: '我的账户',
    Icon: LockOutlined,
    Component: lazy(() => import('./security/SecurityTab')),
  },
  {
    key: 'realname',
    label: '实名认证',
    group: '我的账户',
    Icon: IdcardOutlined,
    Component: lazy(() => import('./real-name/RealNameTab')),
  },
  {
    key: 'message',
    label: '系统消息',
    group: '我的账户',
    Icon: BellOutlined,
    Component: lazy(() => import('./messages/MessagesTab')),
  },
  {
    key: 'bookings',
    label: '入馆预约',
    group: '参观与活动',
    Icon: CalendarOutlined,
    Component: lazy(() => import('./bookings/BookingsTab')),
  },
  {
    key: 'orders',
    label: '活动预约',
    group: '参观与活动',
    Icon: ScheduleOutlined,
    Component: lazy(() => import('./orders/OrdersTab')),
  },
  {
    key: 'favourites',
    label: '我的收藏',
    group: '参观与活动',
    Icon: StarOutlined,
    Component: lazy(() => import('./favourites/FavouritesTab')),
  },
  {
    key: 'applications',
    label: '办展申请',
    group: '参与美术馆',
    Icon: AuditOutlined,
    Component: lazy(() => import('./applications/ApplicationsTab')),
  },
  {
    key: 'donations',
    label: '捐赠登记',
    group: '参与美术馆',
    Icon: GiftOutlined,
    Component: lazy(() => import('./donations/DonationsTab')),
  },
];
