/** The museum's side of donation reports: the paths, messages and schemas of its /admin/ calls. */

import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { segment } from '../common/paths.ts';
import { blankToUndefined } from '../common/query.ts';
import { staffNoteSchema } from '../common/validators.ts';
import { attachedFileSchema } from '../files/index.ts';
import { DONATION_STATUS_LABELS, DonationStatus } from './schemas.ts';

/** The museum's side: reviewers (and admins) follow donation reports up (docs/PRODUCT.md "Staff console"). */
export const AdminDonationPaths = {
  /** GET `?status=&pageNum=&pageSize=`, newest first. */
  list: '/admin/donations',
  item: (id: number | string) => `/admin/donations/${segment(id)}`,
  /** PUT `{status, note}`: received → contacted → accepted / declined. */
  status: (id: number | string) => `/admin/donations/${segment(id)}/status`,
  /** GET streams the report's attached file number `index` (from 0), for staff. */
  file: (id: number | string, index: number | string) =>
    `/admin/donations/${segment(id)}/files/${segment(index)}`,
} as const;

export const DonationReviewMessages = {
  statusRequired: '请选择新的状态',
  statusInvalid: '状态有误，应为 received、contacted、accepted 或 declined',
  noteInvalid: '备注格式不正确',
  noteTooLong: '备注不能超过200个字',
  noteRequired: '请填写未入藏的原因',
  notFound: '捐赠登记不存在',
  /** A step the report cannot take from where it is. */
  refused: (from: DonationStatus, to: DonationStatus) =>
    `该捐赠登记当前为“${DONATION_STATUS_LABELS[from]}”，不能改为“${DONATION_STATUS_LABELS[to]}”`,
  changed: (to: DonationStatus) => `已改为“${DONATION_STATUS_LABELS[to]}”，并已通知捐赠人`,
} as const;

/** GET /admin/donations. */
export const adminDonationListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DonationStatus, { error: DonationReviewMessages.statusInvalid }).optional(),
  ),
});
export type AdminDonationListQuery = z.input<typeof adminDonationListQuerySchema>;

/** PUT /admin/donations/{id}/status. */
export const donationStatusChangeSchema = z
  .object(
    {
      status: z.enum(DonationStatus, {
        error: (issue) =>
          issue.input == null ? DonationReviewMessages.statusRequired : DonationReviewMessages.statusInvalid,
      }),
      note: staffNoteSchema(DonationReviewMessages.noteInvalid, DonationReviewMessages.noteTooLong),
    },
    { error: DonationReviewMessages.statusRequired },
  )
  .refine((value) => value.status !== DonationStatus.declined || value.note !== undefined, {
    message: DonationReviewMessages.noteRequired,
    path: ['note'],
  });
export type DonationStatusChangeInput = z.input<typeof donationStatusChangeSchema>;

/** One report as staff see it: in a list the contact is masked; the detail shows it in full and the files. */
export const adminDonationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  type: z.string(),
  people: z.string(),
  phone: z.string(),
  files: z.array(attachedFileSchema),
  intro: z.string(),
  status: z.enum(DonationStatus),
  note: z.string().nullable(),
  /** The statuses it may move to next. */
  next: z.array(z.enum(DonationStatus)),
  ageDays: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminDonation = z.infer<typeof adminDonationSchema>;
