import { ContentType } from '@museum/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { MuseumClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { htmlToText, joinSentences } from '../../platform/html/sanitize.ts';
import { coverOf, randomNumOf } from '../../platform/images/covers.ts';
import { collectionItems, collectionTypes } from '../collection/index.ts';
import {
  academicItems,
  affairs,
  artists,
  type ContentTable,
  educationEvents,
  exhibitions,
  notices,
  policies,
} from '../content/index.ts';
import type { SearchDocumentMeta } from './tables.ts';

/** One item as the index sees it. */
export interface SearchSource {
  module: ContentType;
  resId: string;
  title: string;
  /** What a snippet is cut from: the summary and the text. */
  body: string;
  /** Found by search but not quoted in snippets: names, places, numbers. */
  extra: string;
  sortDate: string | null;
  meta: SearchDocumentMeta;
}

const join = (...parts: (string | null | undefined)[]) => joinSentences(parts);
const dotted = (date: string) => date.replaceAll('-', '.');
const dateRange = (start: string, end: string | null) =>
  end ? `${dotted(start)} — ${dotted(end)}` : `${dotted(start)} 起 · 常设展`;
/** An event's start in the museum's local time, e.g. 2026.11.24 14:00. */
const localDateTime = (clock: MuseumClock, moment: Date) => {
  const { day, time } = clock.localTime(moment);
  return `${dotted(day)} ${time}`;
};
const cover = (row: { id: number; cover: string | null }) => ({
  cover: coverOf(row.cover, row.id),
  randomNum: randomNumOf(row.id),
});

const BATCH = 1000;

/** Reads a table in id order, a batch at a time, so a hundred thousand rows never sit in memory at once. */
async function* batches<R extends { id: number }>(read: (afterId: number, limit: number) => Promise<R[]>) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, BATCH);
    if (!rows.length) return;
    yield rows;
    afterId = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** `only`: the one item (by id) to read, when one item changed. */
type Source = (db: Database, clock: MuseumClock, only?: number) => AsyncGenerator<SearchSource[]>;

/** The published rows of a content table, each turned into what the index needs. */
function contentSource<T extends ContentTable>(
  table: T,
  toSource: (row: T['$inferSelect'], clock: MuseumClock) => SearchSource,
): Source {
  return async function* (db, clock, only) {
    const t = table as typeof exhibitions;
    for await (const rows of batches((after, limit) =>
      db
        .select()
        .from(t)
        .where(and(eq(t.published, true), gt(t.id, after), only === undefined ? undefined : eq(t.id, only)))
        .orderBy(asc(t.id))
        .limit(limit),
    )) {
      yield (rows as T['$inferSelect'][]).map((row) => toSource(row, clock));
    }
  };
}

const exhibitionSource = contentSource(exhibitions, (row) => ({
  module: ContentType.exhibition,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.subtitle, row.venue, row.curator, row.organizer),
  sortDate: row.startDate,
  meta: { ...cover(row), date: dateRange(row.startDate, row.endDate) },
}));

const educationSource = contentSource(educationEvents, (row, clock) => ({
  module: ContentType.education,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.speaker, row.place),
  sortDate: clock.today(row.startAt),
  meta: { ...cover(row), date: localDateTime(clock, row.startAt) },
}));

const artistSource = contentSource(artists, (row) => ({
  module: ContentType.artist,
  resId: String(row.id),
  title: row.name,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.title, row.birthplace),
  sortDate: null,
  meta: {
    ...cover(row),
    date: row.birthYear ? `${row.birthYear}—${row.deathYear ?? ''}` : undefined,
  },
}));

const academicSource = contentSource(academicItems, (row) => ({
  module: ContentType.academic,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.author, row.source),
  sortDate: row.publishedAt,
  meta: { ...cover(row), date: dotted(row.publishedAt) },
}));

const noticeSource = contentSource(notices, (row) => ({
  module: ContentType.notice,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: '',
  sortDate: row.publishedAt,
  meta: { cover: null, randomNum: randomNumOf(row.id), date: dotted(row.publishedAt) },
}));

const policySource = contentSource(policies, (row) => ({
  module: ContentType.policy,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.docNumber, row.issuer),
  sortDate: row.publishedAt,
  meta: { cover: null, randomNum: randomNumOf(row.id), date: dotted(row.publishedAt) },
}));

const affairSource = contentSource(affairs, (row) => ({
  module: ContentType.affair,
  resId: String(row.id),
  title: row.title,
  body: join(row.summary, htmlToText(row.content)),
  extra: join(row.source),
  sortDate: row.publishedAt,
  meta: { ...cover(row), date: dotted(row.publishedAt) },
}));

/** Collection works, found by name, maker, period, material and description. */
const collectionSource: Source = async function* (db, _clock, only) {
  const c = collectionItems;
  for await (const rows of batches((after, limit) =>
    db
      .select({ item: c, typeName: collectionTypes.name })
      .from(c)
      .leftJoin(collectionTypes, eq(collectionTypes.id, c.typeId))
      .where(and(eq(c.published, true), gt(c.id, after), only === undefined ? undefined : eq(c.id, only)))
      .orderBy(asc(c.id))
      .limit(limit)
      .then((found) => found.map(({ item, typeName }) => ({ ...item, typeName }))),
  )) {
    yield rows.map((row) => ({
      module: ContentType.collection,
      resId: row.culId,
      title: row.name,
      body: htmlToText(row.description),
      extra: join(row.culId, row.typeName, row.author, row.period, row.material, row.origin),
      sortDate: null,
      meta: {
        cover: row.images[0] ? `/files/${row.images[0].key}` : coverOf(null, row.id),
        randomNum: randomNumOf(row.id),
        culId: row.culId,
        culName: row.name,
        date: row.period ?? undefined,
      },
    }));
  }
};

/** Every module's items, in content-type order. */
export const SEARCH_SOURCES: Record<ContentType, Source> = {
  [ContentType.exhibition]: exhibitionSource,
  [ContentType.education]: educationSource,
  [ContentType.collection]: collectionSource,
  [ContentType.artist]: artistSource,
  [ContentType.academic]: academicSource,
  [ContentType.notice]: noticeSource,
  [ContentType.policy]: policySource,
  [ContentType.affair]: affairSource,
};
