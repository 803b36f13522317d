import { escapeHtml } from '@museum/shared';
import { collectionItems, collectionTypes } from '../features/collection/tables.ts';
import { sanitizeRichText } from '../platform/html/sanitize.ts';
import { DEMO_COLLECTION, DEMO_COLLECTION_TYPES, type DemoCollectionItem } from './collection/catalogue.ts';
import type { SeedContext } from './context.ts';
import { demoCollectionKey, demoImageSize } from './demo-art/index.ts';
import { workEnglish, workTypeEnglish } from './english/index.ts';

/** The photograph's key and size; the image itself is drawn the first time someone asks for it. */
function demoImages(item: DemoCollectionItem) {
  const key = demoCollectionKey(item.culId);
  const size = demoImageSize(key);
  if (!size) throw new Error(`no demo image recipe for ${item.culId}`);
  return [{ key, ...size }];
}

/** Collection types and the demo collection (artist ids follow the content feature's demo artist order). */
export async function seedCollection({ db }: SeedContext) {
  const types = await db
    .insert(collectionTypes)
    .values(
      DEMO_COLLECTION_TYPES.map((type, sort) => ({
        name: type.name,
        intro: type.intro,
        ...workTypeEnglish(type.code),
        sort,
      })),
    )
    .returning({ id: collectionTypes.id, name: collectionTypes.name });
  const typeIdOf = new Map(
    DEMO_COLLECTION_TYPES.map((type) => [type.code, types.find((t) => t.name === type.name)!.id]),
  );
  await db.insert(collectionItems).values(
    DEMO_COLLECTION.map((item, sort) => ({
      culId: item.culId,
      name: item.name,
      typeId: typeIdOf.get(item.culId.split('-')[1] as (typeof DEMO_COLLECTION_TYPES)[number]['code'])!,
      period: item.period,
      material: item.material,
      size: item.size,
      author: item.author ?? null,
      artistId: item.artist ?? null,
      origin: item.origin ?? null,
      acquisition: item.acquisition,
      grade: item.grade ?? null,
      description: sanitizeRichText(item.text.map((p) => `<p>${escapeHtml(p)}</p>`).join('')),
      ...workEnglish(item.culId),
      images: demoImages(item),
      featured: item.featured ?? false,
      sort,
    })),
  );
}
