import type { ContentType, EngagementCounts } from '@museum/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { type Database, queryRows } from '../../platform/db/client.ts';
import { hitCounts, userActions } from './tables.ts';

export interface ItemRef {
  module: ContentType;
  resId: string;
}

/** The visitor's own marks on an item. */
export interface Marks {
  collected: boolean;
  liked: boolean;
}

interface CountsRow {
  module: number;
  res_id: string;
  views: number | null;
  likes: number | null;
  collects: number | null;
}

const itemKey = ({ module, resId }: ItemRef) => `${module}|${resId}`;

/** The public counts of several items as stored, in one round trip; an item never viewed nor marked counts 0. */
export async function storedCounts(db: Database, items: ItemRef[]): Promise<Map<string, EngagementCounts>> {
  const list = sql.join(
    items.map(({ module, resId }) => sql`(${module}::smallint, ${resId}::varchar)`),
    sql`, `,
  );
  const a = userActions;
  const rows = await queryRows<CountsRow>(
    db,
    sql`select item.module, item.res_id,
      (select ${hitCounts.views} from ${hitCounts}
        where ${hitCounts.module} = item.module and ${hitCounts.resId} = item.res_id) as views,
      (select count(*) from ${a}
        where ${a.module} = item.module and ${a.resId} = item.res_id and ${a.type} = 'like')::int as likes,
      (select count(*) from ${a}
        where ${a.module} = item.module and ${a.resId} = item.res_id and ${a.type} = 'collect')::int as collects
    from (values ${list}) as item(module, res_id)`,
  );
  return new Map(
    rows.map((row) => [
      itemKey({ module: row.module as ContentType, resId: row.res_id }),
      {
        viewCount: Number(row.views ?? 0),
        likeCount: Number(row.likes ?? 0),
        collectCount: Number(row.collects ?? 0),
      },
    ]),
  );
}

/** The visitor's own actions on an item (a collect, a like). */
export const ownActionsOn = (userId: number, item: ItemRef) =>
  and(eq(userActions.userId, userId), eq(userActions.module, item.module), eq(userActions.resId, item.resId));

/** A signed-in visitor's own collect and like of an item. */
export async function marksOf(db: Database, item: ItemRef, userId: number): Promise<Marks> {
  const rows = await db
    .select({ type: userActions.type })
    .from(userActions)
    .where(ownActionsOn(userId, item));
  return {
    collected: rows.some((row) => row.type === 'collect'),
    liked: rows.some((row) => row.type === 'like'),
  };
}

/** A kept count is recounted at least this often, in case its renewal raced a recount or rows were written by hand. */
const COUNTS_TTL_SECONDS = 60;

/** Kept as `[views, likes, collects]`: the smallest text to read and parse on every detail. */
type KeptText = string;
const toText = (counts: EngagementCounts): KeptText =>
  `[${counts.viewCount},${counts.likeCount},${counts.collectCount}]`;
function fromText(text: KeptText): EngagementCounts {
  const [viewCount = 0, likeCount = 0, collectCount = 0] = JSON.parse(text) as number[];
  return { viewCount, likeCount, collectCount };
}

const NONE: EngagementCounts = { viewCount: 0, likeCount: 0, collectCount: 0 };

/**
 * An item's stored public counts, kept in the shared answers (Redis when configured, so every process reads the
 * same) and renewed whenever they change: a like or collect given or withdrawn, an account closed, views written.
 * A detail then costs no query for them. They are kept per content generation like the details' public parts.
 */
export function keptCounts({ db, answers }: Pick<AppContext, 'db' | 'answers'>) {
  const keyOf = (item: ItemRef) => `counts:${itemKey(item)}`;
  return {
    async of(item: ItemRef): Promise<EngagementCounts> {
      const text = await answers.keepDerived(keyOf(item), COUNTS_TTL_SECONDS, async () =>
        toText((await storedCounts(db, [item])).get(itemKey(item)) ?? NONE),
      );
      return fromText(text);
    },

    /** Recounts the items (after their change has committed) and keeps the new counts. */
    async renew(items: ItemRef[]): Promise<void> {
      if (items.length === 0) return;
      const counts = await storedCounts(db, items);
      await Promise.all(
        items.map((item) =>
          answers.renewDerived(keyOf(item), COUNTS_TTL_SECONDS, toText(counts.get(itemKey(item)) ?? NONE)),
        ),
      );
    },
  };
}
export type KeptCounts = ReturnType<typeof keptCounts>;
