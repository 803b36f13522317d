import { createHash } from 'node:crypto';
import {
  type ActionState,
  type ActionType,
  type CollectItem,
  ContentType,
  type EngagementCounts,
  EngagementMessages,
  type ExhibitionIsdo,
  type Language,
  type PageQuery,
  type SaveLogResult,
} from '@museum/shared';
import { and, desc, eq } from 'drizzle-orm';
import { CacheUnavailableError } from '../../platform/cache/index.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { type Page, paged } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { networkOf } from '../../platform/http/network.ts';
import { coverOf } from '../../platform/images/covers.ts';
import type { RemoteIcms } from '../collection/index.ts';
import { activeOrderOf } from '../orders/index.ts';
import { cardsByModule, itemExists } from './catalog.ts';
import { type ItemRef, keptCounts, marksOf, ownActionsOn } from './counts.ts';
import { userActions } from './tables.ts';
import { viewBatchOf } from './view-batch.ts';

export type { ItemRef } from './counts.ts';

const MISSING = EngagementMessages.missing;

export const HIT_WINDOW_SECONDS = 3600;

/**
 * Anonymous views one network adds to one item in an hour: people behind one address (a school, an office) each
 * count, but one client changing its browser name for every request cannot inflate a count without bound.
 */
export const ANONYMOUS_VIEWS_PER_NETWORK = 20;

/** Who viewed: signed-in visitors by account; others by network and browser, hashed so no address is kept. */
export interface Viewer {
  key: string;
  /** Hash of the network of an anonymous visitor, whose views are capped per item and hour. */
  network?: string;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export function viewerOf(userId: number | null, ip: string, userAgent: string | undefined): Viewer {
  if (userId !== null) return { key: `u${userId}` };
  const network = hashed(networkOf(ip));
  return { key: `a${hashed(`${network}|${userAgent ?? ''}`)}`, network };
}

/**
 * Favourites, likes and view counts of any content item or collection work; works are those of `remote` when the
 * site reads a museum's own ICMS.
 */
export function createEngagementService(
  ctx: Pick<AppContext, 'db' | 'cache' | 'clock' | 'log' | 'answers'>,
  remote: RemoteIcms | null = null,
) {
  const { db, cache, clock } = ctx;
  const views = viewBatchOf(ctx);
  const kept = keptCounts(ctx);
  /** Kept counts, plus the views this process has counted and not yet written: no query once kept. */
  const counts = async (item: ItemRef): Promise<EngagementCounts> => {
    const stored = await kept.of(item);
    return { ...stored, viewCount: stored.viewCount + views.pendingOf(item.module, item.resId) };
  };
  /** The public counts and, for a signed-in visitor, their own marks (the one query left). */
  const state = async (item: ItemRef, userId: number | null): Promise<ActionState> => {
    const [shown, marks] = await Promise.all([
      counts(item),
      userId === null ? { collected: false, liked: false } : marksOf(db, item, userId),
    ]);
    return { ...shown, ...marks };
  };

  return {
    state,
    counts,

    /** Records a collect or like; doing it twice is harmless. */
    async add(userId: number, item: ItemRef, type: ActionType) {
      if (!(await itemExists(db, item.module, item.resId, remote))) throw fail(MISSING);
      await db
        .insert(userActions)
        .values({ userId, ...item, type })
        .onConflictDoNothing();
      await kept.renew([item]);
      return { state: await state(item, userId), msg: EngagementMessages.added(type) };
    },

    /** Withdraws the visitor's own collect or like; withdrawing one that is not there is harmless too. */
    async remove(userId: number, item: ItemRef, type: ActionType) {
      await db.delete(userActions).where(and(ownActionsOn(userId, item), eq(userActions.type, type)));
      await kept.renew([item]);
      return { state: await state(item, userId), msg: EngagementMessages.removed(type) };
    },

    /** The visitor's marks on an exhibition, and whether they hold a live booking for it. */
    async exhibitionIsdo(userId: number | null, id: number): Promise<ExhibitionIsdo> {
      const [marks, order] = await Promise.all([
        state({ module: ContentType.exhibition, resId: String(id) }, userId),
        userId === null ? null : activeOrderOf(db, userId, ContentType.exhibition, id),
      ]);
      return { ...marks, booked: order !== null };
    },

    /**
     * The visitor's collect list, newest first, each item shown as it is on the site now; in English, in its
     * English, or in its Chinese with `lang: 'zh'` where it has none (a visitor's own favourites are all listed).
     */
    async collectList(
      userId: number,
      query: PageQuery & { module?: ContentType },
      language: Language = 'zh',
    ): Promise<Page<CollectItem>> {
      const a = userActions;
      const where = and(
        eq(a.userId, userId),
        eq(a.type, 'collect'),
        query.module ? eq(a.module, query.module) : undefined,
      );
      const { rows: records, total } = await paged(
        query,
        db
          .select({ id: a.id, module: a.module, resId: a.resId, createdAt: a.createdAt })
          .from(a)
          .where(where)
          .orderBy(desc(a.createdAt), desc(a.id))
          .$dynamic(),
        db.$count(a, where),
      );

      const cards = await cardsByModule(db, records, remote, language);
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
          ...(card?.lang ? { lang: card.lang } : {}),
        };
      });
      return { rows, total };
    },

    /**
     * Counts a view once per visitor per hour: the first view in the window claims a cache key (shared by
     * every server process through Redis), and only that one raises the count, written within a second.
     * Without the cache no view is counted (none could be told from a repeat), and the page is read as usual.
     */
    async recordHit(item: ItemRef, viewer: Viewer): Promise<SaveLogResult> {
      if (!(await itemExists(db, item.module, item.resId, remote))) throw fail(MISSING);
      const hit = `hit:${item.module}:${item.resId}`;
      const firstInWindow = async () =>
        (await cache.setIfAbsent(`${hit}:${viewer.key}`, '1', HIT_WINDOW_SECONDS)) &&
        (viewer.network === undefined ||
          (await cache.increment(`${hit}:net:${viewer.network}`, HIT_WINDOW_SECONDS)) <=
            ANONYMOUS_VIEWS_PER_NETWORK);
      const counted = await firstInWindow().catch((error: unknown) => {
        if (error instanceof CacheUnavailableError) return false;
        throw error;
      });
      // Written with the others of this second (view-batch.ts), not one statement per view.
      if (counted) views.add(item.module, item.resId, clock.today());
      return { viewCount: (await counts(item)).viewCount, counted };
    },
  };
}
export type EngagementService = ReturnType<typeof createEngagementService>;

/** Per closing account, the items it had marked, whose kept counts are renewed once the closing has committed. */
const closingMarks = new Map<number, ItemRef[]>();

/**
 * A closing account's favourites and likes go, so public counts drop with them. View counts are kept: they are
 * totals per item and name nobody (the hourly "already counted" marks in the cache expire on their own).
 */
export async function deleteAccountActions(tx: Transaction, userId: number) {
  const marked = await tx
    .delete(userActions)
    .where(eq(userActions.userId, userId))
    .returning({ module: userActions.module, resId: userActions.resId });
  // Replaced by a later attempt if this transaction rolls back.
  closingMarks.set(
    userId,
    marked.map(({ module, resId }) => ({ module: module as ContentType, resId })),
  );
}

/** ...and once that has committed, the items it had marked show their counts without it. */
export async function renewClosedAccountCounts(ctx: AppContext, userId: number) {
  const items = closingMarks.get(userId) ?? [];
  closingMarks.delete(userId);
  await keptCounts(ctx).renew(items);
}
