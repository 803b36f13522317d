import {
  AFFAIR_STATUS_LABELS,
  type ContentDeclaration,
  declarationOf,
  FLOOR_NAMES,
  type PublishingFields,
  PublishingMessages,
  type PublishingModule,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import type { ZodType } from 'zod';
import type { MuseumClock } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { fail } from '../../platform/http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { createCollectionService } from '../collection/index.ts';
import { collectionItems, collectionTypes, type StoredImage } from '../collection/tables.ts';
import { type createContentService, pinyinOf } from '../content/index.ts';
import {
  academicItems,
  affairs,
  artists,
  banners,
  educationEvents,
  exhibitions,
  links,
  notices,
  policies,
} from '../content/tables.ts';
import { halls } from '../venues/tables.ts';

/** Any table staff publish: its own columns, and those of `publishing()`. */
export type PublishingTable = typeof exhibitions;
type Row = Record<string, unknown> & { id: number };
type Fields = Record<string, unknown>;

/** What a module's writer may look up while it turns fields into columns. */
export interface WriteContext {
  tx: Database | Transaction;
  storage: ObjectStorage;
}

/**
 * One module of the console: its declaration bound to its table, how its fields are stored and read back, how it
 * is listed.
 */
export interface ModuleDefinition {
  module: PublishingModule;
  table: PublishingTable;
  fields: ZodType;
  /** The stored row as the module's fields (the visitor API's names). */
  read(row: Row): Fields;
  /** The module's fields as column values. */
  write(fields: Fields, ctx: WriteContext): Promise<Fields>;
  keywords: PgColumn[];
  /** A second line of the list's row. */
  note(row: Row, clock: MuseumClock): string;
  image(row: Row): string | null;
  /** Fields named like personal data that are public here (an artist's name). */
  plain?: string[];
  /** The visitor API's own detail of the item, drafts included ("preview as visitor"), where it has a page. */
  preview?(services: PreviewServices, id: number, row: Row, origin: string): Promise<unknown>;
  /**
   * A content item visitors open (searched, kept as a favourite, in the sitemap: published.ts): when it is, for
   * ordering search results, and that date as a hit shows it.
   */
  dated?: Dated;
}

/**
 * A published item's date: what search results are ordered by, and how a hit shows it (`dateEn` on the English
 * site, where it is said in words).
 */
export type Dated = (
  row: Row,
  clock: MuseumClock,
) => { sortDate: string | null; date?: string; dateEn?: string };

/** A module's `dated`, written against its own table's row. */
const datedBy =
  <T extends PgTable>(
    _table: T,
    dated: (row: T['$inferSelect'], clock: MuseumClock) => ReturnType<Dated>,
  ): Dated =>
  (row, clock) =>
    dated(row as T['$inferSelect'], clock);

/** The visitor services a preview is read from. */
export interface PreviewServices {
  content: ReturnType<typeof createContentService>;
  collection: ReturnType<typeof createCollectionService>;
}

const FILES = '/files/';
/** A generated cover (what the visitor API shows for an item without its own image) is no image of the item's. */
const ownImage = (url: unknown) =>
  typeof url === 'string' && !url.startsWith(`${FILES}demo/covers/`) ? url : null;
const dotted = (day: unknown) => String(day ?? '').replaceAll('-', '.');
const dateRange = (start: string, end: string | null) =>
  end ? `${dotted(start)} — ${dotted(end)}` : `${dotted(start)} 起 · 常设展`;
const dateRangeEn = (start: string, end: string | null) =>
  end ? `${dotted(start)} — ${dotted(end)}` : `From ${dotted(start)} · Permanent`;
/** A day of publication, as a hit shows it. */
const publishedOn: Dated = (row) => ({ sortDate: row.publishedAt as string, date: dotted(row.publishedAt) });
const iso = (moment: unknown) => (moment instanceof Date ? moment.toISOString() : (moment ?? null));

/** A hall's floor and name as a place, in Chinese and (where the hall has an English name) in English. */
async function hallVenue(tx: WriteContext['tx'], hallId: number): Promise<{ zh: string; en: string | null }> {
  const [hall] = await tx
    .select({ name: halls.name, nameEn: halls.nameEn, floor: halls.floor })
    .from(halls)
    .where(eq(halls.id, hallId))
    .limit(1);
  if (!hall) throw fail(PublishingMessages.hallMissing, { field: 'hallId' });
  return { zh: `${hall.floor} · ${hall.name}`, en: hall.nameEn ? `${hall.floor} · ${hall.nameEn}` : null };
}

async function exists(tx: WriteContext['tx'], column: PgColumn, id: number) {
  const table = (column as unknown as { table: typeof halls }).table;
  const found = await tx.select({ id: column }).from(table).where(eq(column, id)).limit(1);
  return found.length > 0;
}

/** A work's photograph: a stored file, measured once when it is saved (IIIF and the masonry need its size). */
async function storedImage(storage: ObjectStorage, url: string): Promise<StoredImage> {
  const key = url.startsWith(FILES) ? decodeURIComponent(url.slice(FILES.length)) : null;
  const bytes = key ? await storage.read(key) : null;
  if (!key || !bytes) throw fail(PublishingMessages.imageMissing(url), { field: 'images' });
  try {
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) throw new Error('no size');
    return { key, width, height };
  } catch {
    throw fail(PublishingMessages.imageMissing(url), { field: 'images' });
  }
}

