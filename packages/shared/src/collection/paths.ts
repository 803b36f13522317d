/**
 * The ICMS-compatible collection service. Paths are relative to its base URL, which the site reads from
 * `SiteSettings.collectionApiBase` (default: this server's own `ICMS_BASE`).
 */
export const CollectionPaths = {
  list: '/getShareCulList',
  types: '/getShareCulType',
  detail: '/getShareCulDetail',
  /** The column head, then rows of the same fields; `keyWord` searches them. */
  fieldAndData: '/getShareCulFieldAndDataList',
} as const;

/** The built-in collection service sits at the server root, outside /prod-api (docs/spec §7). */
export const ICMS_BASE = '/icmsApi/icmsRestController';

/** `status` 0 is success; anything else is an error explained by `message` (the ICMS dialect, icms.ts). */
export const ICMS_OK = 0;
