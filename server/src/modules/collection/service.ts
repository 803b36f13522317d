import {
  type CulDetail,
  type CulImage,
  type CulItem,
  type CulListQuery,
  type CulType,
  IiifPaths,
  iiifImageId,
} from '@museum/shared';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { coverOf } from '../content/status.ts';
import { collectionItems as c, type StoredImage, collectionTypes as t } from './schema.ts';

/** Other works shown under a detail. */
const RELATED_COUNT = 8;

const listColumns = {
  id: c.id,
  culId: c.culId,
  culName: c.name,
  typeId: c.typeId,
  typeName: t.name,
  period: c.period,
  material: c.material,
  size: c.size,
  author: c.author,
  artistId: c.artistId,
  images: c.images,
};
interface ListRow {
  id: number;
  culId: string;
  culName: string;
  typeId: number;
  typeName: string;
  period: string | null;
  material: string | null;
  size: string | null;
  author: string | null;
  artistId: number | null;
  images: StoredImage[];
}

/** `origin` makes IIIF ids absolute, as IIIF requires. */
function toImages(culId: string, images: StoredImage[], origin: string): CulImage[] {
  return images.map((image, i) => ({
    url: `/files/${image.key}`,
    width: image.width,
    height: image.height,
    iiif: `${origin}${IiifPaths.image(iiifImageId(culId, i + 1))}`,
  }));
}

function toItem(row: ListRow, origin: string): CulItem {
  const images = toImages(row.culId, row.images, origin);
  return {
    culId: row.culId,
    culName: row.culName,
    typeId: row.typeId,
    typeName: row.typeName,
    period: row.period,
    material: row.material,
    size: row.size,
    author: row.author,
    artistId: row.artistId,
    cover: images[0]?.url ?? coverOf(null, row.id),
    images,
  };
}

/** `%` and `_` are wildcards in LIKE: a visitor's keyword matches them literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function listFilter(query: Pick<CulListQuery, 'type' | 'keyword' | 'artistId'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(c.published, true)];
  if (query.type) conditions.push(eq(c.typeId, query.type));
  if (query.artistId) conditions.push(eq(c.artistId, query.artistId));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    conditions.push(
      or(
        ilike(c.name, pattern),
        ilike(c.author, pattern),
        ilike(c.period, pattern),
        ilike(c.material, pattern),
        ilike(c.culId, pattern),
      ),
    );
  }
  return and(...conditions);
}

const selectList = (db: Database) => db.select(listColumns).from(c).innerJoin(t, eq(t.id, c.typeId));
const listOrder = [desc(c.featured), asc(c.sort), asc(c.id)];

export async function listItems(
  db: Database,
  query: CulListQuery,
  origin: string,
): Promise<{ rows: CulItem[]; total: number }> {
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    selectList(db)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(c).where(where),
  ]);
  return { rows: rows.map((row) => toItem(row, origin)), total: total?.value ?? 0 };
}

/** Every type with the number of published items in it, in the museum's order. */
export async function listTypes(db: Database): Promise<CulType[]> {
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      intro: t.intro,
      count: sql<number>`count(${c.id})::int`,
    })
    .from(t)
    .leftJoin(c, and(eq(c.typeId, t.id), eq(c.published, true)))
    .groupBy(t.id)
    .orderBy(asc(t.sort), asc(t.id));
  return rows;
}

export async function findItemRow(db: Database, culId: string) {
  const [row] = await db
    .select({
      ...listColumns,
      origin: c.origin,
      acquisition: c.acquisition,
      grade: c.grade,
      description: c.description,
    })
    .from(c)
    .innerJoin(t, eq(t.id, c.typeId))
    .where(and(eq(c.culId, culId), eq(c.published, true)))
    .limit(1);
  return row ?? null;
}

/** Works by the same artist first, then others of the same type. */
async function related(db: Database, row: ListRow, origin: string): Promise<CulItem[]> {
  // `is true`: items without an artist compare as NULL, which would sort first in descending order
  const sameArtist = row.artistId ? sql`(${c.artistId} = ${row.artistId}) is true` : null;
  const rows = await selectList(db)
    .where(
      and(
        eq(c.published, true),
        ne(c.id, row.id),
        sameArtist ? or(sameArtist, eq(c.typeId, row.typeId)) : eq(c.typeId, row.typeId),
      ),
    )
    .orderBy(...(sameArtist ? [desc(sameArtist)] : []), ...listOrder)
    .limit(RELATED_COUNT);
  return rows.map((r) => toItem(r, origin));
}

export async function itemDetail(db: Database, culId: string, origin: string): Promise<CulDetail | null> {
  const row = await findItemRow(db, culId);
  if (!row) return null;
  return {
    ...toItem(row, origin),
    origin: row.origin,
    acquisition: row.acquisition,
    grade: row.grade,
    description: sanitizeForDisplay(row.description),
    manifest: `${origin}${IiifPaths.manifest(row.culId)}`,
    related: await related(db, row, origin),
  };
}

/** The stored image behind a IIIF id such as `TSM-HH-0001_1`. */
export async function findImage(db: Database, imageId: string): Promise<StoredImage | null> {
  const match = /^([A-Za-z0-9][A-Za-z0-9-]{0,39})_(\d{1,3})$/.exec(imageId);
  if (!match) return null;
  const [row] = await db
    .select({ images: c.images })
    .from(c)
    .where(and(eq(c.culId, match[1]!), eq(c.published, true)))
    .limit(1);
  return row?.images[Number(match[2]) - 1] ?? null;
}