/** A stored row as the declared fields: moments as ISO instants, everything else as it is kept. */
function readDeclared(declaration: ContentDeclaration, row: Row): Fields {
  return Object.fromEntries(
    Object.entries(declaration.fields).map(([name, { kind }]) => [
      name,
      kind.type === 'moment' ? iso(row[name]) : (row[name] ?? null),
    ]),
  );
}

/**
 * The declared fields as columns: rich text sanitised, moments as dates, and a generated cover (what the visitor
 * API shows for an item without an image) not kept as the item's own.
 */
function writeDeclared(declaration: ContentDeclaration, fields: Fields): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      const declared = declaration.fields[name];
      switch (declared?.kind.type) {
        case 'rich':
          return [name, sanitizeRichText(String(value ?? ''))];
        case 'moment':
          return [name, value ? new Date(value as string) : null];
        case 'image':
          return [name, declared.required ? value : ownImage(value)];
        default:
          return [name, value];
      }
    }),
  );
}

/**
 * Binds a module's declaration to its table; `read` and `write` add what the declaration cannot say (a hall's
 * place written out, an artist's pinyin, a work's measured photographs).
 */
function define<M extends PublishingModule>(
  module: M,
  definition: Omit<ModuleDefinition, 'module' | 'fields' | 'write' | 'read'> & {
    read?(row: Row): Fields;
    write?(fields: PublishingFields<M>, ctx: WriteContext): Promise<Fields> | Fields;
  },
): ModuleDefinition {
  const declaration = declarationOf(module);
  return {
    ...definition,
    module,
    fields: declaration.schema,
    read: (row) => ({ ...readDeclared(declaration, row), ...definition.read?.(row) }),
    write: async (fields, ctx) => {
      const own = definition.write ? await definition.write(fields as PublishingFields<M>, ctx) : fields;
      return writeDeclared(declaration, own);
    },
  };
}

const exhibition = define('exhibition', {
  table: exhibitions,
  keywords: [exhibitions.title, exhibitions.titleEn, exhibitions.subtitle, exhibitions.summary],
  async write(fields, { tx }) {
    // The hall's floor and name, unless the editor wrote the place out themselves; in English too.
    const hall = fields.hallId ? await hallVenue(tx, fields.hallId) : { zh: '', en: null };
    return { ...fields, venue: fields.venue || hall.zh, venueEn: fields.venueEn || hall.en };
  },
  preview: ({ content }, id) => content.exhibitions.detail(id, true),
  dated: datedBy(exhibitions, (row) => ({
    sortDate: row.startDate,
    date: dateRange(row.startDate, row.endDate),
    dateEn: dateRangeEn(row.startDate, row.endDate),
  })),
  note: (row) =>
    `${dotted(row.startDate)} — ${row.endDate ? dotted(row.endDate) : '常设'} · ${row.venue || '未定地点'}`,
  image: (row) => ownImage(row.cover),
});

const education = define('education', {
  table: educationEvents as unknown as PublishingTable,
  keywords: [
    educationEvents.title,
    educationEvents.titleEn,
    educationEvents.summary,
    educationEvents.speaker,
  ],
  async write(fields, { tx }) {
    if (fields.hallId) await hallVenue(tx, fields.hallId);
    return fields;
  },
  preview: ({ content }, id) => content.education.detail(id, true),
  dated: datedBy(educationEvents, (row, clock) => {
    const { day, time } = clock.localTime(row.startAt);
    return { sortDate: day, date: `${dotted(day)} ${time}` };
  }),
  note: (row, clock) => {
    const { day, time } = clock.localTime(row.startAt as Date);
    return `${dotted(day)} ${time} · ${row.place}`;
  },
  image: (row) => ownImage(row.cover),
});

const artist = define('artist', {
  table: artists as unknown as PublishingTable,
  keywords: [artists.name, artists.nameEn, artists.namePinyin, artists.title],
  plain: ['name'],
  write: (fields) => ({ ...fields, ...pinyinOf(fields.name) }),
  preview: ({ content }, id) => content.artists.detail(id, true),
  dated: datedBy(artists, (row) => ({
    sortDate: null,
    date: row.birthYear ? `${row.birthYear}—${row.deathYear ?? ''}` : undefined,
  })),
  note: (row) => [row.title, row.birthplace].filter(Boolean).join(' · '),
  image: (row) => ownImage(row.cover),
});

