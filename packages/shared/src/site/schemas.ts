import { z } from 'zod';
import type { ZoneOffsets } from '../common/dates.ts';

const partState = z.enum(['up', 'down']);

/**
 * ok: every part answers; degraded: the cache is down (public pages are served, sign-in and codes wait);
 * down: the database is down (answered with HTTP 503, so a load balancer takes the process out).
 */
export const healthStatusSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['pglite', 'postgres']),
  cache: z.enum(['memory', 'redis']),
  checks: z.object({ database: partState, cache: partState }),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** Footer and external links, read from the server's configuration (docs/PRODUCT.md "Footer and links"). */
export const siteSettingsSchema = z.object({
  name: z.string(),
  icpNumber: z.string(),
  icpUrl: z.string(),
  psbNumber: z.string(),
  psbUrl: z.string(),
  officialAccountUrl: z.string(),
  mobileUrl: z.string().nullable(),
  shortVideoUrl: z.string(),
  address: z.string(),
  phone: z.string(),
  openingHours: z.string(),
  mapUrl: z.string(),
  virtualTourUrl: z.string().nullable(),
  onlineViewingUrl: z.string().nullable(),
  collectionExternalUrl: z.string().nullable(),
  /** Base URL of the ICMS collection service the site calls (CollectionPaths are relative to it). */
  collectionApiBase: z.string(),
  /** What relative picture addresses of its answers are resolved against: the ICMS's own base when proxied. */
  collectionPictureBase: z.string(),
  /** The museum's time zone (MUSEUM_TIMEZONE): the site states dates and times in it. */
  timeZone: z.string(),
  /**
   * Its offsets from UTC over the years around today (ZoneOffsets), so that the browser need not ask Intl; absent
   * from an older server's answer, when the browser asks Intl after all.
   */
  timeZoneOffsets: (
    z.object({
      from: z.number(),
      until: z.number(),
      changes: z.array(z.tuple([z.number(), z.number()])),
    }) satisfies z.ZodType<ZoneOffsets>
  ).optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
