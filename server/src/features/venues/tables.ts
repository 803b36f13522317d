import type { Facility, Floor, PlanRect } from '@museum/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** The four floors and what is drawn on their plans besides the halls. */
export const floors = pgTable('floors', {
  floor: varchar('floor', { length: 4 }).$type<Floor>().primaryKey(),
  sort: smallint('sort').notNull(),
  summary: text('summary').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** SVG path of the building outline, in plan units. */
  outline: text('outline').notNull(),
  facilities: jsonb('facilities').$type<Facility[]>().notNull().default([]),
});

/** Exhibition halls (展厅); `applicable` ones can be applied for to host an exhibition. */
export const halls = pgTable(
  'halls',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 40 }).notNull(),
    floor: varchar('floor', { length: 4 })
      .$type<Floor>()
      .notNull()
      .references(() => floors.floor),
    /** Square metres. */
    area: integer('area').notNull(),
    description: text('description').notNull().default(''),
    applicable: boolean('applicable').notNull().default(false),
    position: jsonb('position').$type<PlanRect>().notNull(),
    sort: smallint('sort').notNull().default(0),
    ...publishing(),
  },
  (t) => [
    index('halls_floor_idx').on(t.floor, t.sort),
    check('halls_floor_check', sql`${t.floor} in ('-1F', '1F', '2F', '3F')`),
    check('halls_area_check', sql`${t.area} > 0`),
  ],
);
