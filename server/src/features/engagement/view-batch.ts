import type { ContentType } from '@museum/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { keptCounts } from './counts.ts';
import { dailyHits, hitCounts } from './tables.ts';

/** How often counted views are written: a busy detail page costs one write a second, not one per visitor. */
export const VIEW_FLUSH_MS = 1000;

interface Pending {
  module: ContentType;
  resId: string;
  day: string;
  views: number;
}

const itemKey = (module: ContentType, resId: string) => `${module}|${resId}`;

/**
 * Views counted by this process and not yet written, added up per item and museum day, and written in one
 * transaction a second (and when the server closes): each item's total and its day's count are raised together,
 * so they never drift apart. Until then the process adds them to the counts it shows; once written, the items'
 * kept counts are renewed for every process.
 */
export function createViewBatch(ctx: Pick<AppContext, 'db' | 'log' | 'answers'>) {
  const { db, log } = ctx;
  const kept = keptCounts(ctx);
  const pending = new Map<string, Pending>();
  /** Per item, the sum of its pending days: what a detail adds to the stored total. */
  const perItem = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const add = (entry: Pending) => {
    const key = `${itemKey(entry.module, entry.resId)}|${entry.day}`;
    const current = pending.get(key);
    if (current) current.views += entry.views;
    else pending.set(key, { ...entry });
    const item = itemKey(entry.module, entry.resId);
    perItem.set(item, (perItem.get(item) ?? 0) + entry.views);
  };

  /** Writes the views and answers the items written. */
  async function write(entries: Pending[]) {
    const totals = new Map<string, { module: ContentType; resId: string; views: number }>();
    for (const { module, resId, views } of entries) {
      const key = itemKey(module, resId);
      const total = totals.get(key);
      if (total) total.views += views;
      else totals.set(key, { module, resId, views });
    }
    await db.transaction(async (tx) => {
      await tx
        .insert(dailyHits)
        .values(entries)
        .onConflictDoUpdate({
          target: [dailyHits.module, dailyHits.resId, dailyHits.day],
          set: { views: sql`${dailyHits.views} + excluded.views` },
        });
      await tx
        .insert(hitCounts)
        .values([...totals.values()])
        .onConflictDoUpdate({
          target: [hitCounts.module, hitCounts.resId],
          set: { views: sql`${hitCounts.views} + excluded.views`, updatedAt: sql`now()` },
        });
    });
    return [...totals.values()];
  }

  /** Writes what is pending; a failed write keeps its views for the next beat. One write at a time. */
  function flush(): Promise<void> {
    writing = writing.then(async () => {
      if (pending.size === 0) return;
      const entries = [...pending.values()];
      pending.clear();
      let written: Awaited<ReturnType<typeof write>>;
      try {
        written = await write(entries);
      } catch (error) {
        for (const entry of entries) {
          const key = `${itemKey(entry.module, entry.resId)}|${entry.day}`;
          const current = pending.get(key);
          if (current) current.views += entry.views;
          else pending.set(key, entry);
        }
        log.error({ err: error }, 'writing view counts failed; kept for the next try');
        return;
      }
      // Renewed before this process stops adding the views itself: a read in between may count them twice for a
      // moment, never miss them. A failed renewal is caught up by the kept counts' short life.
      await kept
        .renew(written)
        .catch((error: unknown) => log.warn({ err: error }, 'renewing kept view counts failed'));
      for (const { module, resId, views } of entries) {
        const item = itemKey(module, resId);
        const left = (perItem.get(item) ?? 0) - views;
        if (left > 0) perItem.set(item, left);
        else perItem.delete(item);
      }
    });
    return writing;
  }

  const timer = setInterval(() => void flush(), VIEW_FLUSH_MS);
  timer.unref();

  return {
    /** Counts one view of an item on a museum day. */
    add: (module: ContentType, resId: string, day: string) => add({ module, resId, day, views: 1 }),
    /** Views of an item counted here and not yet written. */
    pendingOf: (module: ContentType, resId: string) => perItem.get(itemKey(module, resId)) ?? 0,
    flush,
    /** Stops the beat and writes the rest (the server is closing). */
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ViewBatch = ReturnType<typeof createViewBatch>;

const batches = new WeakMap<object, ViewBatch>();

/** The one batch of a running app (its context), shared by the routes that count views and those that show them. */
export function viewBatchOf(ctx: Pick<AppContext, 'db' | 'log' | 'answers'>): ViewBatch {
  let batch = batches.get(ctx);
  if (!batch) {
    batch = createViewBatch(ctx);
    batches.set(ctx, batch);
  }
  return batch;
}