const article = (
  module: 'academic' | 'notice' | 'policy' | 'affair',
  table: PublishingTable,
  reader: 'academic' | 'notices' | 'policies' | 'affairs',
  note: (row: Row) => string,
) =>
  define(module, {
    table,
    keywords: [table.title, table.titleEn, table.summary],
    note,
    image: (row) => ownImage(row.cover),
    preview: ({ content }, id) => content[reader].detail(id, true),
    dated: publishedOn,
  });

const academic = article(
  'academic',
  academicItems as unknown as PublishingTable,
  'academic',
  (row) => `${dotted(row.publishedAt)}${row.author ? ` · ${row.author}` : ''}`,
);
const notice = article(
  'notice',
  notices as unknown as PublishingTable,
  'notices',
  (row) => `${dotted(row.publishedAt)}${row.pinned ? ' · 置顶' : ''}`,
);
const policy = article(
  'policy',
  policies as unknown as PublishingTable,
  'policies',
  (row) => `${dotted(row.publishedAt)} · ${row.issuer}${row.docNumber ? ` · ${row.docNumber}` : ''}`,
);
const affair = article(
  'affair',
  affairs as unknown as PublishingTable,
  'affairs',
  (row) => `${dotted(row.publishedAt)} · ${AFFAIR_STATUS_LABELS[row.status as 1 | 2 | 3] ?? ''}`,
);

const banner = define('banner', {
  table: banners as unknown as PublishingTable,
  keywords: [banners.title, banners.titleEn, banners.subtitle],
  note: (row) => `${row.position === 'home' ? '首页' : '典藏页'} · 排序 ${row.sort}`,
  image: (row) => (row.image as string) ?? null,
});

const link = define('link', {
  table: links as unknown as PublishingTable,
  keywords: [links.name, links.nameEn, links.url],
  plain: ['name'],
  note: (row) => String(row.url),
  image: () => null,
});

const hall = define('hall', {
  table: halls as unknown as PublishingTable,
  keywords: [halls.name, halls.nameEn, halls.description],
  plain: ['name'],
  note: (row) =>
    `${FLOOR_NAMES[row.floor as keyof typeof FLOOR_NAMES] ?? row.floor} · ${row.area} 平方米${row.applicable ? ' · 可申请办展' : ''}`,
  image: () => null,
});

const work = define('work', {
  table: collectionItems as unknown as PublishingTable,
  keywords: [collectionItems.name, collectionItems.nameEn, collectionItems.culId, collectionItems.author],
  // The dialect's culName is the table's name, in either language.
  read: (row) => ({
    culName: row.name,
    culNameEn: row.nameEn ?? null,
    images: (row.images as StoredImage[]).map((image) => ({
      url: `${FILES}${image.key}`,
      width: image.width,
      height: image.height,
    })),
  }),
  async write({ culName, culNameEn, images, ...fields }, { tx, storage }) {
    if (!(await exists(tx, collectionTypes.id, fields.typeId)))
      throw fail(PublishingMessages.typeMissing, { field: 'typeId' });
    if (fields.artistId && !(await exists(tx, artists.id, fields.artistId)))
      throw fail(PublishingMessages.artistMissing, { field: 'artistId' });
    return {
      ...fields,
      name: culName,
      nameEn: culNameEn,
      images: await Promise.all(images.map((image) => storedImage(storage, image.url))),
    };
  },
  preview: ({ collection }, _id, row, origin) => collection.detail(String(row.culId), origin, true),
  note: (row) => [row.culId, row.period, row.author].filter(Boolean).join(' · '),
  image: (row) => {
    const [first] = row.images as StoredImage[];
    return first ? `${FILES}${first.key}` : null;
  },
});

const workType = define('work-type', {
  table: collectionTypes as unknown as PublishingTable,
  keywords: [collectionTypes.name, collectionTypes.nameEn, collectionTypes.intro],
  plain: ['name'],
  note: (row) => String(row.intro ?? '').slice(0, 40),
  image: () => null,
});

export const MODULES: Record<PublishingModule, ModuleDefinition> = {
  exhibition,
  education,
  academic,
  notice,
  policy,
  affair,
  artist,
  banner,
  link,
  hall,
  work,
  'work-type': workType,
};

/** The id an item is found by in search and favourites (a work's culId), for the modules visitors open. */
export function searchIdOf(definition: ModuleDefinition, row: Row): string {
  return definition.module === 'work' ? String(row.culId) : String(row.id);
}
