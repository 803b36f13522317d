import {
  APPLICATION_FILE_TYPES,
  ApplicationMessages,
  ApplicationStatus,
  DONATION_FILE_TYPES,
  type DonationReport,
  type DonationStatus,
  type donationReportSchema,
  FLOOR_NAMES,
  type Hall,
  HOSTING_MAX_PENDING,
  MessageKind,
  maskName,
  maskPhone,
  type VenueApplication,
  type VenueSetting,
  type venueApplySchema,
} from '@museum/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { fail } from '../../platform/http/errors.ts';
import type { AccountDeletionStep } from '../accounts/deletion.ts';
import { users } from '../accounts/schema.ts';
import { createUploadService } from '../files/uploads.ts';
import { sendMessage } from '../messages/service.ts';
import { museumNow } from '../reservation/calendar.ts';
import { floors, halls } from '../venues/schema.ts';
import { donationReports, venueApplications, venueSettings } from './schema.ts';

type ApplicationRow = typeof venueApplications.$inferSelect;
type DonationRow = typeof donationReports.$inferSelect;

const APPLICATIONS_LINK = '/userCenter/applications';
const DONATIONS_LINK = '/userCenter/donations';

/** Exhibition-hosting applications and donation reports: the visitor's own, and nobody else's. */
export function createApplicationsService(ctx: AppContext) {
  const { db, config } = ctx;
  const files = createUploadService(ctx);

  async function hallNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: halls.id, name: halls.name })
      .from(halls)
      .where(inArray(halls.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function toApplications(rows: ApplicationRow[]): Promise<VenueApplication[]> {
    const names = await hallNames([...new Set(rows.flatMap((row) => (row.hallId ? [row.hallId] : [])))]);
    return rows.map((row) => ({
      id: row.id,
      startTime: row.startDate,
      endTime: row.endDate,
      people: maskName(row.people),
      phone: maskPhone(row.phone),
      fileUrl: files
        .describe(row.fileKeys)
        .map((file) => file.url)
        .join(','),
      files: files.describe(row.fileKeys),
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

  function toDonation(row: DonationRow): DonationReport {
    return {
      id: row.id,
      type: row.type,
      people: maskName(row.people),
      phone: maskPhone(row.phone),
      fileUrl: files
        .describe(row.fileKeys)
        .map((file) => file.url)
        .join(','),
      files: files.describe(row.fileKeys),
      intro: row.intro,
      status: row.status as DonationStatus,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function ownApplication(userId: number, id: number): Promise<ApplicationRow> {
    const [row] = await db
      .select()
      .from(venueApplications)
      .where(and(eq(venueApplications.id, id), eq(venueApplications.userId, userId)))
      .limit(1);
    if (!row) throw fail(ApplicationMessages.notFound);
    return row;
  }

  const hallColumns = {
    id: halls.id,
    name: halls.name,
    floor: halls.floor,
    area: halls.area,
    description: halls.description,
    applicable: halls.applicable,
    position: halls.position,
  };

  return {
    async setting(): Promise<VenueSetting> {
      const [[settings], rows] = await Promise.all([
        db.select().from(venueSettings).where(eq(venueSettings.id, 1)).limit(1),
        db
          .select(hallColumns)
          .from(halls)
          .innerJoin(floors, eq(floors.floor, halls.floor))
          .where(eq(halls.applicable, true))
          .orderBy(asc(floors.sort), asc(halls.sort), asc(halls.id)),
      ]);
      return {
        rules: settings?.rules ?? '',
        halls: rows.map((row): Hall => ({ ...row, floorName: FLOOR_NAMES[row.floor] })),
        fileTypes: APPLICATION_FILE_TYPES,
      };
    },

    async apply(userId: number, input: z.output<typeof venueApplySchema>): Promise<VenueApplication> {
      if (input.startTime <= museumNow(config.timezone).day) throw fail(ApplicationMessages.startNotFuture);
      if (input.hallId) {
        const [hall] = await db
          .select({ id: halls.id })
          .from(halls)
          .where(and(eq(halls.id, input.hallId), eq(halls.applicable, true)))
          .limit(1);
        if (!hall) throw fail(ApplicationMessages.hallInvalid);
      }
      const fileKeys = await files.claim(userId, input.fileUrl, APPLICATION_FILE_TYPES);

      const row = await db.transaction(async (tx) => {
        // The visitor's row is locked first, so submissions racing each other count one another's applications.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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
          link: APPLICATIONS_LINK,
        });
        return created!;
      });
      return (await toApplications([row]))[0]!;
    },

    async list(userId: number, pageNum: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(venueApplications)
          .where(eq(venueApplications.userId, userId))
          .orderBy(desc(venueApplications.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ value: count() }).from(venueApplications).where(eq(venueApplications.userId, userId)),
      ]);
      return { rows: await toApplications(rows), total: total?.value ?? 0 };
    },

    async detail(userId: number, id: number): Promise<VenueApplication> {
      return (await toApplications([await ownApplication(userId, id)]))[0]!;
    },

    /** PUT on the id: withdraws a pending application. */
    async withdraw(userId: number, id: number): Promise<VenueApplication> {
      const current = await ownApplication(userId, id);
      if (current.status !== ApplicationStatus.pending) throw fail(ApplicationMessages.notWithdrawable);
      const row = await db.transaction(async (tx) => {
        const [withdrawn] = await tx
          .update(venueApplications)
          .set({ status: ApplicationStatus.withdrawn, updatedAt: new Date() })
          .where(and(eq(venueApplications.id, id), eq(venueApplications.status, ApplicationStatus.pending)))
          .returning();
        // Reviewed (or withdrawn) in the meantime.
        if (!withdrawn) throw fail(ApplicationMessages.notWithdrawable);
        await sendMessage(tx, {
          userId,
          kind: MessageKind.application,
          title: '办展申请已撤回',
          content: `您 ${withdrawn.startDate} 至 ${withdrawn.endDate} 的办展申请已撤回，展览部不再审核。如仍有意向，欢迎重新提交。`,
          link: APPLICATIONS_LINK,
        });
        return withdrawn;
      });
      return (await toApplications([row]))[0]!;
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

    async report(userId: number, input: z.output<typeof donationReportSchema>): Promise<DonationReport> {
      const fileKeys = await files.claim(userId, input.fileUrl, DONATION_FILE_TYPES);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(donationReports)
          .values({
            userId,
            type: input.type,
            people: input.people,
            phone: input.phone,
            fileKeys,
            intro: input.intro,
          })
          .returning();
        await sendMessage(tx, {
          userId,
          kind: MessageKind.donation,
          title: '捐赠登记已收到',
          content:
            '感谢您对天山美术馆的信任与支持。典藏部将在 10 个工作日内与您电话联系，了解藏品来源与现状，并约定鉴定与交接事宜。',
          link: DONATIONS_LINK,
        });
        return created!;
      });
      return toDonation(row);
    },

    async donations(userId: number, pageNum: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(donationReports)
          .where(eq(donationReports.userId, userId))
          .orderBy(desc(donationReports.id))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
        db.select({ value: count() }).from(donationReports).where(eq(donationReports.userId, userId)),
      ]);
      return { rows: rows.map(toDonation), total: total?.value ?? 0 };
    },
  };
}

/** A closing account's applications stop waiting for review, and its contact details are cleared everywhere. */
export const closeAccountApplications: AccountDeletionStep = async (tx, userId) => {
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
  await tx.update(donationReports).set({ people: '', phone: '' }).where(eq(donationReports.userId, userId));
};
