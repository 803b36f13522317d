import { count, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A review queue at a glance: how many items wait and when the oldest of them came in. */
export interface QueueFigures {
  pending: number;
  oldest: Date | null;
}

/** The figures of the rows of `table` that `waiting` selects, by their `createdAt` column. */
export async function queueFigures(
  db: Database,
  table: PgTable & { createdAt: PgColumn },
  waiting: SQL | undefined,
): Promise<QueueFigures> {
  const [row] = await db
    .select({ pending: count(), oldest: min(table.createdAt) })
    .from(table)
    .where(waiting);
  const oldest = row?.oldest;
  return { pending: Number(row?.pending ?? 0), oldest: oldest ? new Date(oldest as Date | string) : null };
}
