import * as pg from 'drizzle-orm/pg-core';
import { publishing } from '../../platform/db/columns.ts';

/** One stored photograph of an item, with its pixel size (IIIF info.json and masonry layout need it). */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Categories of the collection (painting, calligraphy, ceramics ...). */
export const collectionTypes = pg.pgTable('collection_types', {
  id: pg.serial('id').primaryKey(),
  name: pg.varchar('name', { length: 30 }).notNull().unique(),
  intro: pg.text('intro').notNull().default(''),
  sort: pg.smallint('sort').notNull().default(0),
  ...publishing(),
});

/** Items of the built-in ICMS-compatible collection service. */
export const collectionItems = pg.pgTable(
  'collection_items',
  {
    id: pg.serial('id').primaryKey(),
    /** Accession number, the public id (`culId`), e.g. TSM-HH-0001. */
    culId: pg.varchar('cul_id', { length: 40 }).notNull().unique(),
    name: pg.varchar('name', { length: 120 }).notNull(),
    typeId: pg
      .integer('type_id')
      .notNull()
      .references(() => collectionTypes.id),
    period: pg.varchar('period', { length: 60 }),
    material: pg.varchar('material', { length: 120 }),
    size: pg.varchar('size', { length: 120 }),
    /** The maker as catalogued (may be 佚名 or a workshop). */
    author: pg.varchar('author', { length: 60 }),
    /** The content feature's `artists.id`; no foreign key, so the collection stands without the content feature. */
    artistId: pg.integer('artist_id'),
    origin: pg.varchar('origin', { length: 120 }),
    acquisition: pg.varchar('acquisition', { length: 120 }),
    grade: pg.varchar('grade', { length: 20 }),
    /** Sanitised rich text. */
    description: pg.text('description').notNull().default(''),
    images: pg.jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** Highlights come first in lists and on the home page. */
    featured: pg.boolean('featured').notNull().default(false),
    sort: pg.integer('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [
    // In the list's order (highlights first, then the curators' sort), so a page is read off the index.
    pg.index('collection_items_list_idx').on(t.published, t.featured.desc().nullsFirst(), t.sort, t.id),
    pg
      .index('collection_items_type_idx')
      .on(t.typeId, t.published, t.featured.desc().nullsFirst(), t.sort, t.id),
    pg.index('collection_items_artist_idx').on(t.artistId),
  ],
);
