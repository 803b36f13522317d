import { z } from 'zod';
import { ENTRY_MAX_VISITORS } from '../common/constants.ts';
import { checkIdDocument, ID_TYPES, type IdType, normaliseIdDocument } from '../common/id-documents.ts';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import {
  ageSchema,
  daySchema,
  idTypeSchema,
  intSchema,
  phoneSchema,
  realNameSchema,
  textSchema,
} from '../common/validators.ts';
import { EntryMessages } from './messages.ts';
import { checkVisitorAges, type EntryRules } from './rules.ts';

/** Timed entry: free, under the visitor's real name, by day (docs/PRODUCT.md "Entry reservation"). */
export const Sex = { female: 0, male: 1, unknown: 2 } as const;
export type Sex = ValueOf<typeof Sex>;
export const SEX_LABELS: Record<Sex, string> = { 1: '男', 0: '女', 2: '未知' };

/** How a booking was made: online by the visitor, or by the front desk at the window or on the phone. */
export const [EntryChannel, ENTRY_CHANNEL_LABELS] = labelled({
  online: '线上',
  window: '窗口',
  phone: '电话',
  /** A group's one ticket (groups.ts), issued when a reviewer approves it. */
  group: '团体',
});
export type EntryChannel = ValueOf<typeof EntryChannel>;

export const [EntryStatus, ENTRY_STATUS_LABELS] = labelled({
  booked: '已预约',
  cancelled: '已取消',
  checkedIn: '已入馆',
  noShow: '未到馆',
});
export type EntryStatus = ValueOf<typeof EntryStatus>;

/** 0 female, 1 male, 2 unknown (docs/spec §3): the three values are next to each other. */
export const sexSchema = intSchema(Messages.sexRequired, Sex.female, Sex.unknown).transform((v) => v as Sex);

/**
 * A person's fields with a document (`idType`, `idCard`): the number checked as its type prints it, and kept in its
 * one stored form; a blank number leaves the person without one (a visitor of the spec's client).
 */
export function withDocument<
  S extends z.ZodObject<{ idType: typeof idTypeSchema; idCard: z.ZodType<string | undefined> }>,
>(shape: S) {
  return shape
    .superRefine((person, ctx) => {
      const { idType, idCard } = person as { idType: IdType; idCard?: string };
      const problem = idCard?.trim() ? checkIdDocument(idType, idCard) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['idCard'], message: problem });
    })
    .transform((person) => {
      const { idType, idCard, ...rest } = person as z.output<S> & { idType: IdType; idCard?: string };
      return (
        idCard?.trim() ? { ...rest, idType, idCard: normaliseIdDocument(idType, idCard) } : rest
      ) as Omit<z.output<S>, 'idType' | 'idCard'> &
        (undefined extends z.output<S>['idCard']
          ? { idType?: IdType; idCard?: string }
          : { idType: IdType; idCard: string });
    });
}

/**
 * A visitor of a booking, with their own document where it is given (docs/PRODUCT.md "Each visitor's ID"; the
 * spec's client sends none).
 */
export const entryVisitorSchema = withDocument(
  z.object({
    name: realNameSchema,
    sex: sexSchema,
    age: ageSchema,
    idType: idTypeSchema,
    idCard: textSchema(Messages.idCardRequired).trim().optional(),
  }),
);
export type EntryVisitor = z.infer<typeof entryVisitorSchema>;

/** POST /client/entry/apply: the day, 1 to 5 visitors and a contact phone (docs/spec §3, §5). */
/** The visitors of a booking: 1 to 5, an adult among them and at most three children for each adult. */
export const entryVisitorsSchema = z
  .array(entryVisitorSchema, { error: EntryMessages.visitorsRequired })
  .min(1, EntryMessages.visitorsRequired)
  .max(ENTRY_MAX_VISITORS, EntryMessages.tooManyVisitors)
  .superRefine((visitors, ctx) => {
    const problem = checkVisitorAges(visitors.map((visitor) => visitor.age));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const entryApplySchema = z.object({
  applyTime: daySchema(Messages.entryTimeRequired, EntryMessages.dayInvalid),
  users: entryVisitorsSchema,
  phone: phoneSchema,
});
export type EntryApplyInput = z.input<typeof entryApplySchema>;

/** GET /client/entry/rules (docs/PRODUCT.md "The real crowd"). */
export const entryRulesSchema = z.object({
  windowDays: z.number(),
  releaseTime: z.string(),
  maxVisitors: z.number(),
  idLimit: z.number(),
  idLimitDays: z.number(),
  noShowLimit: z.number(),
  noShowWindowDays: z.number(),
  noShowBanDays: z.number(),
  windowReserve: z.number(),
  groupCapacity: z.number(),
  groupMin: z.number(),
  groupMax: z.number(),
}) satisfies z.ZodType<EntryRules>;

/** GET /client/entry/standing: the visitor's own document's no-shows within the window, and any bar. */
export const entryStandingSchema = z.object({
  noShows: z.number(),
  /** The first day the visitor books again, YYYY-MM-DD; null when not barred. */
  barredUntil: z.string().nullable(),
});
export type EntryStanding = z.infer<typeof entryStandingSchema>;

/** A day of the booking window; `applyNum` and `num` count people. A day is full when applyNum >= num. */
export const entrySlotSchema = z.object({
  day: z.string(),
  /** e.g. 11月24日 周二 */
  dayShortDesc: z.string(),
  isOpen: z.boolean(),
  applyNum: z.number(),
  num: z.number(),
  /**
   * Why a day takes no bookings, or null: 闭馆; 已停止入馆 for today after the last entry; for the newest day before
   * its release, when its places open (11月30日 17:00 放票).
   */
  closedReason: z.string().nullable(),
});
export type EntrySlot = z.infer<typeof entrySlotSchema>;

/** A visitor as a booking shows them (an EntryVisitor; the name and any document number arrive masked, 张*). */
const bookedVisitorSchema = z.object({
  name: z.string(),
  sex: z.literal([Sex.female, Sex.male, Sex.unknown]),
  age: z.number(),
  idType: z.literal(ID_TYPES).optional(),
  idCard: z.string().optional(),
});

export const entryBookingSchema = z.object({
  id: z.number(),
  /** The visit day, YYYY-MM-DD. */
  applyTime: z.string(),
  dayShortDesc: z.string(),
  status: z.enum(EntryStatus),
  /** Shown as a QR code at the entrance. */
  ticketCode: z.string(),
  /** Names arrive masked (张*). */
  users: z.array(bookedVisitorSchema),
  /** Masked contact phone. */
  phone: z.string(),
  /** Entry hours of the visit day, e.g. 10:00–17:00. */
  entryHours: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Still booked and the visit day has not closed. */
  cancellable: z.boolean(),
  /** The visit day has closed. */
  past: z.boolean(),
});
export type EntryBooking = z.infer<typeof entryBookingSchema>;
