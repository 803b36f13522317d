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

/** A screen's item, keyed by its path. */
function screen(path: string, label: string, roles: StaffRole[], icon?: ReactNode): ConsoleMenuEntry {
  return { key: path, path, label, icon, roles };
}

/**
 * A group of one role's screens: the group and every screen in it are shown to that role, but a screen that
 * names its own roles (爽约禁约, admins only).
 */
function group(
  key: string,
  label: string,
  icon: ReactNode,
  role: StaffRole,
  screens: [path: string, label: string, roles?: StaffRole[]][],
): ConsoleMenuEntry {
  return {
    key,
    label,
    icon,
    roles: [role],
    children: screens.map(([path, label, roles]) => screen(path, label, roles ?? [role])),
  };
}

/** Only screens that exist or are being built are listed: a role sees only what it may open. */
export const CONSOLE_MENU: ConsoleMenuEntry[] = [
  screen(CONSOLE_HOME, '概览', [], <DashboardOutlined aria-hidden />),
  group(
    'content',
    '内容管理',
    <FileTextOutlined aria-hidden />,
    StaffRole.editor,
    PUBLISHING_MODULES.map((module): [string, string] => [
      `/admin/content/${module}`,
      PUBLISHING_MODULE_LABELS[module],
    ]),
  ),
  group('entry', '入馆管理', <ScheduleOutlined aria-hidden />, StaffRole.frontdesk, [
    ['/admin/entry/checkin', '检票'],
    ['/admin/entry/conflicts', '重复入馆'],
    ['/admin/entry/window', '窗口预约'],
    ['/admin/entry/bookings', '当日预约'],
    ['/admin/entry/calendar', '入馆日历'],
    ['/admin/entry/bans', '爽约禁约', [StaffRole.admin]],
  ]),
  group('reviews', '审核与消息', <SolutionOutlined aria-hidden />, StaffRole.reviewer, [
    ['/admin/reviews/applications', '办展申请'],
    ['/admin/reviews/donations', '捐赠登记'],
    ['/admin/reviews/orders', '展览与活动预约'],
    ['/admin/reviews/groups', '团体预约'],
    ['/admin/messages/broadcast', '群发消息'],
  ]),
  screen('/admin/staff', '员工与角色', [StaffRole.admin], <TeamOutlined aria-hidden />),
  screen('/admin/audit', '操作日志', [StaffRole.admin], <AuditOutlined aria-hidden />),
  screen('/admin/account', '我的账号', [], <UserOutlined aria-hidden />),
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
