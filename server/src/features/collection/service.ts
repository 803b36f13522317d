import {
  type ArtistWork,
  CUL_SHARED_FIELDS,
  type CulDetail,
  type CulFieldAndDataQuery,
  type CulItem,
  type CulListQuery,
  type CulType,
  IiifPaths,
  iiifImageId,
  type Language,
} from '@museum/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { inLanguage, listedIn, searchedIn } from '../../platform/db/language.ts';
import { type CountOf, type OrderKey, type Page, pageOfList } from '../../platform/db/paging.ts';
import { isPublished, visibleTo } from '../../platform/db/published.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { sanitizeForDisplay } from '../../platform/html/sanitize.ts';
import { coverOf } from '../../platform/images/covers.ts';
import { collectionItems as c, type StoredImage, collectionTypes as t } from './tables.ts';

/** The categories are one group of the dialect's dictionary. */
const TYPE_GROUP = 'culCategory';

const columns = {
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
  origin: c.origin,
  acquisition: c.acquisition,
  grade: c.grade,
  images: c.images,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};
/** A work's columns, its texts in `language` (and its type's name). */
const listColumns = (language: Language) => inLanguage(language, c, columns);
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
  origin: string | null;
  acquisition: string | null;
  grade: string | null;
  images: StoredImage[];
  createdAt: Date;
  updatedAt: Date;
  lang?: Language;
}

/** The dialect's `yyyy-MM-dd HH:mm:ss`, in UTC. */
const dialectTime = (moment: Date) => moment.toISOString().slice(0, 19).replace('T', ' ');

/** A row in the ICMS dialect; `origin` makes IIIF ids absolute, as IIIF requires. */
function toItem(row: ListRow, origin: string): CulItem {
  const pictures = row.images.map((image, i) => ({
    url: `/files/${image.key}`,
    width: image.width,
    height: image.height,
    iiif: `${origin}${IiifPaths.image(iiifImageId(row.culId, i + 1))}`,
  }));
  return {
    id: row.culId,
    culId: row.culId,
    culName: row.culName,
    culCategory: String(row.typeId),
    culCategoryName: row.typeName,
    culYear: row.period,
    culLevelName: row.grade,
    culSize: row.size,
    gsTextureName: row.material,
    sourceName: row.acquisition,
    picUrl: pictures[0]?.url ?? coverOf(null, row.id),
    pictures,
    createTime: dialectTime(row.createdAt),
    updateTime: dialectTime(row.updatedAt),
    author: row.author,
    artistId: row.artistId,
    origin: row.origin,
    ...(row.lang ? { lang: row.lang } : {}),
  };
}

/**
 * `culName` matches the maker, period, material and accession number too (their English on the English site, which
 * lists the works with an English name).
 */
function listFilter(query: { culCategory?: number; culName?: string }, language: Language): SQL | undefined {
  return and(
    isPublished(c),
    listedIn(language, c),
    query.culCategory ? eq(c.typeId, query.culCategory) : undefined,
    keywordWhere(query.culName, ...searchedIn(language, c.name, c.author, c.period, c.material), c.culId),
  );
}

const selectList = (db: Database, language: Language) =>
  db.select(listColumns(language)).from(c).innerJoin(t, eq(t.id, c.typeId));
const listKeys: OrderKey[] = [
  [c.featured, 'desc'],
  [c.sort, 'asc'],
  [c.id, 'asc'],
];
const listOrder = listKeys.map(([column, direction]) => (direction === 'asc' ? asc(column) : desc(column)));

