/** The console's dashboard (docs/PRODUCT.md "Staff console" → "Dashboard"), under /prod-api. */
export const DashboardPaths = {
  /** GET (any staff member): the figures of the sections the caller's roles concern. */
  dashboard: '/admin/dashboard',
} as const;
