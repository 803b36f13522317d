import { DOOR_APP_MANIFEST, DOOR_SCOPE, DOOR_WORKER } from './door-paths';

/**
 * Makes the check-in screen an installable app that opens offline: the web app manifest's link (on this screen
 * only, so the visitor site is no app) and the door's service worker (a built site only: the dev server has none).
 * Returns how to take the link away when the screen closes; the worker stays, as it must.
 */
export function installDoorApp(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = DOOR_APP_MANIFEST;
  document.head.append(link);
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register(DOOR_WORKER, { scope: DOOR_SCOPE }).catch(() => {
      // No worker (a plain-http address, a browser setting): the screen works online as before.
    });
  }
  return () => link.remove();
}
