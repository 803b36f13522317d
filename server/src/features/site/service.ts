import type { HealthStatus, SiteSettings } from '@museum/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/client.ts';
import { appMeta } from './tables.ts';

/** The museum's name, visiting information and outside links, from configuration (docs/PRODUCT.md "Footer"). */
export function siteSettings({ site, publicUrl }: AppContext['config'], requestOrigin: string): SiteSettings {
  const origin = publicUrl ?? requestOrigin;
  return {
    name: site.name,
    icpNumber: site.icpNumber,
    icpUrl: site.icpUrl,
    psbNumber: site.psbNumber,
    psbUrl: site.psbUrl,
    officialAccountUrl: site.officialAccountUrl,
    mobileUrl: site.mobileUrl ?? `${origin}/home`,
    shortVideoUrl: site.shortVideoUrl,
    address: site.address,
    phone: site.phone,
    openingHours: site.openingHours,
    mapUrl: site.mapUrl,
    virtualTourUrl: site.virtualTourUrl ?? null,
    onlineViewingUrl: site.onlineViewingUrl ?? null,
    collectionExternalUrl: site.collectionExternalUrl ?? null,
    collectionApiBase: site.collectionApiBase,
  };
}

/** The site's own answers: its settings and whether this process can serve. */
export function createSiteService({
  config,
  database,
  cache,
}: Pick<AppContext, 'config' | 'database' | 'cache'>) {
  return {
    settings: (requestOrigin: string) => siteSettings(config, requestOrigin),

    /** The database and the cache both answer (throws when either does not). */
    async health(): Promise<HealthStatus> {
      await database.ping();
      await cache.get('health');
      return { status: 'ok', database: database.kind, cache: cache.kind };
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
