import type { EngagementCounts, Language } from '@museum/shared';
import { and, type Column, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Remember } from '../../platform/db/paging.ts';
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
    /**
     * The label of the code in `column` (its English label on the English site, where it has one); the code itself
     * when the dictionary has no entry for it.
     */
    labelOf: (column: Column, language: Language = 'zh') =>
      language === 'en'
        ? sql<string>`coalesce(nullif(${table.labelEn}, ''), ${table.label}, ${column})`
        : sql<string>`coalesce(${table.label}, ${column})`,
  };
}

/** A kept detail is built afresh at least this often, in case it was written around the console. */
const DETAIL_TTL_SECONDS = 600;

/**
 * A detail: its public part (all but its live counts and the visitor's own marks), built once (a query, and its
 * rich text sanitised) and kept until published content changes, with its counts (kept by engagement) looked up
 * at the same time. `key` names the item and whatever else the part depends on (the day its status was judged
 * on). The console's previews of drafts are never kept.
 */
export async function keptDetail<T>(
  remember: Remember,
  key: string,
  drafts: boolean,
  build: () => Promise<T | null>,
  counts: () => Promise<EngagementCounts>,
): Promise<(T & EngagementCounts) | null> {
  const part = async () => {
    if (drafts) return build();
    const kept = await remember(`detail:${key}`, DETAIL_TTL_SECONDS, async () =>
      JSON.stringify(await build()),
    );
    return JSON.parse(kept) as T | null;
  };
  const [item, shown] = await Promise.all([part(), counts()]);
  return item && { ...item, ...shown };
}
