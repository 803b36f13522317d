import {
  type AdminDonation,
  AdminDonationPaths,
  type adminDonationListQuerySchema,
  DONATION_TRANSITIONS,
  DonationReviewMessages,
  DonationStatus,
  donationStatusBefore,
  type donationStatusChangeSchema,
  MessageKind,
  maskContact,
  userCenterPath,
} from '@museum/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { queueFigures } from '../../platform/db/queue.ts';
import { refuseStatusMove } from '../../platform/db/status-move.ts';
import { fail } from '../../platform/http/errors.ts';
import { attachmentKey, staffAttachmentLinks } from '../files/index.ts';
import { sendMessage } from '../messages/index.ts';
import { type AuditActor, openedWithAudit, recordAudit } from '../staff/index.ts';
import { donationReports } from './tables.ts';

type DonationRow = typeof donationReports.$inferSelect;

/** The reports still to follow up: received, or contacted and not yet decided (the console's dashboard). */
export const waitingDonations = (db: AppContext['db']) =>
  queueFigures(
    db,
    donationReports,
    inArray(donationReports.status, [DonationStatus.received, DonationStatus.contacted]),
  );

/** What the donor reads when the report moves to a status. */
function messageFor(status: DonationStatus, note: string | null): { title: string; content: string } {
  const withNote = note ? `备注：${note}。` : '';
  switch (status) {
    case DonationStatus.contacted:
      return {
        title: '捐赠登记：典藏部已与您联系',
        content: `典藏部已就您登记的藏品与您联系，接下来将约定鉴定与交接事宜。${withNote}`,
      };
    case DonationStatus.accepted:
      return {
        title: '捐赠登记：藏品已接收',
        content: `经鉴定评估，您捐赠的藏品已接收入藏。衷心感谢您的慷慨捐赠，收藏证书将另行寄送。${withNote}`,
      };
    default:
      return {
        title: '捐赠登记：藏品暂不入藏',
        content: `感谢您的信任。经评估，您登记的藏品暂不入藏。原因：${note}。`,
      };
  }
}

/** The museum's side of donation reports: reviewers follow them up, one allowed step at a time. */
export function createDonationReviewService({ db, clock }: AppContext) {
  function toDonation(row: DonationRow, full: boolean): AdminDonation {
    const status = row.status as DonationStatus;
    return {
      id: row.id,
      userId: row.userId,
      type: row.type,
      ...(full ? { people: row.people, phone: row.phone } : maskContact(row)),
      files: staffAttachmentLinks(row.fileKeys, (index) => AdminDonationPaths.file(row.id, index)),
      intro: row.intro,
      status,
      note: row.note,
      next: [...(DONATION_TRANSITIONS[status] ?? [])],
      ageDays: clock.daysSince(row.createdAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function find(id: number): Promise<DonationRow> {
    const [row] = await db.select().from(donationReports).where(eq(donationReports.id, id)).limit(1);
    if (!row) throw fail(DonationReviewMessages.notFound);
    return row;
  }

  const detail = async (id: number): Promise<AdminDonation> => toDonation(await find(id), true);

  return {
    async list(query: z.output<typeof adminDonationListQuerySchema>): Promise<Page<AdminDonation>> {
      const where = query.status ? eq(donationReports.status, query.status) : undefined;
      const { rows, total } = await newestFirst(db, donationReports, where, query);
      return { rows: rows.map((row) => toDonation(row, false)), total };
    },

    detail,

    open: openedWithAudit(db, 'donation', detail),

    async attachment(id: number, index: number): Promise<string> {
      return attachmentKey((await find(id)).fileKeys, index);
    },

    /**
     * Moves a report one allowed step (received → contacted → accepted / declined) with one conditional UPDATE
     * on the status it must have; audit and the donor's message go in the same transaction.
     */
    async changeStatus(
      id: number,
      input: z.output<typeof donationStatusChangeSchema>,
      actor: AuditActor,
    ): Promise<void> {
      const to = input.status;
      const from = donationStatusBefore(to);
      const note = input.note ?? null;
      await db.transaction(async (tx) => {
        const changed = from
          ? await tx
              .update(donationReports)
              .set({ status: to, note, updatedAt: clock.now() })
              .where(and(eq(donationReports.id, id), eq(donationReports.status, from)))
              .returning()
          : [];
        const [row] = changed;
        if (!row) {
          return refuseStatusMove(tx, donationReports, id, {
            missing: DonationReviewMessages.notFound,
            refused: (current: DonationStatus) => DonationReviewMessages.refused(current, to),
          });
        }
        await recordAudit(tx, {
          actor,
          action: 'status',
          module: 'donation',
          recordId: id,
          before: { status: from },
          after: { status: to, note },
        });
        await sendMessage(tx, {
          userId: row.userId,
          kind: MessageKind.donation,
          ...messageFor(to, note),
          link: userCenterPath('donations'),
        });
      });
    },
  };
}
export type DonationReviewService = ReturnType<typeof createDonationReviewService>;
