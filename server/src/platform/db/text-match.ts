import { type Column, ilike, or, type SQL } from 'drizzle-orm';

/** LIKE pattern for "contains": the visitor's `%` and `_` are taken literally, not as wildcards. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The keyword filter of a list screen: the keyword within any of the columns, case aside. */
export function keywordWhere(keyword: string | undefined, ...columns: Column[]): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
