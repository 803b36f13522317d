import { z } from 'zod';
import { ENTRY_MAX_VISITORS } from '../common/constants.ts';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { ageSchema, daySchema, intSchema, phoneSchema, realNameSchema } from '../common/validators.ts';

/** Timed entry: free, under the visitor's real name, by day (docs/PRODUCT.md "Entry reservation"). */
export const Sex = { female: 0, male: 1, unknown: 2 } as const;
export type Sex = ValueOf<typeof Sex>;
export const SEX_LABELS: Record<Sex, string> = { 1: '男', 0: '女', 2: '未知' };

export const [EntryStatus, ENTRY_STATUS_LABELS] = labelled({
  booked: '已预约',
  cancelled: '已取消',
  checkedIn: '已入馆',
  noShow: '未到馆',
});
export type EntryStatus = ValueOf<typeof EntryStatus>;

export const EntryMessages = {
  visitorsRequired: '请至少添加一位参观人',
  tooManyVisitors: `每次最多预约${ENTRY_MAX_VISITORS}人`,
  dayInvalid: '入馆日期格式不正确',
  dayFull: '所选日期的预约名额已满，请选择其他日期',
  dayNotEnough: (left: number) => `所选日期仅剩 ${left} 个名额，请减少参观人数或选择其他日期`,
  dayClosed: '所选日期闭馆，请选择其他日期',
  dayOutOfWindow: '所选日期不在可预约范围内',
  todayStopped: '今日已停止入馆，请选择其他日期',
  realNameNeeded: '请先完成实名认证',
  duplicateAccount: '您已预约过该日入馆，每个账号每天限预约一次',
  duplicateIdCard: '该身份证号已预约过该日入馆，每人每天限预约一次',
  notCancellable: '该预约已无法取消',
  cancelTooLate: '参观日已闭馆，无法取消预约',
  notFound: '预约记录不存在',
  nameTooLong: Messages.realNameTooLong,
} as const;

/** 0 female, 1 male, 2 unknown (docs/spec §3): the three values are next to each other. */
export const sexSchema = intSchema(Messages.sexRequired, Sex.female, Sex.unknown).transform((v) => v as Sex);

export const entryVisitorSchema = z.object({
  name: realNameSchema,
  sex: sexSchema,
  age: ageSchema,
});
export type EntryVisitor = z.infer<typeof entryVisitorSchema>;

/** POST /client/entry/apply: the day, 1 to 5 visitors and a contact phone (docs/spec §3, §5). */
export const entryApplySchema = z.object({
  applyTime: daySchema(Messages.entryTimeRequired, EntryMessages.dayInvalid),
  users: z
    .array(entryVisitorSchema, { error: EntryMessages.visitorsRequired })
    .min(1, EntryMessages.visitorsRequired)
    .max(ENTRY_MAX_VISITORS, EntryMessages.tooManyVisitors),
  phone: phoneSchema,
});
export type EntryApplyInput = z.input<typeof entryApplySchema>;

/** A day of the booking window; `applyNum` and `num` count people. A day is full when applyNum >= num. */
export const entrySlotSchema = z.object({
  day: z.string(),
  /** e.g. 11月24日 周二 */
  dayShortDesc: z.string(),
  isOpen: z.boolean(),
  applyNum: z.number(),
  num: z.number(),
  /** Why a day takes no bookings (闭馆; 已停止入馆 for today after the last entry), or null. */
  closedReason: z.string().nullable(),
});
export type EntrySlot = z.infer<typeof entrySlotSchema>;

/** A visitor as a booking shows them (an EntryVisitor; the name arrives masked, 张*). */
const bookedVisitorSchema = z.object({
  name: z.string(),
  sex: z.literal([Sex.female, Sex.male, Sex.unknown]),
  age: z.number(),
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
