import { z } from 'zod';
import { DOCUMENT_TYPES, PREVIEW_TYPES } from '../common/constants.ts';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { contactSchema, introSchema, phoneSchema, textSchema } from '../common/validators.ts';
import { attachedFileSchema, attachmentsSchema } from '../files/index.ts';
import { DonationMessages } from './messages.ts';

/** Donation reports: a visitor offers a piece, the museum answers. */
export const [DonationStatus, DONATION_STATUS_LABELS] = labelled({
  received: '已登记',
  contacted: '已联系',
  accepted: '已接收',
  declined: '未入藏',
});
export type DonationStatus = ValueOf<typeof DonationStatus>;

/** The donation report's `type` (docs/spec §3: fixed to the donation label). */
export const DONATION_REPORT_TYPE = '藏品捐赠';
/** Files a report may carry (the upload widget's count limit): documents, photos and video of the piece. */
export const DONATION_FILE_LIMIT = 5;
export const DONATION_FILE_TYPES = [...PREVIEW_TYPES, ...DOCUMENT_TYPES] as const;

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