/** Works and their types, as the built-in ICMS-compatible service and the IIIF services read them. */
export function createCollectionService({ db, totals }: { db: Database; totals: CountOf }) {
  async function itemRow(culId: string, drafts = false, language: Language = 'zh') {
    const [row] = await db
      .select({ ...listColumns(language), ...inLanguage(language, c, { description: c.description }) })
      .from(c)
      .innerJoin(t, eq(t.id, c.typeId))
      .where(and(eq(c.culId, culId), visibleTo(c, drafts)))
      .limit(1);
    return row ?? null;
  }

  async function page(
    query: { pageIndex: number; pageSize: number; culCategory?: number; culName?: string },
    origin: string,
    language: Language,
  ): Promise<Page<CulItem>> {
    const where = listFilter(query, language);
    const { rows, total } = await pageOfList(
      db,
      totals,
      { pageNum: query.pageIndex, pageSize: query.pageSize },
      { table: c, where, order: listKeys },
      (ids) => selectList(db, language).where(inArray(c.id, ids)),
    );
    return { rows: rows.map((row) => toItem(row, origin)), total };
  }

  return {
    itemRow,

    /** getShareCulList; `origin` makes IIIF ids absolute. */
    list: (query: CulListQuery, origin: string, language: Language = 'zh') => page(query, origin, language),

    /** getShareCulFieldAndDataList: the head row, then the shared fields of a page of items. */
    async fieldsAndData(query: CulFieldAndDataQuery, origin: string, language: Language = 'zh') {
      const { rows, total } = await page({ ...query, culName: query.keyWord }, origin, language);
      const fields = Object.keys(CUL_SHARED_FIELDS) as (keyof typeof CUL_SHARED_FIELDS)[];
      return {
        rows: [CUL_SHARED_FIELDS, ...rows.map((row) => Object.fromEntries(fields.map((f) => [f, row[f]])))],
        total,
      };
    },

    /**
     * getShareCulType: every type with the number of published items in it, in the museum's order; on the English
     * site, the types with an English name and their works with English.
     */
    async types(language: Language = 'zh'): Promise<CulType[]> {
      const { lang: _, ...named } = inLanguage(language, t, { typename: t.name, intro: t.intro });
      const rows = await db
        .select({
          id: t.id,
          ...named,
          sort: t.sort,
          count: sql<number>`count(${c.id})::int`,
        })
        .from(t)
        .leftJoin(c, and(eq(c.typeId, t.id), isPublished(c), listedIn(language, c)))
        .where(and(isPublished(t), listedIn(language, t)))
        .groupBy(t.id)
        .orderBy(asc(t.sort), asc(t.id));
      return rows.map((row) => ({
        ...row,
        typeCode: String(row.id),
        value: String(row.id),
        typepid: 0,
        typegroupid: TYPE_GROUP,
      }));
    },

    /**
     * getShareCulDetail's one item; `drafts`: also an unpublished work (the console's preview); in English where
     * it has English.
     */
    async detail(
      culId: string,
      origin: string,
      drafts = false,
      language: Language = 'zh',
    ): Promise<CulDetail | null> {
      const row = await itemRow(culId, drafts, language);
      if (!row) return null;
      return {
        ...toItem(row, origin),
        culremark: sanitizeForDisplay(row.description),
        manifest: `${origin}${IiifPaths.manifest(row.culId)}`,
      };
    },

    /** The stored image behind a IIIF id such as `TSM-HH-0001_1`. */
    async image(imageId: string): Promise<StoredImage | null> {
      const match = /^([A-Za-z0-9][A-Za-z0-9-]{0,39})_(\d{1,3})$/.exec(imageId);
      if (!match) return null;
      const [row] = await db
        .select({ images: c.images })
        .from(c)
        .where(and(eq(c.culId, match[1]!), isPublished(c)))
        .limit(1);
      return row?.images[Number(match[2]) - 1] ?? null;
    },

    /**
     * An artist's works in the collection (items carry `artist_id`), for the artist directory; on the English site,
     * those with English.
     */
    async worksOf(artistId: number, limit: number, language: Language = 'zh'): Promise<ArtistWork[]> {
      const { lang: _, ...work } = inLanguage(language, c, {
        id: c.id,
        culId: c.culId,
        culName: c.name,
        images: c.images,
        period: c.period,
        typeName: t.name,
      });
      const rows = await db
        .select(work)
        .from(c)
        .leftJoin(t, eq(t.id, c.typeId))
        .where(and(eq(c.artistId, artistId), isPublished(c), listedIn(language, c)))
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
