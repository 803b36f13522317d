import {
  type ArtistWork,
  type CulDetail,
  type CulImage,
  type CulItem,
  type CulListQuery,
  type CulType,
  IiifPaths,
  iiifImageId,
} from '@museum/shared';
import { and, asc, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/client.ts';
import { type Page, paged } from '../../platform/db/paging.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { coverOf } from '../../platform/images/covers.ts';
import { collectionItems as c, type StoredImage, collectionTypes as t } from './tables.ts';

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

function listFilter(query: Pick<CulListQuery, 'type' | 'keyword' | 'artistId'>): SQL | undefined {
  return and(
    eq(c.published, true),
    query.type ? eq(c.typeId, query.type) : undefined,
    query.artistId ? eq(c.artistId, query.artistId) : undefined,
    keywordWhere(query.keyword, c.name, c.author, c.period, c.material, c.culId),
  );
}

const selectList = (db: Database) => db.select(listColumns).from(c).innerJoin(t, eq(t.id, c.typeId));
const listOrder = [desc(c.featured), asc(c.sort), asc(c.id)];

/** Works and their types, as the built-in ICMS-compatible service and the IIIF services read them. */
export function createCollectionService({ db }: Pick<AppContext, 'db'>) {
  async function itemRow(culId: string, drafts = false) {
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
      .where(and(eq(c.culId, culId), drafts ? undefined : eq(c.published, true)))
      .limit(1);
    return row ?? null;
  }

  /** Works by the same artist first, then others of the same type. */
  async function related(row: ListRow, origin: string): Promise<CulItem[]> {
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

  return {
    itemRow,

    /** `origin` makes IIIF ids absolute. */
    async list(query: CulListQuery, origin: string): Promise<Page<CulItem>> {
      const where = listFilter(query);
      const { rows, total } = await paged(
        query,
        selectList(db)
          .where(where)
          .orderBy(...listOrder)
          .$dynamic(),
        db.$count(c, where),
      );
      return { rows: rows.map((row) => toItem(row, origin)), total };
    },

    /** Every type with the number of published items in it, in the museum's order. */
    types(): Promise<CulType[]> {
      return db
        .select({
          id: t.id,
          name: t.name,
          intro: t.intro,
          count: sql<number>`count(${c.id})::int`,
        })
        .from(t)
        .leftJoin(c, and(eq(c.typeId, t.id), eq(c.published, true)))
        .where(eq(t.published, true))
        .groupBy(t.id)
        .orderBy(asc(t.sort), asc(t.id));
    },

    /** `drafts`: also an unpublished work (the console's preview). */
    async detail(culId: string, origin: string, drafts = false): Promise<CulDetail | null> {
      const row = await itemRow(culId, drafts);
      if (!row) return null;
      return {
        ...toItem(row, origin),
        origin: row.origin,
        acquisition: row.acquisition,
        grade: row.grade,
        description: sanitizeForDisplay(row.description),
        manifest: `${origin}${IiifPaths.manifest(row.culId)}`,
        related: await related(row, origin),
      };
    },

    /** The stored image behind a IIIF id such as `TSM-HH-0001_1`. */
    async image(imageId: string): Promise<StoredImage | null> {
      const match = /^([A-Za-z0-9][A-Za-z0-9-]{0,39})_(\d{1,3})$/.exec(imageId);
      if (!match) return null;
      const [row] = await db
        .select({ images: c.images })
        .from(c)
        .where(and(eq(c.culId, match[1]!), eq(c.published, true)))
        .limit(1);
      return row?.images[Number(match[2]) - 1] ?? null;
    },

    /** An artist's works in the collection (items carry `artist_id`), for the artist directory. */
    async worksOf(artistId: number, limit: number): Promise<ArtistWork[]> {
      const rows = await db
        .select({
          id: c.id,
          culId: c.culId,
          culName: c.name,
          images: c.images,
          period: c.period,
          typeName: t.name,
        })
        .from(c)
        .leftJoin(t, eq(t.id, c.typeId))
        .where(and(eq(c.artistId, artistId), eq(c.published, true)))
        .orderBy(...listOrder)
        .limit(limit);
      return rows.map(({ id, images, ...work }) => ({
        ...work,
        image: images[0] ? `/files/${images[0].key}` : coverOf(null, id),
      }));
    },
  };
}
export type CollectionService = ReturnType<typeof createCollectionService>;
