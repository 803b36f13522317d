import { CONTENT_TYPES, type ContentType } from '@museum/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchDocument } from '../../platform/catalog.ts';
import type { MuseumClock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { SharedAnswers } from '../../platform/http/shared-answers.ts';
import { SEARCH_SOURCES } from '../catalog/index.ts';
import { readMeta, writeMeta } from '../site/index.ts';
import { englishDocumentVector, englishRankVector } from './english.ts';
import { englishSearchDocuments, searchDocuments } from './tables.ts';
import { documentVector, rankVector, SEARCH_INDEX_VERSION } from './tokenize.ts';

const VERSION_KEY = 'search_index_version';

/** Rows per insert: well under PostgreSQL's 65535 parameters, large enough to keep round trips few. */
const INSERT_BATCH = 500;

function toRow(source: SearchDocument) {
  return {
    module: source.module,
    resId: source.resId,
    title: source.title,
    body: source.body,
    sortDate: source.sortDate,
    meta: source.meta,
    tokens: sql`${documentVector(source.title, `${source.body} ${source.extra}`)}::tsvector`,
    rankTokens: sql`${rankVector(source.title, source.body)}::tsvector`,
  };
}

/** The English site's row of an item with English: its English twins, its Chinese document's date and picture. */
function toEnglishRow(source: SearchDocument) {
  const english = source.english!;
  return {
    module: source.module,
    resId: source.resId,
    title: english.title,
    body: english.body,
    sortDate: source.sortDate,
    meta: { ...source.meta, ...english.meta },
    tokens: englishDocumentVector(english),
    rankTokens: englishRankVector(english),
  };
}

/** Writes a batch of documents: each into the Chinese index, those with English into the English one too. */
async function insertDocuments(db: Database, sources: SearchDocument[]) {
  if (!sources.length) return;
  await db.insert(searchDocuments).values(sources.map(toRow));
  const english = sources.filter((source) => source.english);
  if (english.length) await db.insert(englishSearchDocuments).values(english.map(toEnglishRow));
}

/**
 * Rebuilds the search index from every module's published items, the collection's included (the English site's
 * from those with English). The seed
 * and `npm run seed -- --scale N` call it after writing; searches see the old index until it commits. Given the
 * server's shared answers, it renews their generation once it has: the kept rankings (service.ts) are of the old
 * index. Without them (the seed command, its own process), those rankings last their ttl, as list totals do.
 */
export async function rebuildSearchIndex(
  db: Database,
  clock: MuseumClock,
  answers?: Pick<SharedAnswers, 'invalidate'>,
): Promise<number> {
  const written = await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    await tx.delete(englishSearchDocuments);
    let written = 0;
    for (const module of CONTENT_TYPES) {
      for await (const sources of SEARCH_SOURCES[module](tx as unknown as Database, clock)) {
        for (let i = 0; i < sources.length; i += INSERT_BATCH) {
          await insertDocuments(tx as unknown as Database, sources.slice(i, i + INSERT_BATCH));
        }
        written += sources.length;
      }
    }
    await writeMeta(tx as unknown as Database, VERSION_KEY, SEARCH_INDEX_VERSION);
    return written;
  });
  await answers?.invalidate();
  // The old rows' entries leave the indexes and the new ones are merged into them: searches would otherwise read
  // twice the postings and a list of pending entries (PGlite has no autovacuum to do it later).
  await db.execute(sql`vacuum analyze ${searchDocuments}`);
  await db.execute(sql`vacuum analyze ${englishSearchDocuments}`);
  return written;
}

/** Rebuilds an index written by an older documentVector (at start, before the server listens). */
export async function ensureSearchIndexCurrent(db: Database, clock: MuseumClock): Promise<number | null> {
  if ((await readMeta(db, VERSION_KEY)) === SEARCH_INDEX_VERSION) return null;
  return rebuildSearchIndex(db, clock);
}

/**
 * Brings one item's entry up to date after staff changed it: removed under every id it was found by (a work's
 * culId may have changed), written again when the item is published. Runs in the caller's transaction, so search
 * and the item change together.
 */
export async function reindexSearchItem(
  db: Database,
  clock: MuseumClock,
  module: ContentType,
  id: number,
  resIds: string[],
): Promise<void> {
  if (resIds.length) {
    for (const d of [searchDocuments, englishSearchDocuments]) {
      await db.delete(d).where(and(eq(d.module, module), inArray(d.resId, resIds)));
    }
  }
  for await (const sources of SEARCH_SOURCES[module](db, clock, id)) await insertDocuments(db, sources);
  // A GIN index keeps new entries in a list that every search reads through until it is merged (up to 4 MB);
  // merged now, one item's worth, since PGlite has no autovacuum to do it.
  for (const table of ['search_documents', 'search_documents_en']) {
    await db.execute(
      sql`select gin_clean_pending_list(${`${table}_tokens_${module}_idx`}::regclass), gin_clean_pending_list(${`${table}_rank_tokens_${module}_idx`}::regclass)`,
    );
  }
}
