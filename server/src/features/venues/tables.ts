import type { Facility, Floor, PlanRect } from '@museum/shared';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { english, publishing } from '../../platform/db/columns.ts';

/** A facility as kept: a label of its own may have its English beside it (the kind's label has one already). */
export type StoredFacility = Facility & { labelEn?: string };

/** The four floors and what is drawn on their plans besides the halls. */
export const floors = pg.pgTable('floors', {
  floor: pg.varchar('floor', { length: 4 }).$type<Floor>().primaryKey(),
  sort: pg.smallint('sort').notNull(),
  summary: pg.text('summary').notNull().default(''),
  summaryEn: english('summary'),
  width: pg.integer('width').notNull(),
  height: pg.integer('height').notNull(),
  /** SVG path of the building outline, in plan units. */
  outline: pg.text('outline').notNull(),
  facilities: pg.jsonb('facilities').$type<StoredFacility[]>().notNull().default([]),
});

/** Exhibition halls (展厅); `applicable` ones can be applied for to host an exhibition. */
export const halls = pg.pgTable(
  'halls',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.varchar('name', { length: 40 }).notNull(),
    /** The English site's floor guide shows the halls with an English name (docs/PRODUCT.md "English"). */
    nameEn: english('name'),
    floor: pg
      .varchar('floor', { length: 4 })
      .$type<Floor>()
      .notNull()
      .references(() => floors.floor),
    /** Square metres. */
    area: pg.integer('area').notNull(),
    description: pg.text('description').notNull().default(''),
    descriptionEn: english('description'),
    applicable: pg.boolean('applicable').notNull().default(false),
    position: pg.jsonb('position').$type<PlanRect>().notNull(),
    sort: pg.smallint('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [
    pg.index('halls_floor_idx').on(t.floor, t.sort),
    pg.check('halls_floor_check', sql`${t.floor} in ('-1F', '1F', '2F', '3F')`),
    pg.check('halls_area_check', sql`${t.area} > 0`),
  ],
);
