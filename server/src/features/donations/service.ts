import {
  DONATION_FILE_TYPES,
  type DonationReport,
  DonationReviewMessages,
  type DonationStatus,
  type donationReportSchema,
  MessageKind,
  maskContact,
  type PageQuery,
  userCenterPath,
} from '@museum/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { attachmentKey, createFilesService } from '../files/index.ts';
import { sendMessage } from '../messages/index.ts';
import { donationReports } from './tables.ts';

type DonationRow = typeof donationReports.$inferSelect;

/** Donation reports: the visitor offers a piece; their own reports, and nobody else's. */
export function createDonationsService(ctx: AppContext) {
  const { db, config } = ctx;
  const files = createFilesService(ctx);

  function toDonation(row: DonationRow): DonationReport {
    return {
      id: row.id,
      type: row.type,
      ...maskContact(row),
      ...files.attachments(row.fileKeys),
      intro: row.intro,
      status: row.status as DonationStatus,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
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
          content: `感谢您对${config.site.name}的信任与支持。典藏部将在 10 个工作日内与您电话联系，了解藏品来源与现状，并约定鉴定与交接事宜。`,
          link: userCenterPath('donations'),
        });
        return created!;
      });
      return toDonation(row);
    },

    async list(userId: number, page: PageQuery): Promise<Page<DonationReport>> {
      const { rows, total } = await newestFirst(
        db,
        donationReports,
        eq(donationReports.userId, userId),
        page,
      );
      return { rows: rows.map(toDonation), total };
    },

    /** The storage key of one of the visitor's own report's files. */
    async ownAttachment(userId: number, id: number, index: number): Promise<string> {
      const [row] = await db
        .select({ fileKeys: donationReports.fileKeys })
        .from(donationReports)
        .where(and(eq(donationReports.id, id), eq(donationReports.userId, userId)))
        .limit(1);
      if (!row) throw fail(DonationReviewMessages.notFound);
      return attachmentKey(row.fileKeys, index);
    },
  };
}
export type DonationsService = ReturnType<typeof createDonationsService>;

/** A closing account's reports keep the piece's story for the museum but lose the contact details. */
export async function closeAccountDonations(tx: Transaction, userId: number) {
  await tx.update(donationReports).set({ people: '', phone: '' }).where(eq(donationReports.userId, userId));
}
