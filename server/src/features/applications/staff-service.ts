import {
  type AdminApplication,
  AdminApplicationPaths,
  type AdminApplicationRow,
  ApplicationMessages,
  ApplicationReviewMessages,
  ApplicationStatus,
  type adminApplicationListQuerySchema,
  type applicationReviewSchema,
  MessageKind,
  maskContact,
  userCenterPath,
} from '@museum/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { queueFigures } from '../../platform/db/queue.ts';
import { refuseStatusMove } from '../../platform/db/status-move.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { fail } from '../../platform/http/errors.ts';
import { attachmentKey, staffAttachmentLinks } from '../files/index.ts';
import { sendMessage } from '../messages/index.ts';
import { type AuditActor, openedWithAudit, recordAudit } from '../staff/index.ts';
import { createVenuesService } from '../venues/index.ts';
import { venueApplications } from './tables.ts';

type ApplicationRow = typeof venueApplications.$inferSelect;

/** The applications waiting for a reviewer (the console's dashboard). */
export const waitingApplications = (db: AppContext['db']) =>
  queueFigures(db, venueApplications, eq(venueApplications.status, ApplicationStatus.pending));

/** The museum's side of hosting applications: reviewers list, read and decide them (docs/PRODUCT.md "Staff console"). */
export function createApplicationReviewService(ctx: AppContext) {
  const { db, clock } = ctx;
  const venues = createVenuesService(ctx);

  async function hallNames(rows: ApplicationRow[]): Promise<Map<number, string>> {
    const wanted = new Set(rows.flatMap((row) => (row.hallId ? [row.hallId] : [])));
    if (wanted.size === 0) return new Map();
    return new Map((await venues.halls()).filter((h) => wanted.has(h.id)).map((h) => [h.id, h.name]));
  }

  function toRow(row: ApplicationRow, names: Map<number, string>): AdminApplicationRow {
    return {
      id: row.id,
      ...maskContact(row),
      startTime: row.startDate,
      endTime: row.endDate,
      hallName: row.hallId ? (names.get(row.hallId) ?? null) : null,
      intro: row.intro,
      status: row.status as ApplicationStatus,
      reviewNote: row.reviewNote,
      ageDays: clock.daysSince(row.createdAt),
      createdAt: row.createdAt.toISOString(),
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async function find(id: number): Promise<ApplicationRow> {
    const [row] = await db.select().from(venueApplications).where(eq(venueApplications.id, id)).limit(1);
    if (!row) throw fail(ApplicationMessages.notFound);
    return row;
  }

  /** The detail: the contact in full, the attached documents as links to the staff-only file route. */
  async function detail(id: number): Promise<AdminApplication> {
    const row = await find(id);
    return {
      ...toRow(row, await hallNames([row])),
      people: row.people,
      phone: row.phone,
      userId: row.userId,
      hallId: row.hallId,
      files: staffAttachmentLinks(row.fileKeys, (index) => AdminApplicationPaths.file(row.id, index)),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  return {
    async list(query: z.output<typeof adminApplicationListQuerySchema>): Promise<Page<AdminApplicationRow>> {
      const where = and(
        query.status ? eq(venueApplications.status, query.status) : undefined,
        keywordWhere(
          query.keyword,
          venueApplications.people,
          venueApplications.phone,
          venueApplications.intro,
        ),
      );
      const { rows, total } = await newestFirst(db, venueApplications, where, query);
      const names = await hallNames(rows);
      return { rows: rows.map((row) => toRow(row, names)), total };
    },

    detail,

    open: openedWithAudit(db, 'application', detail),

    async attachment(id: number, index: number): Promise<string> {
      return attachmentKey((await find(id)).fileKeys, index);
    },

    /**
     * Decides a pending application: one conditional UPDATE picks and changes it, so of two reviewers deciding at
     * once exactly one does; the other is told what was decided. Audit and the visitor's message go with it.
     */
    async review(
      id: number,
      input: z.output<typeof applicationReviewSchema>,
      actor: AuditActor,
    ): Promise<ApplicationStatus> {
      const status = input.approve ? ApplicationStatus.approved : ApplicationStatus.rejected;
      const note = input.reason ?? null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [decided] = await tx
          .update(venueApplications)
          .set({ status, reviewNote: note, reviewedBy: actor.username, reviewedAt: now, updatedAt: now })
          .where(and(eq(venueApplications.id, id), eq(venueApplications.status, ApplicationStatus.pending)))
          .returning();
        if (!decided) {
          return refuseStatusMove(tx, venueApplications, id, {
            missing: ApplicationMessages.notFound,
            refused: ApplicationReviewMessages.alreadyDecided,
          });
        }
        await recordAudit(tx, {
          actor,
          action: 'review',
          module: 'application',
          recordId: id,
          before: { status: ApplicationStatus.pending, reviewNote: null },
          after: { status, reviewNote: note },
        });
        const period = `${decided.startDate} 至 ${decided.endDate}`;
        await sendMessage(tx, {
          userId: decided.userId,
          kind: MessageKind.application,
          title: input.approve ? '办展申请已通过' : '办展申请未通过',
          content: input.approve
            ? `您 ${period} 的办展申请已通过审核。${note ? `审核意见：${note}。` : ''}展览部将与您联系，商定场地、布展与合同事宜。`
            : `很遗憾，您 ${period} 的办展申请未通过审核。原因：${note}。如有疑问，可修改方案后重新提交。`,
          link: userCenterPath('applications'),
        });
      });
      return status;
    },
  };
}
export type ApplicationReviewService = ReturnType<typeof createApplicationReviewService>;
