import { ContentType, type Language } from '@museum/shared';
import type { ItemCard } from '../../platform/catalog.ts';
import type { Database } from '../../platform/db/client.ts';
import { coverOf } from '../../platform/images/covers.ts';
import { contentCards } from '../catalog/index.ts';
import { type RemoteIcms, workCards } from '../collection/index.ts';

/**
 * Works of a museum's own ICMS, asked for by their record ids (cached detail calls: what a work's page keeps as
 * resId); none while it is unreachable. Their links carry the culId.
 */
async function remoteWorkCards(remote: RemoteIcms, ids: string[]) {
  const works = await remote.works(ids);
  return new Map(
    [...works].map(([id, work]): [string, ItemCard] => [
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
 * from `remote` when the site reads a museum's own ICMS. In English, each in its English where it has it.
 */
export function catalogCards(
  db: Database,
  module: ContentType,
  resIds: string[],
  remote: RemoteIcms | null = null,
  language: Language = 'zh',
): Promise<Map<string, ItemCard>> {
  if (module !== ContentType.collection) return contentCards(db, module, resIds, language);
  return remote ? remoteWorkCards(remote, resIds) : workCards(db, resIds, language);
}

/** Cards of items of any modules, one lookup per module: `cards.get(module)?.get(resId)`. */
export async function cardsByModule(
  db: Database,
  items: { module: number; resId: string }[],
  remote: RemoteIcms | null = null,
  language: Language = 'zh',
) {
  const modules = [...new Set(items.map((item) => item.module as ContentType))];
  return new Map(
    await Promise.all(
      modules.map(async (module) => {
        const ids = items.filter((item) => item.module === module).map((item) => item.resId);
        return [module, await catalogCards(db, module, ids, remote, language)] as const;
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
