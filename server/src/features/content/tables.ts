import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { moment, publishing } from '../../platform/db/columns.ts';

/** Columns every content item has: rich text is stored sanitised; `published = false` hides an item. */
const article = {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull().default(''),
  ...publishing(),
};

/** Bookable places: exhibition orders take one atomically (`booked_count + n <= capacity`). */
const bookable = {
  /** null: takes no bookings. */
  capacity: integer('capacity'),
  bookedCount: integer('booked_count').notNull().default(0),
};
/**
 * A public list's order, then the columns its filters read, over published rows only: a page's ids come off the
 * index alone, read forwards or backwards (platform/db/paging.ts `pageOfList`).
 */
const listIndex = (name: string, first: PgColumn, ...rest: PgColumn[]) =>
  index(name)
    .on(first, ...rest)
    .where(sql`published`);

/** What a scheduled, bookable item is found by (its start, its end, its type), and its places kept in bounds. */
const scheduleIndexes = (prefix: string, start: PgColumn, end: PgColumn, type: PgColumn) => [
  index(`${prefix}_start_idx`).on(start),
  index(`${prefix}_end_idx`).on(end),
  index(`${prefix}_type_idx`).on(type, start),
  check(`${prefix}_booking_check`, sql`booked_count >= 0 and (capacity is null or booked_count <= capacity)`),
];

/** Status is derived from the dates (status.ts), so it never goes stale. */
export const exhibitions = pgTable(
  'exhibitions',
  {
    ...article,
    subtitle: varchar('subtitle', { length: 200 }),
    cover: text('cover'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** dict exhibition_type */
    type: varchar('type', { length: 64 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** null: a permanent exhibition. */
    endDate: date('end_date', { mode: 'string' }),
    /** The venues feature's hall; `venue` keeps the hall and floor as shown to visitors. */
    hallId: integer('hall_id'),
    venue: varchar('venue', { length: 100 }).notNull().default(''),
    curator: varchar('curator', { length: 200 }),
    organizer: varchar('organizer', { length: 300 }),
    ...bookable,
  },
  (t) => [
    ...scheduleIndexes('exhibitions', t.startDate, t.endDate, t.type),
    listIndex('exhibitions_list_idx', t.startDate, t.id, t.endDate, t.type),
    listIndex('exhibitions_ended_list_idx', t.endDate, t.id),
    listIndex('exhibitions_type_list_idx', t.type, t.startDate, t.id, t.endDate),
  ],
);

/** Public-education events: preview, open for reservation, or in review once over (status.ts). */
export const educationEvents = pgTable(
  'education_events',
  {
    ...article,
    cover: text('cover'),
    /** dict education_type */
    type: varchar('type', { length: 64 }).notNull(),
    /** dict education_audience */
    audience: varchar('audience', { length: 64 }).notNull(),
    startAt: moment('start_at').notNull(),
    endAt: moment('end_at').notNull(),
    /** null: booking opens as soon as the event is announced (when it has a capacity). */
    bookingOpensAt: moment('booking_opens_at'),
    place: varchar('place', { length: 200 }).notNull(),
    hallId: integer('hall_id'),
    speaker: varchar('speaker', { length: 200 }),
    ...bookable,
  },
  (t) => [
    ...scheduleIndexes('education', t.startAt, t.endAt, t.type),
    listIndex('education_list_idx', t.startAt, t.id, t.endAt, t.capacity, t.bookingOpensAt, t.type),
  ],
);

export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Computed with pinyin-pro when written: the directory sorts and indexes by it. */
    namePinyin: varchar('name_pinyin', { length: 400 }).notNull(),
    initial: varchar('initial', { length: 1 }).notNull(),
    /** dict artist_category */
    category: varchar('category', { length: 64 }).notNull(),
    birthYear: smallint('birth_year'),
    deathYear: smallint('death_year'),
    birthplace: varchar('birthplace', { length: 100 }),
    title: varchar('title', { length: 200 }),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    /** A representative work (4:5). */
    cover: text('cover'),
    ...publishing(),
  },
  (t) => [
    index('artists_initial_idx').on(t.initial, t.namePinyin),
    index('artists_pinyin_idx').on(t.namePinyin),
    index('artists_category_idx').on(t.category),
    listIndex('artists_list_idx', t.namePinyin, t.id, t.initial, t.category),
  ],
);

export const academicItems = pgTable(
  'academic_items',
  {
    ...article,
    cover: text('cover'),
    /** dict academic_type */
    type: varchar('type', { length: 64 }).notNull(),
    author: varchar('author', { length: 200 }),
    source: varchar('source', { length: 200 }),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('academic_published_idx').on(t.publishedAt, t.id),
    index('academic_type_idx').on(t.type, t.publishedAt),
    listIndex('academic_list_idx', t.publishedAt, t.id, t.type),
  ],
);

export const notices = pgTable(
  'notices',
  {
    ...article,
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('notices_order_idx').on(t.pinned, t.publishedAt, t.id),
    listIndex('notices_list_idx', t.pinned, t.publishedAt, t.id),
  ],
);

export const policies = pgTable(
  'policies',
  {
    ...article,
    /** dict policy_type */
    type: varchar('type', { length: 64 }).notNull(),
    docNumber: varchar('doc_number', { length: 100 }),
    issuer: varchar('issuer', { length: 200 }).notNull(),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }),
  },
  (t) => [
    index('policies_published_idx').on(t.publishedAt, t.id),
    index('policies_type_idx').on(t.type, t.publishedAt),
    listIndex('policies_list_idx', t.publishedAt, t.id, t.type),
  ],
);

/** Museum affairs; `status` is the tab of /affair/{tab?} (1 news, 2 open information, 3 press). */
export const affairs = pgTable(
  'affairs',
  {
    ...article,
    status: smallint('status').notNull(),
    cover: text('cover'),
    source: varchar('source', { length: 200 }),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('affairs_status_idx').on(t.status, t.publishedAt, t.id),
    listIndex('affairs_list_idx', t.publishedAt, t.id, t.status),
  ],
);

/** Carousel slides of the home page and of the collection page. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    /** 'home' | 'collection' */
    position: varchar('position', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }),
    image: text('image').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    /** Optional display window; a slide outside it is not shown. */
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    ...publishing(),
  },
  (t) => [index('banners_position_idx').on(t.position, t.sort)],
);

/** Friendly links of the header submenu. */
export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  ...publishing(),
});

/** Dictionary entries (`GET /client/dict?dictType=`): value/label pairs grouped by type. */
export const dictEntries = pgTable(
  'dict_entries',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 64 }).notNull(),
    value: varchar('value', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('dict_entries_type_idx').on(t.dictType, t.sort)],
);
