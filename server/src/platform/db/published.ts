import { type Column, eq, type SQL } from 'drizzle-orm';

/** A table of things staff publish: a visitor reads only its published rows. */
interface Published {
  published: Column;
}

/** The rows a visitor may read: published ones (every reader of content filters with this). */
export const isPublished = (table: Published): SQL => eq(table.published, true);

/** Published rows only, unless drafts are asked for (the console's preview of an item). */
export const visibleTo = (table: Published, drafts: boolean): SQL | undefined =>
  drafts ? undefined : isPublished(table);
