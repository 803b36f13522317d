import {
  AuditOutlined,
  DashboardOutlined,
  FileTextOutlined,
  ScheduleOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PUBLISHING_MODULE_LABELS, PUBLISHING_MODULES, StaffRole } from '@museum/shared';
import type { ReactNode } from 'react';

/** One item of the console's side menu: who may see it (any one of `roles`; none means everyone signed in). */
export interface ConsoleMenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Absent on a group, which opens its children. */
  path?: string;
  roles: StaffRole[];
  children?: ConsoleMenuEntry[];
}

const CONSOLE_HOME = '/admin';

/** Only screens that exist or are being built are listed: a role sees only what it may open. */
export const CONSOLE_MENU: ConsoleMenuEntry[] = [
  {
    key: CONSOLE_HOME,
    path: CONSOLE_HOME,
    label: '概览',
    icon: <DashboardOutlined aria-hidden />,
    roles: [],
  },
  {
    key: 'content',
    label: '内容管理',
    icon: <FileTextOutlined aria-hidden />,
    roles: [StaffRole.editor],
    children: PUBLISHING_MODULES.map((module) => ({
      key: `/admin/content/${module}`,
      path: `/admin/content/${module}`,
      label: PUBLISHING_MODULE_LABELS[module],
      roles: [StaffRole.editor],
    })),
  },
  {
    key: 'entry',
    label: '入馆管理',
    icon: <ScheduleOutlined aria-hidden />,
    roles: [StaffRole.frontdesk],
    children: [
      { key: '/admin/entry/checkin', path: '/admin/entry/checkin', label: '检票' },
      { key: '/admin/entry/bookings', path: '/admin/entry/bookings', label: '当日预约' },
      { key: '/admin/entry/calendar', path: '/admin/entry/calendar', label: '入馆日历' },
    ].map((entry) => ({ ...entry, roles: [StaffRole.frontdesk] })),
  },
  {
    key: 'reviews',
    label: '审核与消息',
    icon: <SolutionOutlined aria-hidden />,
    roles: [StaffRole.reviewer],
    children: [
      { key: '/admin/reviews/applications', path: '/admin/reviews/applications', label: '办展申请' },
      { key: '/admin/reviews/donations', path: '/admin/reviews/donations', label: '捐赠登记' },
      { key: '/admin/reviews/orders', path: '/admin/reviews/orders', label: '展览与活动预约' },
      { key: '/admin/messages/broadcast', path: '/admin/messages/broadcast', label: '群发消息' },
    ].map((entry) => ({ ...entry, roles: [StaffRole.reviewer] })),
  },
  {
    key: '/admin/staff',
    path: '/admin/staff',
    label: '员工与角色',
    icon: <TeamOutlined aria-hidden />,
    roles: [StaffRole.admin],
  },
  {
    key: '/admin/audit',
    path: '/admin/audit',
    label: '操作日志',
    icon: <AuditOutlined aria-hidden />,
    roles: [StaffRole.admin],
  },
  {
    key: '/admin/account',
    path: '/admin/account',
    label: '我的账号',
    icon: <UserOutlined aria-hidden />,
    roles: [],
  },
];

/** The menu a staff member with `roles` sees: `allowed` is the same role check the routes use. */
export function menuFor(allowed: (roles: StaffRole[]) => boolean): ConsoleMenuEntry[] {
  return CONSOLE_MENU.filter((entry) => allowed(entry.roles)).map((entry) =>
    entry.children ? { ...entry, children: entry.children.filter((child) => allowed(child.roles)) } : entry,
  );
}

/** The menu item of a path: the one whose path is the longest prefix of it. */
export function selectedEntry(menu: ConsoleMenuEntry[], pathname: string): ConsoleMenuEntry | undefined {
  const leaves = menu.flatMap((entry) => (entry.children ? entry.children : [entry]));
  return (
    leaves
      // The dashboard is /admin itself: every other console path starts with it.
      .filter(
        (entry) =>
          entry.path &&
          (pathname === entry.path || (entry.path !== CONSOLE_HOME && pathname.startsWith(`${entry.path}/`))),
      )
      .sort((a, b) => (b.path?.length ?? 0) - (a.path?.length ?? 0))[0]
  );
}

/** Groups short enough to stand open from the start, so one's few screens are in sight (content's 12 are not). */
const OPEN_GROUP_MAX = 6;

export function groupsOpenAtFirst(menu: ConsoleMenuEntry[]): string[] {
  return menu
    .filter((entry) => entry.children && entry.children.length <= OPEN_GROUP_MAX)
    .map((entry) => entry.key);
}

/** The group holding a menu item, to open it in the side menu. */
export function groupOf(menu: ConsoleMenuEntry[], key: string | undefined): string | undefined {
  return menu.find((entry) => entry.children?.some((child) => child.key === key))?.key;
}
