import { and, type Column, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dictEntries } from './tables.ts';

/** Items dated within a calendar year (date columns are YYYY-MM-DD strings). */
export function yearWhere(year: number | undefined, column: Column): SQL | undefined {
  if (!year) return undefined;
  return and(gte(column, `${year}-01-01`), lte(column, `${year}-12-31`));
}

export function eqIf<T>(column: Column, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

/**
 * A dictionary joined under its own alias, so a row carries the label of its code
 * (`leftJoin(d.table, d.on(column))`, then select `d.labelOf(column)`).
 */
export function dictJoin(name: string, dictType: string) {
  const table = alias(dictEntries, name);
  return {
    table,
    on: (column: Column) => and(eq(table.dictType, dictType), eq(table.value, column)),
    /** The label of the code in `column`; the code itself when the dictionary has no entry for it. */
    labelOf: (column: Column) => sql<string>`coalesce(${table.label}, ${column})`,
  };
}

/** Published items only, unless drafts are asked for (the console's preview of an item). */
export const visibleTo = (published: Column, drafts: boolean): SQL | undefined =>
  drafts ? undefined : eq(published, true);
