import type { ContentType } from '@museum/shared';
import { between, desc, lt, sum } from 'drizzle-orm';
import { addDays } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Retention } from '../../platform/feature.ts';
import { cardsByModule } from './catalog.ts';
import { dailyHits } from './tables.ts';
import { viewBatchOf } from './view-batch.ts';

/** Days of per-day views kept; the totals stay. */
export const DAILY_HITS_RETENTION_DAYS = 90;

export interface MostViewedItem {
  module: ContentType;
  resId: string;
  recordId: number;
  title: string;
  views: number;
}

/**
 * The items most viewed from `from` to `to` (museum days, both included) that are on the site now, most first:
 * one aggregate, then one title lookup per module.
 */
export async function mostViewed(
  ctx: Pick<AppContext, 'db' | 'log' | 'answers'>,
  from: string,
  to: string,
  limit: number,
) {
  const { db } = ctx;
  // This process's views of the last second count too.
  await viewBatchOf(ctx).flush();
  const views = sum(dailyHits.views).mapWith(Number);
  const rows = await db
    .select({ module: dailyHits.module, resId: dailyHits.resId, views })
    .from(dailyHits)
    .where(between(dailyHits.day, from, to))
    .groupBy(dailyHits.module, dailyHits.resId)
    .orderBy(desc(views), dailyHits.module, dailyHits.resId)
    // Room for items taken off the site since.
    .limit(limit * 2);
  const cards = await cardsByModule(db, rows);
  const items: MostViewedItem[] = [];
  for (const row of rows) {
    const module = row.module as ContentType;
    const card = cards.get(module)?.get(row.resId);
    // Only the site's own items: the dashboard links each to its editor.
    if (card && card.id !== null)
      items.push({ module, resId: row.resId, recordId: card.id, title: card.title, views: row.views });
  }
  return items.slice(0, limit);
}

export const purgeOldDailyHits: Retention = async ({ db, clock }, now) => {
  const removed = await db
    .delete(dailyHits)
    .where(lt(dailyHits.day, addDays(clock.today(now), -DAILY_HITS_RETENTION_DAYS)))
    .returning({ day: dailyHits.day });
  return removed.length;
};
