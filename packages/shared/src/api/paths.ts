/**
 * Call paths relative to the API base (/prod-api), spec section 7 plus the paths PRODUCT.md lets us choose.
 * Functions build paths with an id; the server registers the same templates with `:id`.
 */
export const ApiPaths = {
  health: '/health',
  linkList: '/client/link/list',
  dict: '/client/dict',
  siteSettings: '/client/site/settings',
  getInfo: '/client/getInfo',
  signOut: '/client/signOut',
  unreadMessages: '/client/msg/unRead',
} as const;

/** The built-in collection service sits at the server root, outside /prod-api (spec section 7). */
export const ICMS_BASE = '/icmsApi/icmsRestController';
