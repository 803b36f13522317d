import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { dictValue, english, moment, publishing } from '../../platform/db/columns.ts';

/**
 * Columns every content item has: rich text is stored sanitised; `published = false` hides an item. Each text a
 * visitor reads has its English twin beside it (`title_en` ...), none until an editor writes it: the English site
 * lists the items with an English title (docs/PRODUCT.md "English").
 */
const article = {
  id: pg.serial('id').primaryKey(),
  title: pg.varchar('title', { length: 200 }).notNull(),
  titleEn: english('title'),
  summary: pg.text('summary').notNull().default(''),
  summaryEn: english('summary'),
  content: pg.text('content').notNull().default(''),
  contentEn: english('content'),
  ...publishing(),
};

/** An article with a cover picture (optional: a generated cover stands in for one not uploaded). */
const illustratedArticle = { ...article, cover: pg.text('cover') };

/** Bookable places: exhibition orders take one atomically (`booked_count + n <= capacity`). */
const bookable = {
  /** null: takes no bookings. */
  capacity: pg.integer('capacity'),
  bookedCount: pg.integer('booked_count').notNull().default(0),
};
/**
 * A public list's order, then the columns its filters read, over published rows only: a page's ids come off the
 * index alone, read forwards or backwards (platform/db/paging.ts `pageOfList`).
 */
const listIndex = (name: string, first: pg.PgColumn, ...rest: pg.PgColumn[]) =>
  pg
    .index(name)
    .on(first, ...rest)
    .where(sql`published`);

/** What a scheduled, bookable item is found by (its start, its end, its type), and its places kept in bounds. */
const scheduleIndexes = (prefix: string, start: pg.PgColumn, end: pg.PgColumn, type: pg.PgColumn) => [
  pg.index(`${prefix}_start_idx`).on(start),
  pg.index(`${prefix}_end_idx`).on(end),
  pg.index(`${prefix}_type_idx`).on(type, start),
  pg.check(
    `${prefix}_booking_check`,
    sql`booked_count >= 0 and (capacity is null or booked_count <= capacity)`,
  ),
];

