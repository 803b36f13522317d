/** The built-in collection's works as the features that gather every module's items see them. */
import { ContentType, detailPath, type Language, workDeclaration } from '@museum/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  englishSearchedText,
  type ItemCard,
  type PublishedPage,
  searchedText,
  searchSource,
} from '../../platform/catalog.ts';
import type { Database } from '../../platform/db/client.ts';
import { inLanguage } from '../../platform/db/language.ts';
import { isPublished } from '../../platform/db/published.ts';
import { htmlToText } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import { collectionItems, collectionTypes, type StoredImage } from './tables.ts';

/** A work's first photograph, or a generated cover. */
const pictureOf = (row: { id: number; images: StoredImage[] }) =>
  row.images[0] ? `/files/${row.images[0].key}` : coverOf(null, row.id);

/** Works, found by name, maker, period, material and description. */
export const workSearchSource = searchSource(
  collectionItems,
  (db, where, limit) =>
    db
      .select({ item: collectionItems, typeName: collectionTypes.name, typeNameEn: collectionTypes.nameEn })
      .from(collectionItems)
      .leftJoin(collectionTypes, eq(collectionTypes.id, collectionItems.typeId))
      .where(where)
      .orderBy(asc(collectionItems.id))
      .limit(limit)
      .then((found) => found.map(({ item, typeName, typeNameEn }) => ({ ...item, typeName, typeNameEn }))),
  (row) => ({
    module: ContentType.collection,
    resId: row.culId,
    title: row.name,
    body: htmlToText(row.description),
    extra: searchedText(workDeclaration, row, row.typeName),
    sortDate: null,
    meta: {
      cover: pictureOf(row),
      randomNum: randomNumOf(row.id),
      culId: row.culId,
      culName: row.name,
      date: row.period ?? undefined,
    },
    english: row.nameEn?.trim()
      ? {
          title: row.nameEn.trim(),
          body: htmlToText(row.descriptionEn ?? '', 'en'),
          extra: englishSearchedText(workDeclaration, row, row.typeNameEn),
          meta: { culName: row.nameEn.trim(), date: row.periodEn ?? row.period ?? undefined },
        }
      : undefined,
  }),
);

/**
 * Cards of the published works among `culIds` (works are addressed by culId; their line is period and material);
 * in English, in their English where they have it (`lang` says).
 */
export async function workCards(
  db: Database,
  culIds: string[],
  language: Language = 'zh',
): Promise<Map<string, ItemCard>> {
  if (!culIds.length) return new Map();
  const c = collectionItems;
  const rows = await db
    .select(
      inLanguage(language, c, {
        id: c.id,
        culId: c.culId,
        name: c.name,
        period: c.period,
        material: c.material,
        images: c.images,
      }),
    )
    .from(c)
    .where(and(inArray(c.culId, culIds), isPublished(c)));
  return new Map(
    rows.map((row) => [
      row.culId,
      {
        id: row.id,
        title: row.name,
        summary: [row.period, row.material].filter(Boolean).join(' · '),
        cover: pictureOf(row),
        randomNum: randomNumOf(row.id),
        culId: row.culId,
        culName: row.name,
        ...(row.lang ? { lang: row.lang } : {}),
      },
    ]),
  );
}

/** Every published work's address, with when it last changed (the sitemap). */
export async function publishedWorkPages(db: Database): Promise<PublishedPage[]> {
  const c = collectionItems;
  const works = await db
    .select({ culId: c.culId, name: c.name, nameEn: c.nameEn, updatedAt: c.updatedAt })
    .from(c)
    .where(isPublished(c))
    .orderBy(c.id);
  return works.map((work) => ({
    path: detailPath(ContentType.collection, { id: work.culId, culId: work.culId, culName: work.name }),
    lastmod: work.updatedAt,
    english: Boolean(work.nameEn?.trim()),
  }));
}
