import { type PageQuery, pageOffset } from '@museum/shared';
import { desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * One page of a list and the count of all its rows, queried together: `rows` is the list's query made dynamic
 * (`.$dynamic()`), limited here to the page asked for (`pageNum`/`pageSize`, docs/PRODUCT.md "What we ship");
 * `total` counts with the same filter (`db.$count(table, where)`).
 */
export async function paged<T extends PgSelect>(
  page: PageQuery,
  rows: T,
  total: PromiseLike<number>,
): Promise<Page<Awaited<T>[number]>> {
  const [found, count] = await Promise.all([rows.limit(page.pageSize).offset(pageOffset(page)), total]);
  return { rows: found as Awaited<T>, total: count };
}

/** A table whose rows are numbered in the order they were written. */
type NumberedTable = PgTable & { id: PgColumn };

/** The rows of a table matching `where`, newest first, a page at a time (a visitor's bookings, messages ...). */
export function newestFirst<T extends NumberedTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  page: PageQuery,
): Promise<Page<T['$inferSelect']>> {
  const rows = db
    .select()
    .from(table as NumberedTable)
    .where(where)
    .orderBy(desc(table.id))
    .$dynamic();
  return paged(page, rows, db.$count(table, where)) as Promise<Page<T['$inferSelect']>>;
}
