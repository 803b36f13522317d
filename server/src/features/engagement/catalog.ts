import { ContentType } from '@museum/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import { collectionItems, type RemoteIcms } from '../collection/index.ts';
import {
  academicItems,
  affairs,
  artists,
  educationEvents,
  exhibitions,
  notices,
  policies,
} from '../content/index.ts';

/** How an item of any module is shown in a visitor's collect list. */
export interface CatalogCard {
  /** The item's row in its table (a work's row, not its culId); null for a work of an outside ICMS. */
  id: number | null;
  title: string;
  summary: string;
  cover: string;
  randomNum: number;
  culId: string | null;
  culName: string | null;
}

interface ContentSource {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  summary: PgColumn;
  cover: PgColumn | null;
  published: PgColumn;
}

function source(
  table: PgTable & { id: PgColumn; summary: PgColumn; published: PgColumn; cover?: PgColumn },
  title: PgColumn,
): ContentSource {
  return {
    table,
    id: table.id,
    title,
    summary: table.summary,
    cover: table.cover ?? null,
    published: table.published,
  };
}

const CONTENT_SOURCES: Record<Exclude<ContentType, 3>, ContentSource> = {
  [ContentType.exhibition]: source(exhibitions, exhibitions.title),
  [ContentType.education]: source(educationEvents, educationEvents.title),
  [ContentType.artist]: source(artists, artists.name),
  [ContentType.academic]: source(academicItems, academicItems.title),
  [ContentType.notice]: source(notices, notices.title),
  [ContentType.policy]: source(policies, policies.title),
  [ContentType.affair]: source(affairs, affairs.title),
};

const numericIds = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);

async function contentCards(db: Database, module: Exclude<ContentType, 3>, ids: string[]) {
  const from = CONTENT_SOURCES[module];
  const wanted = numericIds(ids);
  if (!wanted.length) return new Map<string, CatalogCard>();
  const rows = (await db
    .select({
      id: from.id,
      title: from.title,
      summary: from.summary,
      cover: from.cover ?? sql<null>`null`,
    })
    .from(from.table)
    .where(and(inArray(from.id, wanted), eq(from.published, true)))) as {
    id: number;
    title: string;
    summary: string;
    cover: string | null;
  }[];
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        id: row.id,
        title: row.title,
        summary: row.summary,
        cover: coverOf(row.cover, row.id),
        randomNum: randomNumOf(row.id),
        culId: null,
        culName: null,
      },
    ]),
  );
}

/** Collection items are addressed by culId; their card line is period and material. */
async function collectionCards(db: Database, culIds: string[]) {
  if (!culIds.length) return new Map<string, CatalogCard>();
  const c = collectionItems;
  const rows = await db
    .select({
      id: c.id,
      culId: c.culId,
      name: c.name,
      period: c.period,
      material: c.material,
      images: c.images,
    })
    .from(c)
    .where(and(inArray(c.culId, culIds), eq(c.published, true)));
  return new Map(
    rows.map((row) => [
      row.culId,
      {
        id: row.id,
        title: row.name,
        summary: [row.period, row.material].filter(Boolean).join(' · '),
        cover: row.images[0] ? `/files/${row.images[0].key}` : coverOf(null, row.id),
        randomNum: randomNumOf(row.id),
        culId: row.culId,
        culName: row.name,
      },
    ]),
  );
}

/**
 * Works of a museum's own ICMS, asked for by their record ids (cached detail calls: what a work's page keeps as
 * resId); none while it is unreachable. Their links carry the culId.
 */
async function remoteWorkCards(remote: RemoteIcms, ids: string[]) {
  const works = await remote.works(ids);
  return new Map(
    [...works].map(([id, work]): [string, CatalogCard] => [
      id,
      {
        id: null,
        title: work.culName,
        summary: [work.year, work.material].filter(Boolean).join(' · '),
        cover: work.image ?? coverOf(null, 0),
        randomNum: 1,
        culId: work.culId,
        culName: work.culName,
      },
    ]),
  );
}

/**
 * Cards of the given items of one module that are on the site; absent ones are missing from the map. Works come
 * from `remote` when the site reads a museum's own ICMS.
 */
export function catalogCards(
  db: Database,
  module: ContentType,
  resIds: string[],
  remote: RemoteIcms | null = null,
): Promise<Map<string, CatalogCard>> {
  if (module !== ContentType.collection) return contentCards(db, module, resIds);
  return remote ? remoteWorkCards(remote, resIds) : collectionCards(db, resIds);
}

/** Cards of items of any modules, one lookup per module: `cards.get(module)?.get(resId)`. */
export async function cardsByModule(
  db: Database,
  items: { module: number; resId: string }[],
  remote: RemoteIcms | null = null,
) {
  const modules = [...new Set(items.map((item) => item.module as ContentType))];
  return new Map(
    await Promise.all(
      modules.map(async (module) => {
        const ids = items.filter((item) => item.module === module).map((item) => item.resId);
        return [module, await catalogCards(db, module, ids, remote)] as const;
      }),
    ),
  );
}

export async function itemExists(
  db: Database,
  module: ContentType,
  resId: string,
  remote: RemoteIcms | null = null,
): Promise<boolean> {
  return (await catalogCards(db, module, [resId], remote)).has(resId);
}
