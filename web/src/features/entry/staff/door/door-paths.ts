/** Where the door's installable app lives (web/public/door/door.webmanifest says the same). */
export const DOOR_PAGE = '/admin/entry/checkin';
/** The service worker's scope: the console; visitor pages are never under a worker. */
export const DOOR_SCOPE = '/admin/';
export const DOOR_WORKER = '/door-sw.js';
export const DOOR_APP_MANIFEST = '/door/door.webmanifest';
/** The check-in page as last loaded online, served when it cannot be loaded. */
export const DOOR_PAGES_CACHE = 'museum-door-pages';
