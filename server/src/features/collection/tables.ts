import * as pg from 'drizzle-orm/pg-core';
import { english, publishing } from '../../platform/db/columns.ts';

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
  nameEn: english('name'),
  intro: pg.text('intro').notNull().default(''),
  introEn: english('intro'),
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
    /** English twins of what a visitor reads (docs/PRODUCT.md "English"): the English site lists works with `name_en`. */
    nameEn: english('name'),
    typeId: pg
      .integer('type_id')
      .notNull()
      .references(() => collectionTypes.id),
    period: pg.varchar('period', { length: 60 }),
    periodEn: english('period'),
    material: pg.varchar('material', { length: 120 }),
    materialEn: english('material'),
    size: pg.varchar('size', { length: 120 }),
    sizeEn: english('size'),
    /** The maker as catalogued (may be 佚名 or a workshop). */
    author: pg.varchar('author', { length: 60 }),
    authorEn: english('author'),
    /** The content feature's `artists.id`; no foreign key, so the collection stands without the content feature. */
    artistId: pg.integer('artist_id'),
    origin: pg.varchar('origin', { length: 120 }),
    originEn: english('origin'),
    acquisition: pg.varchar('acquisition', { length: 120 }),
    acquisitionEn: english('acquisition'),
    grade: pg.varchar('grade', { length: 20 }),
    gradeEn: english('grade'),
    /** Sanitised rich text. */
    description: pg.text('description').notNull().default(''),
    descriptionEn: english('description'),
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
