/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { DOOR_PAGE, DOOR_PAGES_CACHE } from './door-paths';

/**
 * The door's service worker (docs/PRODUCT.md "The door without a network"): it keeps the check-in screen's files
 * (the list is the build's, vite-door-precache.ts) and the check-in page as last loaded, so that the screen opens
 * with no network once it has been opened with one. Calls to the server are never kept: the screen keeps the
 * day's tickets itself, in IndexedDB.
 */
declare let self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const page = new NetworkFirst({
  cacheName: DOOR_PAGES_CACHE,
  // A door on a failing network waits this long for the page before opening the kept one.
  networkTimeoutSeconds: 4,
  matchOptions: { ignoreSearch: true },
});
registerRoute(new NavigationRoute(page, { allowlist: [new RegExp(`^${DOOR_PAGE}/?$`)] }));

self.addEventListener('install', (event) => {
  // The page that registered this worker was loaded before it: keep a copy now, not at the next visit. A new
  // version takes over at once (the desk never closes its tab), its files kept before the old ones go.
  event.waitUntil(
    caches
      .open(DOOR_PAGES_CACHE)
      .then((cache) => cache.add(DOOR_PAGE))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
