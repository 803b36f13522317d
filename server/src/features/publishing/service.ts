import {
  PUBLISHING_CONTENT_TYPES,
  type PublishingItem,
  PublishingMessages,
  type PublishingModule,
  type PublishingPreview,
  type PublishingRow,
  type publishingListQuerySchema,
  scheduleShape,
  versionSchema,
} from '@museum/shared';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { paged } from '../../platform/db/paging.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { fail, notFound } from '../../platform/http/errors.ts';
import { parseOrThrow } from '../../platform/http/validation.ts';
import { MODULES, type ModuleDefinition, type PreviewServices, searchIdOf } from '../catalog/index.ts';
import { reindexSearchItem } from '../search/index.ts';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../staff/index.ts';

type Row = Record<string, unknown> & { id: number };
type Fields = Record<string, unknown>;
type Tx = Database | Transaction;

const scheduleSchema = z.object(scheduleShape);

/** Staff publish content: drafts, changes checked against the version edited, publication now or at a time. */
export function createPublishingService(ctx: AppContext, previews: PreviewServices | null) {
  const { db, clock, storage, answers } = ctx;
  const stamp = (row: Row) => (row.updatedAt as Date).toISOString();
  const localMoment = (moment: Date) => {
    const { day, time } = clock.localTime(moment);
    return `${day} ${time}`;
  };

  function state(row: Row) {
    return {
      id: row.id,
      published: row.published as boolean,
      publishAt: row.publishAt ? (row.publishAt as Date).toISOString() : null,
      version: row.version as number,
      updatedBy: (row.updatedBy as string | null) ?? null,
      createdAt: (row.createdAt as Date).toISOString(),
      updatedAt: stamp(row),
    };
  }

  const toItem = (definition: ModuleDefinition, row: Row): PublishingItem => ({
    ...state(row),
    ...definition.read(row),
  });

  /** What the audit log keeps of an item: its fields and when it shows. */
  const audited = (definition: ModuleDefinition, row: Row) => ({
    ...definition.read(row),
    published: row.published,
    publishAt: row.publishAt ?? null,
  });

  /** Search follows the item in the same transaction; visitors' shared answers are dropped once it commits. */
  async function reindex(tx: Tx, definition: ModuleDefinition, row: Row, before?: Row) {
    const type = PUBLISHING_CONTENT_TYPES[definition.module];
    if (type === undefined) return;
    const ids = new Set([searchIdOf(definition, row), ...(before ? [searchIdOf(definition, before)] : [])]);
    await reindexSearchItem(tx as Database, clock, type, row.id, [...ids]);
  }

  async function current(tx: Tx, definition: ModuleDefinition, id: number): Promise<Row> {
    const t = definition.table;
    const [row] = await tx.select().from(t).where(eq(t.id, id)).limit(1);
    if (!row) throw notFound(PublishingMessages.notFound(definition.module));
    return row as Row;
  }

  /** Runs a change, then drops every shared answer so visitors see it at once. */
  async function change<T>(definition: ModuleDefinition, work: (tx: Transaction) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint !== null) {
        throw definition.module === 'work'
          ? fail(PublishingMessages.culIdTaken, { field: 'culId' })
          : fail(PublishingMessages.nameTaken, { field: 'name' });
      }
      if (foreignKeyViolation(error)) throw fail(PublishingMessages.inUse(definition.module));
      throw error;
    } finally {
      await answers.invalidate();
    }
  }

  async function setPublished(module: PublishingModule, id: number, actor: AuditActor, published: boolean) {
    const definition = MODULES[module];
    const t = definition.table;
    await change(definition, async (tx) => {
      const before = await current(tx, definition, id);
      const [row] = (await tx
        .update(t)
        .set({
          published,
          publishAt: null,
          version: sql`${t.version} + 1`,
          updatedBy: actor.username,
          updatedAt: clock.now(),
        })
        .where(eq(t.id, id))
        .returning()) as Row[];
      await recordAudit(tx, {
        actor,
        action: published ? 'publish' : 'unpublish',
        module,
        recordId: id,
        before: { published: before.published, publishAt: before.publishAt },
        after: { published, publishAt: null },
      });
      await reindex(tx, definition, row!, before);
    });
  }

  return {
    async list(module: PublishingModule, query: z.output<typeof publishingListQuerySchema>) {
      const definition = MODULES[module];
      const t = definition.table;
      const where = and(
        keywordWhere(query.keyword, ...definition.keywords),
        query.published === undefined ? undefined : eq(t.published, query.published),
      );
      const { rows, total } = await paged(
        query,
        db.select().from(t).where(where).orderBy(desc(t.updatedAt), desc(t.id)).$dynamic(),
        db.$count(t, where),
      );
      return {
        rows: (rows as Row[]).map(
          (row): PublishingRow => ({
            ...state(row),
            title: String(row.title ?? row.name ?? ''),
            note: definition.note(row, clock),
            image: definition.image(row),
          }),
        ),
        total,
      };
    },

    async one(module: PublishingModule, id: number): Promise<PublishingItem> {
      const definition = MODULES[module];
      return toItem(definition, await current(db, definition, id));
    },

    /** `origin`: what the collection's IIIF links are made absolute with. */
    async preview(module: PublishingModule, id: number, origin: string): Promise<PublishingPreview> {
      const definition = MODULES[module];
      const row = await current(db, definition, id);
      const answer =
        definition.preview && previews
          ? await definition.preview(previews, id, row, origin)
          : toItem(definition, row);
      if (!answer) throw notFound(PublishingMessages.notFound(module));
      return answer as PublishingPreview;
    },

    async create(module: PublishingModule, body: Fields, actor: AuditActor): Promise<number> {
      const definition = MODULES[module];
      const fields = parseOrThrow(definition.fields, body) as Fields;
      const { publishAt } = parseOrThrow(scheduleSchema, body);
      return change(definition, async (tx) => {
        const columns = await definition.write(fields, { tx, storage });
        const [row] = (await tx
          .insert(definition.table)
          .values({
            ...columns,
            published: false,
            publishAt: publishAt ? new Date(publishAt) : null,
            updatedBy: actor.username,
          } as never)
          .returning()) as Row[];
        await recordAudit(tx, {
          actor,
          action: 'create',
          module,
          recordId: row!.id,
          after: audited(definition, row!),
          plain: definition.plain,
        });
        return row!.id;
      });
    },

    /** Fields not in the body keep their values; `version` must be the one the editor started from. */
    async update(module: PublishingModule, id: number, body: Fields, actor: AuditActor) {
      const definition = MODULES[module];
      const t = definition.table;
      const version = parseOrThrow(z.object({ version: versionSchema }), body).version;
      await change(definition, async (tx) => {
        const before = await current(tx, definition, id);
        const fields = parseOrThrow(definition.fields, { ...definition.read(before), ...body }) as Fields;
        const publishAt =
          'publishAt' in body
            ? parseOrThrow(scheduleSchema, body).publishAt
            : (before.publishAt as Date | null);
        const columns = await definition.write(fields, { tx, storage });
        const [row] = (await tx
          .update(t)
          .set({
            ...columns,
            publishAt: publishAt ? new Date(publishAt) : null,
            version: sql`${t.version} + 1`,
            updatedBy: actor.username,
            updatedAt: clock.now(),
          } as never)
          .where(and(eq(t.id, id), eq(t.version, version)))
          .returning()) as Row[];
        if (!row) {
          // Saved by someone else since the editor opened it: say who and when, change nothing.
          const newer = await current(tx, definition, id);
          throw fail(
            PublishingMessages.stale(
              (newer.updatedBy as string | null) ?? '其他人',
              localMoment(newer.updatedAt as Date),
            ),
            { field: 'version', version: newer.version },
          );
        }
        await recordAudit(tx, {
          actor,
          action: 'update',
          module,
          recordId: id,
          before: audited(definition, before),
          after: audited(definition, row),
          plain: definition.plain,
        });
        await reindex(tx, definition, row, before);
      });
    },

    async remove(module: PublishingModule, id: number, actor: AuditActor) {
      const definition = MODULES[module];
      const t = definition.table;
      await change(definition, async (tx) => {
        const before = await current(tx, definition, id);
        await tx.delete(t).where(eq(t.id, id));
        await recordAudit(tx, {
          actor,
          action: 'delete',
          module,
          recordId: id,
          before: audited(definition, before),
          plain: definition.plain,
        });
        const type = PUBLISHING_CONTENT_TYPES[module];
        if (type !== undefined)
          await reindexSearchItem(tx as Database, clock, type, id, [searchIdOf(definition, before)]);
      });
    },

    publish: (module: PublishingModule, id: number, actor: AuditActor) =>
      setPublished(module, id, actor, true),
    unpublish: (module: PublishingModule, id: number, actor: AuditActor) =>
      setPublished(module, id, actor, false),

    /**
     * Publishes what is due (the job runs every half minute). One conditional update per module both picks and
     * publishes, so two processes never publish an item twice.
     */
    async publishDue(): Promise<number> {
      let published = 0;
      for (const definition of Object.values(MODULES)) {
        const t = definition.table;
        const rows = await db.transaction(async (tx) => {
          const due = (await tx
            .update(t)
            .set({ published: true, publishAt: null, version: sql`${t.version} + 1`, updatedAt: clock.now() })
            .where(and(eq(t.published, false), lte(t.publishAt, clock.now())))
            .returning()) as Row[];
          for (const row of due) {
            await recordAudit(tx, {
              actor: SYSTEM_ACTOR,
              action: 'publish',
              module: definition.module,
              recordId: row.id,
              before: { published: false },
              after: { published: true, scheduled: true },
            });
            await reindex(tx, definition, row);
          }
          return due.length;
        });
        published += rows;
      }
      if (published) await answers.invalidate();
      return published;
    },
  };
}
export type PublishingService = ReturnType<typeof createPublishingService>;

/** A foreign-key violation (SQLSTATE 23503): the item is still referred to (a work type with works). */
function foreignKeyViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    current = candidate.cause;
  }
  return false;
}
