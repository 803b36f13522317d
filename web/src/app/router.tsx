import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error/RouteError';
import { SiteLayout } from './layout/SiteLayout';

/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  // Opened in a new tab from the header's collection submenu: no header, footer or side bar.
  {
    path: 'exhibition/maintain',
    ...screen(() => import('../screens/exhibition-maintain')),
    errorElement: <RouteError />,
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'home', ...screen(() => import('../screens/home')) },
      { path: 'exhibition', ...screen(() => import('../screens/exhibition-list')) },
      { path: 'exhibition/detail/:id', ...screen(() => import('../screens/exhibition-detail')) },
      { path: 'education', ...screen(() => import('../screens/education-list')) },
      { path: 'education/detail/:id/:randomNum?', ...screen(() => import('../screens/education-detail')) },
      { path: 'collection/:id?', ...screen(() => import('../screens/collection-list')) },
      { path: 'collection/detail/:id/:name', ...screen(() => import('../screens/collection-detail')) },
      { path: 'artist', ...screen(() => import('../screens/artist-list')) },
      { path: 'artist/detail/:id', ...screen(() => import('../screens/artist-detail')) },
      { path: 'academic', ...screen(() => import('../screens/academic-list')) },
      { path: 'academic/detail/:id', ...screen(() => import('../screens/academic-detail')) },
      { path: 'notice', ...screen(() => import('../screens/notice-list')) },
      { path: 'notice/detail/:id', ...screen(() => import('../screens/notice-detail')) },
      { path: 'policy', ...screen(() => import('../screens/policy-list')) },
      { path: 'policy/detail/:id', ...screen(() => import('../screens/policy-detail')) },
      { path: 'affair/detail/:id', ...screen(() => import('../screens/affair-detail')) },
      { path: 'affair/:tab?', ...screen(() => import('../screens/affair-list')) },
      { path: 'search/:module?/:searchValue?', ...screen(() => import('../screens/search')) },
      { path: 'userCenter/:to?', ...screen(() => import('../screens/user-center')) },
      { path: '*', ...screen(() => import('../screens/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
