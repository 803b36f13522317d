import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { publishing } from '../../platform/db/columns.ts';

/** One stored photograph of an item, with its pixel size (IIIF info.json and masonry layout need it). */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
}

/** Categories of the collection (painting, calligraphy, ceramics ...). */
export const collectionTypes = pgTable('collection_types', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 30 }).notNull().unique(),
  intro: text('intro').notNull().default(''),
  sort: smallint('sort').notNull().default(0),
  ...publishing(),
});

/** Items of the built-in ICMS-compatible collection service. */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    /** Accession number, the public id (`culId`), e.g. TSM-HH-0001. */
    culId: varchar('cul_id', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => collectionTypes.id),
    period: varchar('period', { length: 60 }),
    material: varchar('material', { length: 120 }),
    size: varchar('size', { length: 120 }),
    /** The maker as catalogued (may be 佚名 or a workshop). */
    author: varchar('author', { length: 60 }),
    /** The content feature's `artists.id`; no foreign key, so the collection stands without the content feature. */
    artistId: integer('artist_id'),
    origin: varchar('origin', { length: 120 }),
    acquisition: varchar('acquisition', { length: 120 }),
    grade: varchar('grade', { length: 20 }),
    /** Sanitised rich text. */
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    /** Highlights come first in lists and on the home page. */
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [
    // In the list's order (highlights first, then the curators' sort), so a page is read off the index.
    index('collection_items_list_idx').on(t.published, t.featured.desc().nullsFirst(), t.sort, t.id),
    index('collection_items_type_idx').on(
      t.typeId,
      t.published,
      t.featured.desc().nullsFirst(),
      t.sort,
      t.id,
    ),
    index('collection_items_artist_idx').on(t.artistId),
  ],
);
