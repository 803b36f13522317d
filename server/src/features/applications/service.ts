import {
  APPLICATION_FILE_TYPES,
  ApplicationMessages,
  ApplicationStatus,
  HOSTING_MAX_PENDING,
  MessageKind,
  maskContact,
  type PageQuery,
  userCenterPath,
  type VenueApplication,
  type VenueSetting,
  type venueApplySchema,
} from '@museum/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { ownRow } from '../../platform/db/own-row.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { lockVisitor } from '../accounts/index.ts';
import { attachmentKey, createFilesService } from '../files/index.ts';
import { sendMessage } from '../messages/index.ts';
import { createVenuesService } from '../venues/index.ts';
import { venueApplications, venueSettings } from './tables.ts';

type ApplicationRow = typeof venueApplications.$inferSelect;

/** Exhibition-hosting applications: the visitor's own, and nobody else's. */
export function createApplicationsService(ctx: AppContext) {
  const { db, clock } = ctx;
  const files = createFilesService(ctx);
  const venues = createVenuesService(ctx);

  async function toApplications(rows: ApplicationRow[]): Promise<VenueApplication[]> {
    const wanted = new Set(rows.flatMap((row) => (row.hallId ? [row.hallId] : [])));
    const names = new Map(
      wanted.size ? (await venues.halls()).filter((h) => wanted.has(h.id)).map((h) => [h.id, h.name]) : [],
    );
    return rows.map((row) => ({
      id: row.id,
      startTime: row.startDate,
      endTime: row.endDate,
      ...maskContact(row),
      ...files.attachments(row.fileKeys),
      intro: row.intro,
      hallId: row.hallId,
      hallName: row.hallId ? (names.get(row.hallId) ?? null) : null,
      status: row.status as ApplicationStatus,
      reviewNote: row.reviewNote,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canWithdraw: row.status === ApplicationStatus.pending,
      canDelete: row.status === ApplicationStatus.withdrawn || row.status === ApplicationStatus.rejected,
    }));
  }
  const toApplication = async (row: ApplicationRow) => (await toApplications([row]))[0]!;

  const ownApplication = (userId: number, id: number): Promise<ApplicationRow> =>
    ownRow(db, venueApplications, userId, id, ApplicationMessages.notFound);

  return {
    async setting(): Promise<VenueSetting> {
      const [[settings], halls] = await Promise.all([
        db.select().from(venueSettings).where(eq(venueSettings.id, 1)).limit(1),
        venues.halls({ applicable: true }),
      ]);
      return { rules: settings?.rules ?? '', halls, fileTypes: APPLICATION_FILE_TYPES };
    },

    async apply(userId: number, input: z.output<typeof venueApplySchema>): Promise<VenueApplication> {
      if (input.startTime <= clock.today()) throw fail(ApplicationMessages.startNotFuture);
      if (
        input.hallId &&
        !(await venues.halls({ applicable: true })).some((hall) => hall.id === input.hallId)
      ) {
        throw fail(ApplicationMessages.hallInvalid);
      }
      const fileKeys = await files.claim(userId, input.fileUrl, APPLICATION_FILE_TYPES);

      const row = await db.transaction(async (tx) => {
        // The visitor's row is locked first, so submissions racing each other count one another's applications.
        await lockVisitor(tx, userId);
        const [pending] = await tx
          .select({ value: count() })
          .from(venueApplications)
          .where(
            and(
              eq(venueApplications.userId, userId),
              eq(venueApplications.status, ApplicationStatus.pending),
            ),
          );
        if ((pending?.value ?? 0) >= HOSTING_MAX_PENDING) throw fail(ApplicationMessages.tooManyPending);
        const [created] = await tx
          .insert(venueApplications)
          .values({
            userId,
            startDate: input.startTime,
            endDate: input.endTime,
            people: input.people,
            phone: input.phone,
            fileKeys,
            intro: input.intro,
            hallId: input.hallId ?? null,
          })
          .returning();
        await sendMessage(tx, {
          userId,
          kind: MessageKind.application,
          title: '办展申请已提交',
          content: `您申请于 ${input.startTime} 至 ${input.endTime} 在本馆举办展览的材料已收到。展览部将在 15 个工作日内完成审核，结果会以系统消息通知您；审核期间如需修改，可先撤回再重新提交。`,
          link: userCenterPath('applications'),
        });
        return created!;
      });
      return toApplication(row);
    },

    async list(userId: number, page: PageQuery): Promise<Page<VenueApplication>> {
      const own = eq(venueApplications.userId, userId);
      const { rows, total } = await newestFirst(db, venueApplications, own, page);
      return { rows: await toApplications(rows), total };
    },

    async detail(userId: number, id: number): Promise<VenueApplication> {
      return toApplication(await ownApplication(userId, id));
    },

    /** The storage key of one of the visitor's own application's files. */
    async ownAttachment(userId: number, id: number, index: number): Promise<string> {
      return attachmentKey((await ownApplication(userId, id)).fileKeys, index);
    },

    /** PUT on the id: withdraws a pending application. */
    async withdraw(userId: number, id: number): Promise<VenueApplication> {
      const current = await ownApplication(userId, id);
      if (current.status !== ApplicationStatus.pending) throw fail(ApplicationMessages.notWithdrawable);
      const row = await db.transaction(async (tx) => {
        const [withdrawn] = await tx
          .update(venueApplications)
          .set({ status: ApplicationStatus.withdrawn, updatedAt: clock.now() })
          .where(and(eq(venueApplications.id, id), eq(venueApplications.status, ApplicationStatus.pending)))
          .returning();
        // Reviewed (or withdrawn) in the meantime.
        if (!withdrawn) throw fail(ApplicationMessages.notWithdrawable);
        await sendMessage(tx, {
          userId,
          kind: MessageKind.application,
          title: '办展申请已撤回',
          content: `您 ${withdrawn.startDate} 至 ${withdrawn.endDate} 的办展申请已撤回，展览部不再审核。如仍有意向，欢迎重新提交。`,
          link: userCenterPath('applications'),
        });
        return withdrawn;
      });
      return toApplication(row);
    },

    /** DELETE on the id: removes one's own withdrawn or rejected application. */
    async remove(userId: number, id: number): Promise<void> {
      const current = await ownApplication(userId, id);
      if (current.status !== ApplicationStatus.withdrawn && current.status !== ApplicationStatus.rejected) {
        throw fail(ApplicationMessages.notDeletable);
      }
      const removed = await db
        .delete(venueApplications)
        .where(
          and(
            eq(venueApplications.id, id),
            inArray(venueApplications.status, [ApplicationStatus.withdrawn, ApplicationStatus.rejected]),
          ),
        )
        .returning({ id: venueApplications.id });
      if (removed.length === 0) throw fail(ApplicationMessages.notDeletable);
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;

/** A closing account's applications stop waiting for review, and their contact details are cleared. */
export async function closeAccountApplications(tx: Transaction, userId: number) {
  await tx
    .update(venueApplications)
    .set({ status: ApplicationStatus.withdrawn, updatedAt: new Date() })
    .where(
      and(eq(venueApplications.userId, userId), eq(venueApplications.status, ApplicationStatus.pending)),
    );
  await tx
    .update(venueApplications)
    .set({ people: '', phone: '' })
    .where(eq(venueApplications.userId, userId));
}
