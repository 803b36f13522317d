import { createHash } from 'node:crypto';
import { type PageQuery, pageOffset } from '@museum/shared';
import { asc, desc, getTableName, type SQL } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A table whose rows are numbered in the order they were written. */
export type NumberedTable = PgTable & { id: PgColumn };

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

/** The number of rows of a table matching a filter. */
export type CountOf = (table: PgTable, where: SQL | undefined) => Promise<number>;

/** Keeps a value derived from published content until content next changes (SharedAnswers['keepDerived']). */
export type Remember = (key: string, ttlSeconds: number, compute: () => Promise<string>) => Promise<string>;

/** A kept total is recounted at least this often, in case rows were written around the console. */
const TOTAL_TTL_SECONDS = 600;
const dialect = new PgDialect();

/**
 * Totals of public lists, counted once per table and filter and kept until published content changes (publishing
 * starts a new generation of `remember`, in every process when it is shared through Redis): a deep page then
 * costs its rows only, not a `count(*)` over the whole filter on every request. The key is the filter's SQL and
 * parameters, hashed, so any filter (a keyword too) makes a key of bounded size.
 */
export function keptCounts(db: Database, remember: Remember): CountOf {
  return async (table, where) => {
    const filter = where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
    const digest = createHash('sha256')
      .update(`${filter.sql}\u0000${JSON.stringify(filter.params)}`)
      .digest('base64url')
      .slice(0, 27);
    const kept = await remember(`total:${getTableName(table)}:${digest}`, TOTAL_TTL_SECONDS, async () =>
      String(await db.$count(table, where)),
    );
    return Number(kept);
  };
}

/** One key of a list's order: a column and its direction. */
export type OrderKey = readonly [PgColumn, 'asc' | 'desc'];

/** What a public list pages through: its table, filter and order (ending in a unique column, e.g. the id). */
export interface ListOf {
  table: NumberedTable;
  where: SQL | undefined;
  order: readonly OrderKey[];
}

/**
 * One page of a public list, about as fast on its last page as on its first. The page's ids come first, from
 * an index that matches the list's order (an index-only scan: OFFSET skips index entries, not rows), then the
 * rows of those ids only (a "deferred join"). With the kept total, a page past the middle is read from the other
 * end in reverse order, so no page skips more than half the list.
 */
export async function pageOfList<R extends { id: number }>(
  db: Database,
  countOf: CountOf,
  page: PageQuery,
  list: ListOf,
  rowsOf: (ids: number[]) => PromiseLike<R[]>,
): Promise<Page<R>> {
  const total = await countOf(list.table, list.where);
  const offset = pageOffset(page);
  if (offset >= total) return { rows: [], total };
  const fromEnd = offset > total / 2;
  const start = fromEnd ? Math.max(0, total - offset - page.pageSize) : offset;
  const size = fromEnd ? total - offset - start : page.pageSize;
  const order = list.order.map(([column, direction]) =>
    (direction === 'asc') !== fromEnd ? asc(column) : desc(column),
  );
  const found = await db
    .select({ id: list.table.id })
    .from(list.table)
    .where(list.where)
    .orderBy(...order)
    .limit(size)
    .offset(start);
  const ids = found.map((row) => row.id as number);
  if (fromEnd) ids.reverse();
  if (ids.length === 0) return { rows: [], total };
  const byId = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}
