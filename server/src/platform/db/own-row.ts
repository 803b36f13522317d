import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fail } from '../http/errors.ts';
import type { Database, Transaction } from './client.ts';

/** A table of visitors' own records: numbered rows, each of one visitor (`userId`). */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * The row `id` of `table` if it is the visitor's own, else a failure saying `missing`: another visitor's row
 * reads as no row at all (a booking, a group, an application, an order, opened or changed by its owner).
 */
export async function ownRow<T extends OwnedTable>(
  db: Database | Transaction,
  table: T,
  userId: number,
  id: number,
  missing: string,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .select()
    .from(table as OwnedTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  if (!row) throw fail(missing);
  return row as T['$inferSelect'];
}
