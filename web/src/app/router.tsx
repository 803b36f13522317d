import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../shared/ui/state-page/RouteError';
import { SiteLayout } from './layout/SiteLayout';

/** Each screen is its own chunk, loaded when its route is first visited; the article modules share one. */
const screen = <M extends Record<K, ComponentType>, K extends string = 'default'>(
  load: () => Promise<M>,
  name = 'default' as K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});

const articles = () => import('../features/content/screens/articles/modules');

export const routes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  // Opened in a new tab from the header's collection submenu: no header, footer or side bar.
  {
    path: 'exhibition/maintain',
    ...screen(() => import('../features/site/screens/ExhibitionMaintainScreen')),
    errorElement: <RouteError />,
  },
  {
    element: <SiteLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'home', ...screen(() => import('../features/site/screens/HomeScreen')) },
      { path: 'exhibition', ...screen(() => import('../features/content/screens/ExhibitionListScreen')) },
      {
        path: 'exhibition/detail/:id',
        ...screen(() => import('../features/content/screens/ExhibitionDetailScreen')),
      },
      { path: 'education', ...screen(() => import('../features/content/screens/EducationListScreen')) },
      {
        path: 'education/detail/:id/:randomNum?',
        ...screen(() => import('../features/content/screens/EducationDetailScreen')),
      },
      {
        path: 'collection/:id?',
        ...screen(() => import('../features/collection/screens/CollectionListScreen')),
      },
      {
        path: 'collection/detail/:id/:name',
        ...screen(() => import('../features/collection/screens/CollectionDetailScreen')),
      },
      { path: 'artist', ...screen(() => import('../features/content/screens/ArtistListScreen')) },
      {
        path: 'artist/detail/:id',
        ...screen(() => import('../features/content/screens/ArtistDetailScreen')),
      },
      { path: 'academic', ...screen(articles, 'AcademicListScreen') },
      { path: 'academic/detail/:id', ...screen(articles, 'AcademicDetailScreen') },
      { path: 'notice', ...screen(articles, 'NoticeListScreen') },
      { path: 'notice/detail/:id', ...screen(articles, 'NoticeDetailScreen') },
      { path: 'policy', ...screen(articles, 'PolicyListScreen') },
      { path: 'policy/detail/:id', ...screen(articles, 'PolicyDetailScreen') },
      { path: 'affair/detail/:id', ...screen(articles, 'AffairDetailScreen') },
      { path: 'affair/:tab?', ...screen(articles, 'AffairListScreen') },
      {
        path: 'search/:module?/:searchValue?',
        ...screen(() => import('../features/search/screens/SearchScreen')),
      },
      { path: 'userCenter/:to?', ...screen(() => import('./user-center/UserCenterScreen')) },
      { path: '*', ...screen(() => import('../features/site/screens/NotFoundScreen')) },
    ],
  },
];

/** Paths of the staff console, whose routes the visitor pages never load. */
export const isConsolePath = (path: string) => /^\/admin(\/|$)/.test(path);

/**
 * The staff console (/admin) is one lazily loaded route subtree: its routes module, and with it every console
 * screen, is fetched the first time a console path is opened, so visitor pages never download console code.
 */
export async function patchConsoleRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (!isConsolePath(path)) return;
  const { consoleRoutes } = await import('./console/routes');
  patch(null, [{ id: 'admin', path: 'admin', children: consoleRoutes }]);
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchConsoleRoutes });
