import { createHash } from 'node:crypto';
import {
  ACTION_TYPE_LABELS,
  type ActionType,
  type CollectItem,
  ContentType,
  type SaveLogResult,
} from '@museum/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Cache } from '../../platform/cache/index.ts';
import type { Database } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import type { AccountDeletionStep } from '../accounts/deletion.ts';
import { coverOf } from '../content/status.ts';
import { eventOrders } from '../orders/schema.ts';
import { catalogCards, itemExists } from './catalog.ts';
import { actionState } from './counts.ts';
import { hitCounts, userActions } from './schema.ts';

export interface ItemRef {
  module: ContentType;
  resId: string;
}

const MISSING = '该内容不存在或已下线';

/** Records a collect or like; doing it twice is harmless. */
export async function addAction(db: Database, userId: number, item: ItemRef, type: ActionType) {
  if (!(await itemExists(db, item.module, item.resId))) throw fail(MISSING);
  await db
    .insert(userActions)
    .values({ userId, ...item, type })
    .onConflictDoNothing();
  return {
    state: await actionState(db, item.module, item.resId, userId),
    msg: `${ACTION_TYPE_LABELS[type]}成功`,
  };
}

/** Withdraws the visitor's own collect or like; withdrawing one that is not there is harmless too. */
export async function removeAction(db: Database, userId: number, item: ItemRef, type: ActionType) {
  await db
    .delete(userActions)
    .where(
      and(
        eq(userActions.userId, userId),
        eq(userActions.module, item.module),
        eq(userActions.resId, item.resId),
        eq(userActions.type, type),
      ),
    );
  return {
    state: await actionState(db, item.module, item.resId, userId),
    msg: `已取消${ACTION_TYPE_LABELS[type]}`,
  };
}

/**
 * A closing account's favourites and likes go, so public counts drop with them. View counts are kept: they are
 * totals per item and name nobody (the hourly "already counted" marks in the cache expire on their own).
 */
export const deleteAccountActions: AccountDeletionStep = async (tx, userId) => {
  await tx.delete(userActions).where(eq(userActions.userId, userId));
};

/** Whether the visitor holds a live booking for an exhibition (exhibition orders of the services domain). */
export async function hasBooked(db: Database, userId: number | null, exhibitionId: number): Promise<boolean> {
  if (userId === null) return false;
  const [row] = await db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(
      and(
        eq(eventOrders.userId, userId),
        eq(eventOrders.module, ContentType.exhibition),
        eq(eventOrders.resId, exhibitionId),
        ne(eventOrders.status, 'cancelled'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The visitor's collect list, newest first, each item shown as it is on the site now. */
export async function collectList(
  db: Database,
  userId: number,
  query: { module?: ContentType; pageNum: number; pageSize: number },
): Promise<{ rows: CollectItem[]; total: number }> {
  const a = userActions;
  const where = and(
    eq(a.userId, userId),
    eq(a.type, 'collect'),
    query.module ? eq(a.module, query.module) : undefined,
  );
  const [records, [totalRow]] = await Promise.all([
    db
      .select({ id: a.id, module: a.module, resId: a.resId, createdAt: a.createdAt })
      .from(a)
      .where(where)
      .orderBy(desc(a.createdAt), desc(a.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ value: count() }).from(a).where(where),
  ]);

  const modules = [...new Set(records.map((r) => r.module as ContentType))];
  const cards = new Map(
    await Promise.all(
      modules.map(async (module) => {
        const ids = records.filter((r) => r.module === module).map((r) => r.resId);
        return [module, await catalogCards(db, module, ids)] as const;
      }),
    ),
  );
  const rows = records.map((record): CollectItem => {
    const module = record.module as ContentType;
    const card = cards.get(module)?.get(record.resId);
    return {
      id: record.id,
      module,
      resId: record.resId,
      title: card?.title ?? '该内容已下线',
      summary: card?.summary ?? '',
      cover: card?.cover ?? coverOf(null, record.id),
      randomNum: card?.randomNum ?? 1,
      culId: card?.culId ?? (module === ContentType.collection ? record.resId : null),
      culName: card?.culName ?? null,
      collectedAt: record.createdAt.toISOString(),
      available: Boolean(card),
    };
  });
  return { rows, total: totalRow?.value ?? 0 };
}

export const HIT_WINDOW_SECONDS = 3600;

/** Signed-in visitors by account; others by address and browser, hashed so no address is kept. */
export function visitorKey(userId: number | null, ip: string, userAgent: string | undefined): string {
  if (userId !== null) return `u${userId}`;
  return `a${createHash('sha256')
    .update(`${ip}|${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 24)}`;
}

/**
 * Counts a view once per visitor per hour: the first view in the window claims a cache key (shared by
 * every server process through Redis), and only that one raises the stored count.
 */
export async function recordHit(
  db: Database,
  cache: Cache,
  item: ItemRef,
  visitor: string,
): Promise<SaveLogResult> {
  if (!(await itemExists(db, item.module, item.resId))) throw fail(MISSING);
  const counted = await cache.setIfAbsent(
    `hit:${item.module}:${item.resId}:${visitor}`,
    '1',
    HIT_WINDOW_SECONDS,
  );
  if (counted) {
    const [row] = await db
      .insert(hitCounts)
      .values({ ...item, views: 1 })
      .onConflictDoUpdate({
        target: [hitCounts.module, hitCounts.resId],
        set: { views: sql`${hitCounts.views} + 1`, updatedAt: new Date() },
      })
      .returning({ views: hitCounts.views });
    return { viewCount: row?.views ?? 1, counted };
  }
  const [row] = await db
    .select({ views: hitCounts.views })
    .from(hitCounts)
    .where(and(eq(hitCounts.module, item.module), eq(hitCounts.resId, item.resId)));
  return { viewCount: row?.views ?? 0, counted };
}
