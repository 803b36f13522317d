/** Site-wide calls, under /prod-api. */
export const SitePaths = {
  /** 200 while the database and the cache answer, 503 otherwise: for load balancers. */
  health: '/health',
  /** The museum's name, visiting information and footer links, from configuration. */
  settings: '/client/site/settings',
} as const;
