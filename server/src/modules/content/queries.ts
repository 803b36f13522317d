import { and, type Column, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dictEntries } from '../site/schema.ts';

/** LIKE pattern for "contains": the visitor's % and _ are taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The keyword filter of the list screens: in the title or the summary. */
export function keywordWhere(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

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
 * (`leftJoin(d.table, d.on(column))`, then select `d.table.label`).
 */
export function dictJoin(name: string, dictType: string) {
  const table = alias(dictEntries, name);
  return { table, on: (column: Column) => and(eq(table.dictType, dictType), eq(table.value, column)) };
}

export const offsetOf = (pageNum: number, pageSize: number) => (pageNum - 1) * pageSize;
