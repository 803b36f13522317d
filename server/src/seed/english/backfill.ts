import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { collectionItems, collectionTypes } from '../../features/collection/tables.ts';
import {
  artists,
  banners,
  educationEvents,
  exhibitions,
  links,
  notices,
  policies,
} from '../../features/content/tables.ts';
import { floors, halls } from '../../features/venues/tables.ts';
import type { Database } from '../../platform/db/client.ts';
import { DEMO_COLLECTION, DEMO_COLLECTION_TYPES } from '../collection/catalogue.ts';
import { DEMO_ARTISTS } from '../content/artists.ts';
import { COLLECTION_BANNERS, HOME_BANNERS } from '../content/banners.ts';
import { DEMO_EVENTS } from '../content/education.ts';
import { DEMO_EXHIBITIONS } from '../content/exhibitions.ts';
import { DEMO_NOTICES } from '../content/notices.ts';
import { DEMO_POLICIES } from '../content/policies.ts';
import { DEMO_FLOORS } from '../venues.ts';
import {
  artistEnglish,
  bannerEnglish,
  eventEnglish,
  exhibitionEnglish,
  floorEnglish,
  hallEnglish,
  linkEnglish,
  noticeEnglish,
  policyEnglish,
  workEnglish,
  workTypeEnglish,
} from './index.ts';
import { LINKS_EN } from './links.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes each item's English twins where the item is still the demo's (its Chinese key unchanged) and has no
 * English of its own yet (`mark` empty): an editor's work is never overwritten.
 */
async function fill(
  tx: Tx,
  table: PgTable,
  key: PgColumn,
  mark: PgColumn,
  items: [key: string, twins: Record<string, string | null>][],
) {
  for (const [value, twins] of items) {
    if (Object.values(twins).every((twin) => twin === null)) continue;
    const where: SQL | undefined = and(eq(key, value), isNull(mark));
    await tx.update(table).set(twins).where(where);
  }
}

/**
 * The demo's English for a data folder seeded before the site had English (docs/PRODUCT.md "English"), so that
 * its English pages are not empty: the same twins a new installation is seeded with.
 */
export async function addDemoEnglish(db: Database) {
  await db.transaction(async (tx) => {
    await fill(
      tx,
      floors,
      floors.floor,
      floors.summaryEn,
      DEMO_FLOORS.map((f) => [f.floor, floorEnglish(f.floor)]),
    );
    const hallNames = DEMO_FLOORS.flatMap((f) => f.halls.map((h) => h.name));
    await fill(
      tx,
      halls,
      halls.name,
      halls.nameEn,
      hallNames.map((name) => [name, hallEnglish(name)]),
    );
    await fill(
      tx,
      collectionTypes,
      collectionTypes.name,
      collectionTypes.nameEn,
      DEMO_COLLECTION_TYPES.map((type) => [type.name, workTypeEnglish(type.code)]),
    );
    await fill(
      tx,
      collectionItems,
      collectionItems.culId,
      collectionItems.nameEn,
      DEMO_COLLECTION.map((item) => [item.culId, workEnglish(item.culId)]),
    );
    const byTitle = (items: { title: string }[], english: (title: string) => Record<string, string | null>) =>
      items.map((item): [string, Record<string, string | null>] => [item.title, english(item.title)]);
    await fill(
      tx,
      exhibitions,
      exhibitions.title,
      exhibitions.titleEn,
      byTitle(DEMO_EXHIBITIONS, exhibitionEnglish),
    );
    await fill(
      tx,
      educationEvents,
      educationEvents.title,
      educationEvents.titleEn,
      byTitle(DEMO_EVENTS, eventEnglish),
    );
    await fill(tx, notices, notices.title, notices.titleEn, byTitle(DEMO_NOTICES, noticeEnglish));
    await fill(tx, policies, policies.title, policies.titleEn, byTitle(DEMO_POLICIES, policyEnglish));
    await fill(
      tx,
      banners,
      banners.title,
      banners.titleEn,
      byTitle([...HOME_BANNERS, ...COLLECTION_BANNERS], bannerEnglish),
    );
    await fill(
      tx,
      artists,
      artists.name,
      artists.nameEn,
      DEMO_ARTISTS.map((a) => [a.name, artistEnglish(a.name)]),
    );
    await fill(
      tx,
      links,
      links.name,
      links.nameEn,
      Object.keys(LINKS_EN).map((name) => [name, linkEnglish(name)]),
    );
  });
}
