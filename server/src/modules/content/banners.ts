import type { Banner, BannerPosition, DictEntry } from '@museum/shared';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { dictEntries } from '../site/schema.ts';
import { offsetOf } from './queries.ts';
import { banners } from './schema.ts';

/** The slides of one carousel that are published and within their display window. */
export async function listBanners(
  db: Database,
  position: BannerPosition,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: Banner[]; total: number }> {
  const t = banners;
  const now = new Date();
  const where = and(
    eq(t.position, position),
    eq(t.published, true),
    or(isNull(t.startsAt), lte(t.startsAt, now)),
    or(isNull(t.endsAt), gt(t.endsAt, now)),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ id: t.id, title: t.title, subtitle: t.subtitle, image: t.image, link: t.link })
      .from(t)
      .where(where)
      .orderBy(asc(t.sort), asc(t.id))
      .limit(page.pageSize)
      .offset(offsetOf(page.pageNum, page.pageSize)),
    db.$count(t, where),
  ]);
  return { rows, total };
}

/** Value/label pairs of one dictionary, in their display order. */
export function dictionary(db: Database, dictType: string): Promise<DictEntry[]> {
  return db
    .select({ value: dictEntries.value, label: dictEntries.label })
    .from(dictEntries)
    .where(eq(dictEntries.dictType, dictType))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
}
