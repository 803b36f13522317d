import { PUBLISHING_MODULE_LABELS, type PublishingModule, StaffRole } from '@museum/shared';
import type { ComponentType } from 'react';
import { Navigate, type Params, type RouteObject } from 'react-router';
import { SiteLayout } from '../layout/SiteLayout';
import { type ConsoleHandle, ConsoleLayout } from './ConsoleLayout';
import { RequireStaff } from './RequireStaff';
import { ConsoleNotFound, ConsoleRoot, ConsoleRouteError, FullPageLoading } from './StatusPages';

export type { ConsoleHandle } from './ConsoleLayout';

/** Each console screen is its own chunk, loaded when first opened. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const handle = (value: ConsoleHandle) => value;

const moduleCrumb = ({ module }: Params) =>
  PUBLISHING_MODULE_LABELS[module as PublishingModule] ?? '内容模块';

/** The content screens, under /admin/content (editors and admins). */
const contentRoutes: RouteObject[] = [
  {
    path: ':module',
    handle: handle({ crumb: moduleCrumb }),
    children: [
      { index: true, ...screen(() => import('../../features/publishing/screens/ContentListScreen')) },
      {
        path: 'new',
        handle: handle({ crumb: '新建' }),
        ...screen(() => import('../../features/publishing/screens/ContentEditScreen')),
      },
      {
        path: ':id',
        handle: handle({ crumb: '编辑' }),
        ...screen(() => import('../../features/publishing/screens/ContentEditScreen')),
      },
    ],
  },
];

/** Everything under /admin, plugged into the site's router when a console path is first opened. */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleRoot />,
    errorElement: <ConsoleRouteError />,
    // Shown while a console screen opened by its address loads.
    hydrateFallbackElement: <FullPageLoading text="正在打开管理后台…" />,
    children: [
      { path: 'login', ...screen(() => import('../../features/staff/screens/StaffLoginScreen')) },
      {
        element: <RequireStaff />,
        children: [
          {
            // "Preview as visitor": the visitor screen in the site's own header and footer.
            path: 'preview/:module/:id',
            element: <SiteLayout />,
            children: [{ index: true, ...screen(() => import('../preview/ContentPreviewScreen')) }],
          },
          {
            element: <ConsoleLayout />,
            children: [
              {
                index: true,
                handle: handle({ crumb: '概览' }),
                ...screen(() => import('../../features/dashboard/screens/DashboardScreen')),
              },
              {
                path: 'content',
                handle: handle({ crumb: '内容管理', roles: [StaffRole.editor] }),
                children: [
                  { index: true, element: <Navigate to="exhibition" replace /> },
                  ...contentRoutes,
                  // Still under the editor role: a module without its screen yet is "not found", not open to all.
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'entry',
                handle: handle({ crumb: '入馆管理', roles: [StaffRole.frontdesk] }),
                children: [
                  { index: true, element: <Navigate to="checkin" replace /> },
                  {
                    path: 'calendar',
                    handle: handle({ crumb: '入馆日历', roles: [StaffRole.frontdesk] }),
                    ...screen(() => import('../../features/entry/staff/screens/CalendarScreen')),
                  },
                  {
                    path: 'bookings',
                    handle: handle({ crumb: '当日预约', roles: [StaffRole.frontdesk] }),
                    ...screen(() => import('../../features/entry/staff/screens/BookingsScreen')),
                  },
                  {
                    path: 'checkin',
                    handle: handle({ crumb: '检票', roles: [StaffRole.frontdesk] }),
                    ...screen(() => import('../../features/entry/staff/screens/CheckinScreen')),
                  },
                  {
                    path: 'conflicts',
                    handle: handle({ crumb: '重复入馆', roles: [StaffRole.frontdesk] }),
                    ...screen(() => import('../../features/entry/staff/screens/DoorConflictsScreen')),
                  },
                  {
                    path: 'window',
                    handle: handle({ crumb: '窗口预约', roles: [StaffRole.frontdesk] }),
                    ...screen(() => import('../../features/entry/staff/screens/WindowBookingScreen')),
                  },
                  {
                    path: 'bans',
                    handle: handle({ crumb: '爽约禁约', roles: [StaffRole.admin] }),
                    ...screen(() => import('../../features/entry/staff/screens/BansScreen')),
                  },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'staff',
                handle: handle({ crumb: '员工与角色', roles: [StaffRole.admin] }),
                ...screen(() => import('../../features/staff/screens/StaffListScreen')),
              },
              {
                path: 'audit',
                handle: handle({ crumb: '操作日志', roles: [StaffRole.admin] }),
                ...screen(() => import('../../features/staff/screens/AuditLogScreen')),
              },
              {
                path: 'reviews',
                handle: handle({ crumb: '审核与消息', roles: [StaffRole.reviewer] }),
                children: [
                  { index: true, element: <Navigate to="applications" replace /> },
                  {
                    path: 'applications',
                    handle: handle({ crumb: '办展申请' }),
                    ...screen(
                      () => import('../../features/applications/staff/screens/ApplicationReviewScreen'),
                    ),
                  },
                  {
                    path: 'donations',
                    handle: handle({ crumb: '捐赠登记' }),
                    ...screen(() => import('../../features/donations/staff/screens/DonationReviewScreen')),
                  },
                  {
                    path: 'orders',
                    handle: handle({ crumb: '展览与活动预约' }),
                    ...screen(() => import('../../features/orders/staff/screens/OrderReviewScreen')),
                  },
                  {
                    path: 'groups',
                    handle: handle({ crumb: '团体预约' }),
                    ...screen(() => import('../../features/entry/staff/screens/GroupReviewScreen')),
                  },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'messages',
                handle: handle({ crumb: '群发消息', roles: [StaffRole.reviewer] }),
                children: [
                  { index: true, element: <Navigate to="broadcast" replace /> },
                  {
                    path: 'broadcast',
                    ...screen(() => import('../../features/messages/staff/screens/BroadcastScreen')),
                  },
                  { path: '*', element: <ConsoleNotFound /> },
                ],
              },
              {
                path: 'account',
                handle: handle({ crumb: '我的账号' }),
                ...screen(() => import('../../features/staff/screens/AccountScreen')),
              },
              { path: '*', handle: handle({ crumb: '页面不存在' }), element: <ConsoleNotFound /> },
            ],
          },
        ],
      },
    ],
  },
];
