import { AsyncLocalStorage } from 'node:async_hooks';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { languageOfPath, routerBase, type SiteSettings, toWork } from '@museum/shared';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient, provideCareLayer } from './app/AppProviders';
import { careLayer } from './app/care-theme';
import { routes } from './app/router';
import { antdStyleTags } from './app/ssr/antd-styles';
import { buildHead, headTags } from './app/ssr/head';
import { pageStateTags } from './app/ssr/page-state';
import { collectionKeys } from './features/collection';
import { contentKeys } from './features/content';
import { RequestError, setFetch } from './shared/api/request';
import { languageReady, recordMessages, setPageLanguage } from './shared/i18n';
import { partsLoading } from './shared/lib/lazy-part';
import { siteSettingsKeys } from './shared/settings/useSiteSettings';

export interface RenderOptions {
  /** The page's absolute address on the public origin. */
  url: string;
  /** How the site's calls are answered on the server (the app, in-process), with relative URLs. */
  fetch: typeof fetch;
  settings: SiteSettings;
  /** Care mode (the request's cookie): the page is drawn in it, its theme and its calmer home. */
  care?: boolean;
}

export interface RenderedPage {
  status: number;
  /** Tags for the head: title, description, canonical, share tags, JSON-LD, and antd's styles. */
  head: string;
  /** The app's markup, for the root element. */
  app: string;
  /** What the page was drawn from (router state, query answers), as data tags to follow the root element. */
  state: string;
}

/** Renders needed at most: the screen's own calls, then those that wait on their answers (a detail's related). */
const MAX_PASSES = 4;

const enabled = (query: Query) => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
};

/** Queries a render asked for that have no answer yet (on the server useQuery only registers them). */
const unanswered = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' })
    .filter(enabled);

const DETAIL_MODULES: Record<string, Parameters<typeof contentKeys.detail>[0]> = {
  'exhibition-detail': 'exhibition',
  'education-detail': 'education',
  'artist-detail': 'artist',
  'academic-detail': 'academic',
  'notice-detail': 'notice',
  'policy-detail': 'policy',
  'affair-detail': 'affair',
};

/** The item a detail page shows, as its screen's query holds it. */
function itemOf(
  client: QueryClient,
  routeId: string | undefined,
  id: string | undefined,
  settings: SiteSettings,
) {
  if (!routeId || !id) return undefined;
  if (routeId === 'collection-detail') {
    const raw = client.getQueryData(collectionKeys.detail(settings.collectionApiBase, id));
    return raw
      ? (toWork(raw as Parameters<typeof toWork>[0], settings.collectionPictureBase) ?? undefined)
      : undefined;
  }
  const module = DETAIL_MODULES[routeId];
  return module ? client.getQueryData(contentKeys.detail(module, id)) : undefined;
}

/**
 * The fetch of the page being rendered: renders run side by side in one process, each page's calls carrying its
 * own request's headers, so the request layer's one fetch looks up the current page's.
 */
const pageFetch = new AsyncLocalStorage<typeof fetch>();
// Care mode's pages are drawn with its theme from the first (the browser loads it before hydrating).
provideCareLayer(careLayer);
setFetch((input, init) => {
  const current = pageFetch.getStore();
  if (!current) throw new Error('A call outside a page render');
  return current(input, init);
});

/**
 * A public page as an anonymous visitor first sees it, drawn with the same screens, query keys and answers the
 * browser then hydrates with. The screens' own queries are found by rendering: each pass registers the queries
 * it needs, they are answered, and the next pass draws with them, until a pass asks for nothing new. No list of
 * per-route prefetches can drift from the screens this way.
 */
export function render({ fetch, ...options }: RenderOptions): Promise<RenderedPage> {
  return pageFetch.run(fetch, () => renderPage(options));
}

async function renderPage({
  url,
  settings,
  care = false,
}: Omit<RenderOptions, 'fetch'>): Promise<RenderedPage> {
  const language = languageOfPath(new URL(url).pathname);
  await languageReady(language);
  const handler = createStaticHandler(routes, { basename: routerBase(language) });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${url}`);

  const client = createQueryClient();
  // A failed call is drawn as failed in the passes after it (a missing item's "not found"), not retried.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  client.setQueryData(siteSettingsKeys.all, settings);
  const router = createStaticRouter(handler.dataRoutes, context);

  let html = '';
  let cache = createCache();
  let messages: ReturnType<typeof recordMessages> | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    cache = createCache();
    // Plain modules read the language while this render runs (shared/i18n pageLanguage).
    setPageLanguage(language);
    const draw = () => {
      html = renderToString(
        <StrictMode>
          <StyleProvider cache={cache}>
            <AppProviders client={client} care={care} language={language}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StyleProvider>
        </StrictMode>,
      );
    };
    // An English page comes with the messages it shows: it hydrates with them, the catalogue loads after.
    if (language === 'en') messages = recordMessages(draw);
    else draw();
    const waiting = unanswered(client);
    // A part whose code was still loading (shared/lib/lazy-part) was drawn as nothing: drawn again once here.
    const parts = partsLoading();
    if (waiting.length === 0 && parts.length === 0) break;
    // A failed call is kept as its error: the screen draws it (a missing item's "not found").
    await Promise.all([
      ...waiting.map((query) => query.fetch().catch(() => undefined)),
      ...parts.map((part) => part.catch(() => undefined)),
    ]);
  }

  const leaf = context.matches.at(-1);
  const routeId = leaf?.route.id;
  const missingItem = client
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .find((error): error is RequestError => error instanceof RequestError && error.code === 404);
  const missing = routeId === 'not-found' || missingItem !== undefined;
  const status = context.statusCode !== 200 ? context.statusCode : missing ? 404 : 200;
  const path = new URL(url);
  const head = buildHead({
    routeId,
    item: itemOf(client, routeId, leaf?.params.id, settings),
    path: path.pathname + path.search,
    status,
    // The screen's heading names what is missing from the server's answer; the title says the same.
    missing: missingItem?.serverMessage,
    settings,
    origin: path.origin,
    language,
  });
  return {
    status,
    head: headTags(head, settings.name) + antdStyleTags(cache),
    app: html,
    // No route has a loader or action: the router's state is which routes errored, if any.
    state: pageStateTags({ loaderData: {}, actionData: null, errors: null }, client, messages),
  };
}
