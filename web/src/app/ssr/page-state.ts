import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { RequestError } from '@/shared/api/request';
import type { loadPageMessages } from '@/shared/i18n';

/**
 * A page the server rendered carries what it was drawn from in JSON script tags after the root element (data,
 * never run, so the Content-Security-Policy needs no inline scripts): the router's state and the query answers.
 */
const ROUTER_STATE_ELEMENT_ID = 'router-state';
const QUERY_STATE_ELEMENT_ID = 'query-state';
const MESSAGES_ELEMENT_ID = 'page-messages';

const jsonTag = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

const readJson = <T>(doc: Document, id: string): T | undefined => {
  const text = doc.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
};

/** The router's state of a rendered page (its route data and errors); undefined when the page came unrendered. */
export const readRouterState = (doc: Document = document) =>
  readJson<HydrationState>(doc, ROUTER_STATE_ELEMENT_ID);

/** An error as it crosses to the browser: a RequestError's message, code and body. */
interface SentError {
  message: string;
  code: number;
  body?: unknown;
}

/**
 * The tags of a rendered page: the router's state, and the answers the rendering used, answered or failed (a
 * missing item's 404 draws the screen's "not found" on both sides); `<` is escaped so no answer closes its tag.
 */
export function pageStateTags(
  router: HydrationState,
  client: QueryClient,
  messages?: Record<string, unknown>,
): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error) {
      const sent: SentError = {
        message: error instanceof Error ? error.message : String(error),
        code: error instanceof RequestError ? error.code : 0,
        body: error instanceof RequestError ? error.body : undefined,
      };
      query.state = { ...query.state, error: sent as unknown as Error };
    }
  }
  return (
    jsonTag(ROUTER_STATE_ELEMENT_ID, router) +
    jsonTag(QUERY_STATE_ELEMENT_ID, state) +
    (messages ? jsonTag(MESSAGES_ELEMENT_ID, messages) : '')
  );
}

/** The interface messages an English page was drawn with (shared/i18n `recordMessages`), when it has them. */
export const readPageMessages = (doc: Document = document) =>
  readJson<Parameters<typeof loadPageMessages>[0]>(doc, MESSAGES_ELEMENT_ID);

/**
 * Puts the server's answers into the browser's cache, failures as the RequestErrors the screens read. They count
 * as fetched now: the page was just answered, from the same shared answers a fetch would get, so the screens do
 * not ask again for all they show as soon as they hydrate (and draw it all a second time, as a phone starts).
 */
export function restoreQueryState(client: QueryClient, doc: Document = document, now = Date.now()) {
  const state = readJson<DehydratedState>(doc, QUERY_STATE_ELEMENT_ID);
  if (!state) return;
  for (const query of state.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
    const sent = query.state.error as SentError | null;
    if (sent) {
      query.state = { ...query.state, error: new RequestError(sent.message, sent.code, sent.body) };
      // Drawn as failed, as the server drew it (a query retried on mount would draw as loading first).
      client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
  }
  hydrate(client, state);
}

/**
 * The stylesheets the server put inline, shown to vite's preload helper as loaded. Loading a lazy screen, it looks
 * for a `link[rel=stylesheet]` of each of the screen's sheets and, finding none, fetched and applied again every
 * sheet the page already had (six requests on home, each restyling the page as it hydrates). A disabled link is
 * never fetched.
 */
export function markInlinedStylesheets(doc: Document = document) {
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.setAttribute('href', style.dataset.href ?? '');
    style.after(link);
  }
}
