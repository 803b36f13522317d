import type { ActionState, ContentType, EngagementCounts } from '@museum/shared';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/client.ts';
import { hitCounts, userActions } from './tables.ts';

interface StateRow {
  views: number | null;
  likes: number;
  collects: number;
  collected: boolean | null;
  liked: boolean | null;
}

/** Public counts of an item and, for a signed-in visitor, their own marks: one round trip. */
export async function actionState(
  db: Database,
  module: ContentType,
  resId: string,
  userId: number | null,
): Promise<ActionState> {
  const a = userActions;
  const [row] = await queryRows<StateRow>(
    db,
    sql`select
      (select ${hitCounts.views} from ${hitCounts} where ${hitCounts.module} = ${module} and ${hitCounts.resId} = ${resId}) as views,
      (count(*) filter (where ${a.type} = 'like'))::int as likes,
      (count(*) filter (where ${a.type} = 'collect'))::int as collects,
      bool_or(${a.userId} = ${userId ?? -1} and ${a.type} = 'collect') as collected,
      bool_or(${a.userId} = ${userId ?? -1} and ${a.type} = 'like') as liked
    from ${a} where ${a.module} = ${module} and ${a.resId} = ${resId}`,
  );
  return {
    viewCount: Number(row?.views ?? 0),
    likeCount: Number(row?.likes ?? 0),
    collectCount: Number(row?.collects ?? 0),
    collected: row?.collected === true,
    liked: row?.liked === true,
  };
}

/** The counts a detail screen shows. */
export async function engagementCounts(
  db: Database,
  module: ContentType,
  resId: string,
): Promise<EngagementCounts> {
  const { viewCount, likeCount, collectCount } = await actionState(db, module, resId, null);
  return { viewCount, likeCount, collectCount };
}
