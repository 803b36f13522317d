import { type Language, routerBase } from '@museum/shared';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  Navigate,
  type RouteObject,
} from 'react-router';
import { browserLanguage, languageReady } from '@/shared/i18n';
import { isConsolePath } from '@/shared/routes';
import { RouteError } from '@/shared/ui/state-page/RouteError';
import { SiteLayout } from './layout/SiteLayout';

/** Each screen is its own chunk, loaded when its route is first visited; the article modules share one. */
const screen = <M extends Record<K, ComponentType>, K extends string = 'default'>(
  load: () => Promise<M>,
  name = 'default' as K,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), messagesForNextScreen()]);
    return { Component: module[name] };
  },
});

/**
 * A screen shown after the first comes with the page's whole catalogue (the first hydrates with the messages the
 * server drew it with: shared/i18n), so it never shows a word of the wrong language.
 */
const messagesForNextScreen = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hydrated
    ? languageReady(browserLanguage())
    : undefined;

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
      { id: 'home', path: 'home', ...screen(() => import('../features/site/screens/HomeScreen')) },
      {
        id: 'exhibition-list',
        path: 'exhibition',
        ...screen(() => import('../features/content/screens/ExhibitionListScreen')),
      },
      {
        id: 'exhibition-detail',
        path: 'exhibition/detail/:id',
        ...screen(() => import('../features/content/screens/ExhibitionDetailScreen')),
      },
      {
        id: 'education-list',
        path: 'education',
        ...screen(() => import('../features/content/screens/EducationListScreen')),
      },
      {
        id: 'education-detail',
        path: 'education/detail/:id/:randomNum?',
        ...screen(() => import('../features/content/screens/EducationDetailScreen')),
      },
      {
        id: 'collection-list',
        path: 'collection/:id?',
        ...screen(() => import('../features/collection/screens/CollectionListScreen')),
      },
      {
        id: 'collection-detail',
        path: 'collection/detail/:id/:name',
        ...screen(() => import('../features/collection/screens/CollectionDetailScreen')),
      },
      {
        id: 'artist-list',
        path: 'artist',
        ...screen(() => import('../features/content/screens/ArtistListScreen')),
      },
      {
        id: 'artist-detail',
        path: 'artist/detail/:id',
        ...screen(() => import('../features/content/screens/ArtistDetailScreen')),
      },
      { id: 'academic-list', path: 'academic', ...screen(articles, 'AcademicListScreen') },
      { id: 'academic-detail', path: 'academic/detail/:id', ...screen(articles, 'AcademicDetailScreen') },
      { id: 'notice-list', path: 'notice', ...screen(articles, 'NoticeListScreen') },
      { id: 'notice-detail', path: 'notice/detail/:id', ...screen(articles, 'NoticeDetailScreen') },
      { id: 'policy-list', path: 'policy', ...screen(articles, 'PolicyListScreen') },
      { id: 'policy-detail', path: 'policy/detail/:id', ...screen(articles, 'PolicyDetailScreen') },
      { id: 'affair-detail', path: 'affair/detail/:id', ...screen(articles, 'AffairDetailScreen') },
      { id: 'affair-list', path: 'affair/:tab?', ...screen(articles, 'AffairListScreen') },
      {
        id: 'accessibility',
        path: 'accessibility',
        ...screen(() => import('../features/site/screens/AccessibilityScreen')),
      },
      {
        path: 'search/:module?/:searchValue?',
        ...screen(() => import('../features/search/screens/SearchScreen')),
      },
      { path: 'userCenter/:to?', ...screen(() => import('./user-center/UserCenterScreen')) },
      { id: 'not-found', path: '*', ...screen(() => import('../features/site/screens/NotFoundScreen')) },
    ],
  },
];

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

/**
 * The site's router; `hydrationData` is the server's, when the page came rendered. English pages are the same
 * routes under /en (docs/PRODUCT.md "English"): the base keeps every link of an English page in English.
 */
export const createRouter = (hydrationData?: HydrationState, language: Language = 'zh') =>
  createBrowserRouter(routes, {
    patchRoutesOnNavigation: patchConsoleRoutes,
    hydrationData,
    basename: routerBase(language),
  });

/**
 * Loads the screens of the routes that `path` matches, so a page the server rendered hydrates with its screen at
 * hand (a lazy route still loading would draw nothing where the server drew the page).
 */
export async function loadMatchedRoutes(path: string, language: Language = 'zh') {
  const matches = matchRoutes(routes, path, routerBase(language)) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}