/** Status is derived from the dates (status.ts), so it never goes stale. */
export const exhibitions = pg.pgTable(
  'exhibitions',
  {
    ...illustratedArticle,
    subtitle: pg.varchar('subtitle', { length: 200 }),
    subtitleEn: english('subtitle'),
    gallery: pg.jsonb('gallery').$type<string[]>().notNull().default([]),
    /** dict exhibition_type */
    type: dictValue('type'),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    /** null: a permanent exhibition. */
    endDate: pg.date('end_date', { mode: 'string' }),
    /** The venues feature's hall; `venue` keeps the hall and floor as shown to visitors. */
    hallId: pg.integer('hall_id'),
    venue: pg.varchar('venue', { length: 100 }).notNull().default(''),
    venueEn: english('venue'),
    curator: pg.varchar('curator', { length: 200 }),
    curatorEn: english('curator'),
    organizer: pg.varchar('organizer', { length: 300 }),
    organizerEn: english('organizer'),
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
export const educationEvents = pg.pgTable(
  'education_events',
  {
    ...illustratedArticle,
    /** dict education_type */
    type: dictValue('type'),
    /** dict education_audience */
    audience: dictValue('audience'),
    startAt: moment('start_at').notNull(),
    endAt: moment('end_at').notNull(),
    /** null: booking opens as soon as the event is announced (when it has a capacity). */
    bookingOpensAt: moment('booking_opens_at'),
    place: pg.varchar('place', { length: 200 }).notNull(),
    placeEn: english('place'),
    hallId: pg.integer('hall_id'),
    speaker: pg.varchar('speaker', { length: 200 }),
    speakerEn: english('speaker'),
    ...bookable,
  },
  (t) => [
    ...scheduleIndexes('education', t.startAt, t.endAt, t.type),
    listIndex('education_list_idx', t.startAt, t.id, t.endAt, t.capacity, t.bookingOpensAt, t.type),
  ],
);

export const artists = pg.pgTable(
  'artists',
  {
    id: pg.serial('id').primaryKey(),
    name: pg.varchar('name', { length: 100 }).notNull(),
    nameEn: english('name'),
    /** Computed with pinyin-pro when written: the directory sorts and indexes by it. */
    namePinyin: pg.varchar('name_pinyin', { length: 400 }).notNull(),
    initial: pg.varchar('initial', { length: 1 }).notNull(),
    /** dict artist_category */
    category: dictValue('category'),
    birthYear: pg.smallint('birth_year'),
    deathYear: pg.smallint('death_year'),
    birthplace: pg.varchar('birthplace', { length: 100 }),
    birthplaceEn: english('birthplace'),
    title: pg.varchar('title', { length: 200 }),
    titleEn: english('title'),
    summary: pg.text('summary').notNull().default(''),
    summaryEn: english('summary'),
    content: pg.text('content').notNull().default(''),
    contentEn: english('content'),
    /** A representative work (4:5). */
    cover: pg.text('cover'),
    ...publishing(),
  },
  (t) => [
    pg.index('artists_initial_idx').on(t.initial, t.namePinyin),
    pg.index('artists_pinyin_idx').on(t.namePinyin),
    pg.index('artists_category_idx').on(t.category),
    listIndex('artists_list_idx', t.namePinyin, t.id, t.initial, t.category),
  ],
);

export const academicItems = pg.pgTable(
  'academic_items',
  {
    ...illustratedArticle,
    /** dict academic_type */
    type: dictValue('type'),
    author: pg.varchar('author', { length: 200 }),
    authorEn: english('author'),
    source: pg.varchar('source', { length: 200 }),
    sourceEn: english('source'),
    publishedAt: pg.date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    pg.index('academic_published_idx').on(t.publishedAt, t.id),
    pg.index('academic_type_idx').on(t.type, t.publishedAt),
    listIndex('academic_list_idx', t.publishedAt, t.id, t.type),
  ],
);

export const notices = pg.pgTable(
  'notices',
  {
    ...article,
    pinned: pg.boolean('pinned').notNull().default(false),
    publishedAt: pg.date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    pg.index('notices_order_idx').on(t.pinned, t.publishedAt, t.id),
    listIndex('notices_list_idx', t.pinned, t.publishedAt, t.id),
  ],
);

export const policies = pg.pgTable(
  'policies',
  {
    ...article,
    /** dict policy_type */
    type: dictValue('type'),
    docNumber: pg.varchar('doc_number', { length: 100 }),
    issuer: pg.varchar('issuer', { length: 200 }).notNull(),
    issuerEn: english('issuer'),
    publishedAt: pg.date('published_at', { mode: 'string' }).notNull(),
    effectiveDate: pg.date('effective_date', { mode: 'string' }),
  },
  (t) => [
    pg.index('policies_published_idx').on(t.publishedAt, t.id),
    pg.index('policies_type_idx').on(t.type, t.publishedAt),
    listIndex('policies_list_idx', t.publishedAt, t.id, t.type),
  ],
);

/** Museum affairs; `status` is the tab of /affair/{tab?} (1 news, 2 open information, 3 press). */
export const affairs = pg.pgTable(
  'affairs',
  {
    ...illustratedArticle,
    status: pg.smallint('status').notNull(),
    source: pg.varchar('source', { length: 200 }),
    sourceEn: english('source'),
    publishedAt: pg.date('published_at', { mode: 'string' }).notNull(),
  },
  (t) => [
    pg.index('affairs_status_idx').on(t.status, t.publishedAt, t.id),
    listIndex('affairs_list_idx', t.publishedAt, t.id, t.status),
  ],
);

/** Carousel slides of the home page and of the collection page. */
export const banners = pg.pgTable(
  'banners',
  {
    id: pg.serial('id').primaryKey(),
    /** 'home' | 'collection' */
    position: pg.varchar('position', { length: 32 }).notNull(),
    title: pg.varchar('title', { length: 200 }).notNull(),
    titleEn: english('title'),
    subtitle: pg.varchar('subtitle', { length: 300 }),
    subtitleEn: english('subtitle'),
    image: pg.text('image').notNull(),
    link: pg.text('link'),
    sort: pg.integer('sort').notNull().default(0),
    /** Optional display window; a slide outside it is not shown. */
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    ...publishing(),
  },
  (t) => [pg.index('banners_position_idx').on(t.position, t.sort)],
);

/** Friendly links of the header submenu. */
export const links = pg.pgTable('links', {
  id: pg.serial('id').primaryKey(),
  name: pg.varchar('name', { length: 100 }).notNull(),
  nameEn: english('name'),
  url: pg.text('url').notNull(),
  sort: pg.integer('sort').notNull().default(0),
  ...publishing(),
});

/** Dictionary entries (`GET /client/dict?dictType=`): value/label pairs grouped by type. */
export const dictEntries = pg.pgTable(
  'dict_entries',
  {
    id: pg.serial('id').primaryKey(),
    dictType: pg.varchar('dict_type', { length: 64 }).notNull(),
    value: pg.varchar('value', { length: 64 }).notNull(),
    label: pg.varchar('label', { length: 100 }).notNull(),
    /** The label on the English site; the Chinese one where there is none. */
    labelEn: english('label'),
    sort: pg.integer('sort').notNull().default(0),
  },
  (t) => [pg.index('dict_entries_type_idx').on(t.dictType, t.sort)],
);
