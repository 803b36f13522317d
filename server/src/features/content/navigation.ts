import type { Banner, BannerPosition, DictEntry, Language, Link, PageQuery } from '@museum/shared';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { inLanguage, listedIn } from '../../platform/db/language.ts';
import { type Page, paged } from '../../platform/db/paging.ts';
import { isPublished } from '../../platform/db/published.ts';
import type { ContentDeps } from './deps.ts';
import { banners, dictEntries, links } from './tables.ts';

/**
 * What frames the pages: carousels, the labels of the filters' codes, the friendly links of the header; on the
 * English site, the slides and links with English, and the labels' English.
 */
export function createNavigationReader({ db, clock }: ContentDeps) {
  return {
    /** The slides of one carousel that are published and within their display window. */
    banners(position: BannerPosition, page: PageQuery, language: Language = 'zh'): Promise<Page<Banner>> {
      const t = banners;
      const now = clock.now();
      const where = and(
        eq(t.position, position),
        isPublished(t),
        listedIn(language, t),
        or(isNull(t.startsAt), lte(t.startsAt, now)),
        or(isNull(t.endsAt), gt(t.endsAt, now)),
      );
      return paged(
        page,
        db
          .select(
            inLanguage(language, t, {
              id: t.id,
              title: t.title,
              subtitle: t.subtitle,
              image: t.image,
              link: t.link,
            }),
          )
          .from(t)
          .where(where)
          .orderBy(asc(t.sort), asc(t.id))
          .$dynamic(),
        db.$count(t, where),
      );
    },

    /** Value/label pairs of one dictionary, in their display order. */
    dictionary(dictType: string, language: Language = 'zh'): Promise<DictEntry[]> {
      const d = dictEntries;
      return db
        .select({
          value: d.value,
          label: language === 'en' ? sql<string>`coalesce(nullif(${d.labelEn}, ''), ${d.label})` : d.label,
        })
        .from(dictEntries)
        .where(eq(dictEntries.dictType, dictType))
        .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
    },

    links(page: PageQuery, language: Language = 'zh'): Promise<Page<Link>> {
      const where = and(isPublished(links), listedIn(language, links));
      return paged(
        page,
        db
          .select(inLanguage(language, links, { id: links.id, name: links.name, url: links.url }))
          .from(links)
          .where(where)
          .orderBy(asc(links.sort), asc(links.id))
          .$dynamic(),
        db.$count(links, where),
      );
    },
  };
}
