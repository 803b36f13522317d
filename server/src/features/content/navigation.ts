import type { Banner, BannerPosition, DictEntry, Link, PageQuery } from '@museum/shared';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { type Page, paged } from '../../platform/db/paging.ts';
import { isPublished } from '../../platform/db/published.ts';
import type { ContentDeps } from './deps.ts';
import { banners, dictEntries, links } from './tables.ts';

/** What frames the pages: carousels, the labels of the filters' codes, the friendly links of the header. */
export function createNavigationReader({ db, clock }: ContentDeps) {
  return {
    /** The slides of one carousel that are published and within their display window. */
    banners(position: BannerPosition, page: PageQuery): Promise<Page<Banner>> {
      const t = banners;
      const now = clock.now();
      const where = and(
        eq(t.position, position),
        isPublished(t),
        or(isNull(t.startsAt), lte(t.startsAt, now)),
        or(isNull(t.endsAt), gt(t.endsAt, now)),
      );
      return paged(
        page,
        db
          .select({ id: t.id, title: t.title, subtitle: t.subtitle, image: t.image, link: t.link })
          .from(t)
          .where(where)
          .orderBy(asc(t.sort), asc(t.id))
          .$dynamic(),
        db.$count(t, where),
      );
    },

    /** Value/label pairs of one dictionary, in their display order. */
    dictionary(dictType: string): Promise<DictEntry[]> {
      return db
        .select({ value: dictEntries.value, label: dictEntries.label })
        .from(dictEntries)
        .where(eq(dictEntries.dictType, dictType))
        .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
    },

    links(page: PageQuery): Promise<Page<Link>> {
      return paged(
        page,
        db
          .select({ id: links.id, name: links.name, url: links.url })
          .from(links)
          .where(isPublished(links))
          .orderBy(asc(links.sort), asc(links.id))
          .$dynamic(),
        db.$count(links, isPublished(links)),
      );
    },
  };
}
