import { z } from 'zod';
import { DOCUMENT_TYPES, PREVIEW_TYPES } from '../common/constants.ts';
import { pageQuerySchema } from '../common/envelope.ts';
import { labelled } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { blankToUndefined } from '../common/query.ts';
import {
  contactSchema,
  introSchema,
  phoneSchema,
  staffNoteSchema,
  textSchema,
} from '../common/validators.ts';
import { attachedFileSchema, attachmentsSchema } from '../files/index.ts';

/** Donation reports: a visitor offers a piece, the museum answers. */
export const [DonationStatus, DONATION_STATUS_LABELS] = labelled({
  received: '已登记',
  contacted: '已联系',
  accepted: '已接收',
  declined: '未入藏',
});
export type DonationStatus = (typeof DonationStatus)[keyof typeof DonationStatus];

/** The donation report's `type` (docs/spec §3: fixed to the donation label). */
export const DONATION_REPORT_TYPE = '藏品捐赠';
/** Files a report may carry (the upload widget's count limit): documents, photos and video of the piece. */
export const DONATION_FILE_LIMIT = 5;
export const DONATION_FILE_TYPES = [...PREVIEW_TYPES, ...DOCUMENT_TYPES] as const;

export const DonationMessages = {
  typeInvalid: '登记类型不正确',
} as const;

/** POST /client/cangpin/report (docs/spec §3, §5). */
export const donationReportSchema = z.object({
  type: textSchema(DonationMessages.typeInvalid, DonationMessages.typeInvalid)
    .optional()
    .refine((value) => value === undefined || value === DONATION_REPORT_TYPE, DonationMessages.typeInvalid)
    .transform(() => DONATION_REPORT_TYPE),
  people: contactSchema,
  phone: phoneSchema,
  fileUrl: attachmentsSchema(DONATION_FILE_LIMIT),
  intro: introSchema(Messages.collectionIntroRequired),
});
export type DonationReportInput = z.input<typeof donationReportSchema>;

export const donationReportAnswerSchema = z.object({
  id: z.number(),
  type: z.string(),
  people: z.string(),
  phone: z.string(),
  fileUrl: z.string(),
  files: z.array(attachedFileSchema),
  intro: z.string(),
  status: z.enum(DonationStatus),
  /** The museum's note with the latest status (why it was declined, when it will call), or null. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type DonationReport = z.infer<typeof donationReportAnswerSchema>;

/** The only steps a report takes: received → contacted → accepted or declined. */
export const DONATION_TRANSITIONS: Readonly<Record<DonationStatus, readonly DonationStatus[]>> = {
  received: [DonationStatus.contacted],
  contacted: [DonationStatus.accepted, DonationStatus.declined],
  accepted: [],
  declined: [],
};
/** The status a report must have for it to move to `status` (each status has one way in). */
export const donationStatusBefore = (status: DonationStatus): DonationStatus | null =>
  (Object.keys(DONATION_TRANSITIONS) as DonationStatus[]).find((from) =>
    DONATION_TRANSITIONS[from].includes(status),
  ) ?? null;

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
