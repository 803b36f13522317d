import {
  type HealthStatus,
  type Language,
  pathInLanguage,
  type SiteSettings,
  type ZoneOffsets,
  zoneOffsets,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from './tables.ts';

/** The zone's offsets, worked out once a day (some milliseconds of Intl) rather than for every page. */
let offsetsOfTheDay: { key: string; offsets: ZoneOffsets } | undefined;
function museumZoneOffsets(timeZone: string, now = new Date()): ZoneOffsets {
  const key = `${timeZone} ${now.toISOString().slice(0, 10)}`;
  if (offsetsOfTheDay?.key !== key) offsetsOfTheDay = { key, offsets: zoneOffsets(timeZone, now) };
  return offsetsOfTheDay.offsets;
}

/**
 * The museum's name, visiting information and outside links, from configuration (docs/PRODUCT.md "Footer");
 * `origin` (the site's `publicOrigin`) makes the mobile address when none is configured. In English, the name,
 * address, telephone and opening hours are their English twins, in the same fields (docs/PRODUCT.md "English").
 */
export function siteSettings(
  { site, timezone }: AppContext['config'],
  origin: string,
  language: Language = 'zh',
): SiteSettings {
  const visiting = language === 'en' ? site.en : site;
  return {
    name: visiting.name,
    icpNumber: site.icpNumber,
    icpUrl: site.icpUrl,
    psbNumber: site.psbNumber,
    psbUrl: site.psbUrl,
    officialAccountUrl: site.officialAccountUrl,
    mobileUrl: site.mobileUrl ?? `${origin}${pathInLanguage('/home', language)}`,
    shortVideoUrl: site.shortVideoUrl,
    address: visiting.address,
    phone: visiting.phone,
    openingHours: visiting.openingHours,
    mapUrl: site.mapUrl,
    virtualTourUrl: site.virtualTourUrl ?? null,
    onlineViewingUrl: site.onlineViewingUrl ?? null,
    collectionExternalUrl: site.collectionExternalUrl ?? null,
    collectionApiBase: site.collectionApiBase,
    collectionPictureBase: site.collectionPictureBase,
    timeZone: timezone,
    timeZoneOffsets: museumZoneOffsets(timezone),
  };
}

const HEALTH_CHECK_MS = 2000;

async function answersWithin(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The site's own answers: its settings and whether this process can serve. */
export function createSiteService({
  config,
  database,
  cache,
}: Pick<AppContext, 'config' | 'database' | 'cache'>) {
  return {
    settings: (origin: string, language: Language) => siteSettings(config, origin, language),

    /** Which parts answer, each within a bound so a hanging one is reported down rather than waited for. */
    async health(): Promise<HealthStatus> {
      const [databaseUp, cacheUp] = await Promise.all([
        answersWithin(() => database.ping(), HEALTH_CHECK_MS),
        answersWithin(() => cache.get('health'), HEALTH_CHECK_MS),
      ]);
      return {
        status: !databaseUp ? 'down' : cacheUp ? 'ok' : 'degraded',
        database: database.kind,
        cache: cache.kind,
        checks: { database: databaseUp ? 'up' : 'down', cache: cacheUp ? 'up' : 'down' },
      };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;

/** Installation facts (the search index's version, when the demo content was written). */
export async function readMeta(db: Database, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row?.value ?? null;
}

export async function writeMeta(db: Database, key: string, value: string) {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value } });
}
