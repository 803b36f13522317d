import { z } from 'zod';
import { DOCUMENT_TYPES } from '../common/constants.ts';
import { daysBetween } from '../common/dates.ts';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { contactSchema, daySchema, introSchema, intSchema, phoneSchema } from '../common/validators.ts';
import { attachedFileSchema, attachmentsSchema } from '../files/index.ts';
import { hallSchema } from '../venues/index.ts';
import { ApplicationMessages } from './messages.ts';

/** Exhibition-hosting applications (docs/PRODUCT.md "Exhibition-hosting application"). */
export const [ApplicationStatus, APPLICATION_STATUS_LABELS] = labelled({
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
});
export type ApplicationStatus = ValueOf<typeof ApplicationStatus>;

/** Longest holding period a visitor may ask for, in days. */
export const HOSTING_MAX_DAYS = 366;
/** Files an application may carry (the upload widget's count limit), and their types. */
export const APPLICATION_FILE_LIMIT = 1;
export const APPLICATION_FILE_TYPES = DOCUMENT_TYPES;

/** POST /client/venue/apply (docs/spec §3, §5). */
export const venueApplySchema = z
  .object({
    startTime: daySchema(Messages.holdingTimeRequired, ApplicationMessages.dayInvalid),
    endTime: daySchema(Messages.holdingTimeRequired, ApplicationMessages.dayInvalid),
    people: contactSchema,
    phone: phoneSchema,
    fileUrl: attachmentsSchema(APPLICATION_FILE_LIMIT),
    intro: introSchema(Messages.exhibitionIntroRequired),
    /** The hall the visitor would like, optional; one of setting2's halls. */
    hallId: intSchema(ApplicationMessages.hallInvalid).nullish(),
  })
  .refine((value) => value.endTime > value.startTime, {
    message: ApplicationMessages.endBeforeStart,
    path: ['endTime'],
  })
  .refine((value) => daysBetween(value.startTime, value.endTime) < HOSTING_MAX_DAYS, {
    message: ApplicationMessages.periodTooLong,
    path: ['endTime'],
  });
export type VenueApplyInput = z.input<typeof venueApplySchema>;

/** GET /client/venue/setting2: the hosting rules and the halls one may apply for. */
export const venueSettingSchema = z.object({
  /** Plain-text rules, paragraphs separated by blank lines. */
  rules: z.string(),
  halls: z.array(hallSchema),
  fileTypes: z.array(z.string()).readonly(),
});
export type VenueSetting = z.infer<typeof venueSettingSchema>;

export const venueApplicationSchema = z.object({
  id: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** Masked contact person and phone. */
  people: z.string(),
  phone: z.string(),
  /** The stored file's address, as submitted. */
  fileUrl: z.string(),
  files: z.array(attachedFileSchema),
  intro: z.string(),
  /** The hall asked for, if any. */
  hallId: z.number().nullable(),
  hallName: z.string().nullable(),
  status: z.enum(ApplicationStatus),
  /** The museum's answer once reviewed. */
  reviewNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canWithdraw: z.boolean(),
  canDelete: z.boolean(),
});
export type VenueApplication = z.infer<typeof venueApplicationSchema>;
