/** The museum's side of hosting applications: the paths, messages and schemas of its /admin/ calls. */

import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { segment } from '../common/paths.ts';
import { blankToUndefined, optionalKeyword } from '../common/query.ts';
import { reviewDecisionSchema } from '../common/validators.ts';
import { attachedFileSchema } from '../files/index.ts';
import { APPLICATION_STATUS_LABELS, ApplicationStatus } from './schemas.ts';

/** The museum's side: reviewers (and admins) list, read and decide applications (docs/PRODUCT.md "Staff console"). */
export const AdminApplicationPaths = {
  /** GET `?status=&keyword=&pageNum=&pageSize=`: newest first, with each one's age in days. */
  list: '/admin/applications',
  /** GET the detail, with the attached documents as staff links. */
  item: (id: number | string) => `/admin/applications/${segment(id)}`,
  /** PUT `{approve, reason}`: decides a pending application once. */
  review: (id: number | string) => `/admin/applications/${segment(id)}/review`,
  /** GET streams the application's attached file number `index` (from 0), for staff. */
  file: (id: number | string, index: number | string) =>
    `/admin/applications/${segment(id)}/files/${segment(index)}`,
} as const;

export const REVIEW_REASON_MAX_LENGTH = 200;

export const ApplicationReviewMessages = {
  approveRequired: '请选择审核结果（通过或不通过）',
  reasonRequired: '请填写不通过的原因',
  reasonInvalid: '审核意见格式不正确',
  reasonTooLong: `审核意见不能超过${REVIEW_REASON_MAX_LENGTH}个字`,
  statusInvalid: '审核状态有误，应为 pending、approved、rejected 或 withdrawn',
  /** A second reviewer (or a repeated click) finds the application decided already. */
  alreadyDecided: (status: ApplicationStatus) =>
    status === ApplicationStatus.withdrawn
      ? '该申请已由申请人撤回，无需审核'
      : `该申请已审核为“${APPLICATION_STATUS_LABELS[status]}”，不能重复审核`,
  approved: '已通过该申请，并已通知申请人',
  rejected: '已驳回该申请，并已通知申请人',
} as const;

/** GET /admin/applications: a status filter and a keyword over the contact person, the phone and the introduction. */
export const adminApplicationListQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(ApplicationStatus, { error: ApplicationReviewMessages.statusInvalid }).optional(),
  ),
  keyword: optionalKeyword,
});
export type AdminApplicationListQuery = z.input<typeof adminApplicationListQuerySchema>;

/** PUT /admin/applications/{id}/review. */
export const applicationReviewSchema = reviewDecisionSchema(ApplicationReviewMessages);
export type ApplicationReviewInput = z.input<typeof applicationReviewSchema>;

/** One row of the staff list: contact masked, the age in days since it was submitted. */
export const adminApplicationRowSchema = z.object({
  id: z.number(),
  people: z.string(),
  phone: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  hallName: z.string().nullable(),
  intro: z.string(),
  status: z.enum(ApplicationStatus),
  reviewNote: z.string().nullable(),
  /** Whole museum days since it was submitted (0 on the day itself). */
  ageDays: z.number(),
  createdAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;

/**
 * The staff detail: the contact in full (the museum calls the applicant back), the attached documents as links
 * only staff (or the owner, on their own path) can open.
 */
export const adminApplicationSchema = adminApplicationRowSchema.extend({
  userId: z.number(),
  hallId: z.number().nullable(),
  files: z.array(attachedFileSchema),
  updatedAt: z.string(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;
