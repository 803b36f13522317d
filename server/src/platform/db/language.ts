/**
 * Content in the language a visitor asks for (docs/PRODUCT.md "English"). Each text a visitor reads has its English
 * twin beside it (`title` → `titleEn`, columns.ts `english`); the English site reads the twins in the Chinese
 * fields' places, so its screens read the same answers, and each item says which language its text is in (`lang`).
 * It lists only the items with an English title (or name); an item without one is answered in Chinese, `lang: 'zh'`.
 * The Chinese site's answers are as they always were: no twin is read, no `lang` is added.
 */
import type { Language } from '@museum/shared';
import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type Columns = Record<string, unknown>;

const isColumn = (value: unknown): value is Column =>
  typeof value === 'object' && value !== null && 'table' in value && 'columnType' in value;

/** A table's column named `<key>En` beside the one named `key`, if it has one. */
export function englishOf(column: Column): Column | undefined {
  const columns = getTableColumns(column.table) as Record<string, Column>;
  const key = Object.keys(columns).find((name) => columns[name]!.name === column.name);
  return key === undefined ? undefined : columns[`${key}En`];
}

/** The English twin of what an item is listed by: its name (an artist, a hall, a work, a link), else its title. */
function englishTitleOf(table: PgTable): Column {
  const columns = getTableColumns(table) as Record<string, Column>;
  const twin = columns.nameEn ?? columns.titleEn;
  if (!twin) throw new Error('a table without an English title');
  return twin;
}

/** Where an item has English: its English title is written. */
export const hasEnglish = (table: PgTable): SQL => sql`coalesce(${englishTitleOf(table)} <> '', false)`;

/** A list's filter for `language`: in English, only the items with English; in Chinese, none. */
export const listedIn = (language: Language, table: PgTable): SQL | undefined =>
  language === 'en' ? hasEnglish(table) : undefined;

/** The twin where it is written, else the column itself. */
const eitherOf = (column: Column, twin: Column) =>
  sql`coalesce(nullif(${twin}, ''), ${column})`.mapWith(column);

/**
 * Columns to select, as a visitor reads them in `language`: in English, each column with a twin reads the twin
 * where it is written and the item has English (its own Chinese otherwise: an item without English is all
 * Chinese), a column of another table joined to it (a work's type) its own twin where written; and `lang` says
 * which language the item's text is in. In Chinese, the columns as they are. `table`: the item's.
 */
export function inLanguage<C extends Columns>(
  language: Language,
  table: PgTable,
  columns: C,
): C & { lang?: SQL<Language> } {
  if (language === 'zh') return columns;
  const translated = hasEnglish(table);
  const read = (column: Column) => {
    const twin = englishOf(column);
    if (!twin) return column;
    return column.table === table
      ? sql`case when ${translated} and ${twin} <> '' then ${twin} else ${column} end`.mapWith(column)
      : eitherOf(column, twin);
  };
  return {
    ...Object.fromEntries(
      Object.entries(columns).map(([key, value]) => [key, isColumn(value) ? read(value) : value]),
    ),
    lang: sql<Language>`case when ${translated} then 'en' else 'zh' end`,
  } as C & { lang?: SQL<Language> };
}

/**
 * What a list's keyword is looked for in: in English, the columns' twins (the text the English site shows); in
 * Chinese, the columns.
 */
export function searchedIn(language: Language, ...columns: Column[]): Column[] {
  if (language === 'zh') return columns;
  return columns.flatMap((column) => englishOf(column) ?? []);
}

/** A text in `language` of a row read with both: its twin where written, else its own (a floor's summary). */
export const textIn = (language: Language, own: string, english: string | null | undefined): string =>
  language === 'en' && english ? english : own;
