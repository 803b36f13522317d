import { z } from 'zod';
import { daysBetween } from '../common/dates.ts';
import { listResultSchema, pageQuerySchema } from '../common/envelope.ts';
import type { ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { blankToUndefined, optionalFlag } from '../common/query.ts';
import { daySchema, phoneSchema, textSchema } from '../common/validators.ts';
import { EntryMessages } from './messages.ts';
import { EntryRuleMessages } from './rules.ts';
import { EntryChannel, EntryStatus, entryVisitorsSchema } from './schemas.ts';

/** The museum's side of timed entry (docs/PRODUCT.md "Staff console" → "Entry operations"), under /prod-api. */
export const EntryStaffPaths = {
  /** GET `?from=&to=` (admin, frontdesk): the days with places, bookings, check-ins. PUT `{days}` (admin): many at once. */
  calendar: '/admin/entry/calendar',
  /** PUT `{capacity?, open?, reason?, notify?}` (admin): one day. */
  calendarDay: (day: string) => `/admin/entry/calendar/${day}`,
  /** POST `{code}` (admin, frontdesk): checks a ticket in. */
  checkin: '/admin/entry/checkin',
  /**
   * GET `?date=&status=&phone=&pageNum=&pageSize=` (admin, frontdesk): a day's bookings, counts per status. POST
   * `{applyTime, channel, users, phone?}` (admin, frontdesk): a booking at the window or by phone.
   */
  bookings: '/admin/entry/bookings',
  /**
   * PUT (admin, frontdesk, audited): cancels a booking the front desk made, for a visitor who calls or comes to
   * the window; a visitor cancels their own online.
   */
  bookingCancel: (id: number | string) => `/admin/entry/bookings/${id}/cancel`,
  /** GET `?date=[&full=true]` (admin, frontdesk; full data admin only, audited): the day's bookings as CSV. */
  export: '/admin/entry/bookings/export',
  /** GET `?pageNum=&pageSize=` (admin): the documents barred for their no-shows. */
  bans: '/admin/entry/bans',
  /** DELETE `{reason}` (admin, audited): lifts a bar, forgiving the document's no-shows so far. */
  ban: (id: number | string) => `/admin/entry/bans/${id}`,
  /** GET `?status=&date=&pageNum=&pageSize=` (reviewer, admin): groups' applications, newest first. */
  groups: '/admin/entry/groups',
  /** GET (reviewer, admin): one group with its member list, masked, and the day's group places left. */
  group: (id: number | string) => `/admin/entry/groups/${id}`,
  /** PUT `{approve, reason}` (reviewer, admin): decides a group once; approval takes its places. */
  groupReview: (id: number | string) => `/admin/entry/groups/${id}/review`,
} as const;

/** The longest range the calendar answers at once. */
export const ENTRY_CALENDAR_MAX_DAYS = 62;
/** The most days one batch (a year's holidays) may change. */
export const ENTRY_CALENDAR_BATCH_MAX = 400;
export const ENTRY_CAPACITY_MAX = 100_000;
export const ENTRY_REASON_MAX_LENGTH = 50;
export const ENTRY_BAN_REASON_MAX_LENGTH = 200;

/**
 * Why the entrance refused a ticket, sent beside the message as the failure's `data.reason`. Already checked in and
 * another day concern a real ticket (staff look at it: amber); the others are no entry (red).
 */
export const CheckinRefusal = {
  unknown: 'unknown',
  cancelled: 'cancelled',
  noShow: 'noShow',
  alreadyCheckedIn: 'alreadyCheckedIn',
  otherDay: 'otherDay',
} as const;
export type CheckinRefusal = ValueOf<typeof CheckinRefusal>;

/** The refusals that concern a real ticket, for staff to look at rather than turn the visitor away. */
export const CHECKIN_REFUSALS_TO_LOOK_AT: readonly CheckinRefusal[] = [
  CheckinRefusal.alreadyCheckedIn,
  CheckinRefusal.otherDay,
];

/** The longest name a desk goes by (入口 1, 东门): the check-in's `desk` and the door's scans. */
export const DOOR_DESK_MAX_LENGTH = 40;

/**
 * A ticket code as the door reads it: no spaces or dashes (a ticket shows it in groups, ABCD EFGH), upper case.
 * The check-in reads codes so, and the door's manifest hashes them so (door.ts).
 */
export const normaliseTicketCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

export const EntryStaffMessages = {
  dayRequired: '请选择日期',
  dayInvalid: '日期格式应为 YYYY-MM-DD',
  fromRequired: '请选择开始日期',
  toRequired: '请选择结束日期',
  rangeInvalid: '开始日期不能晚于结束日期',
  rangeTooLong: `一次最多查看${ENTRY_CALENDAR_MAX_DAYS}天`,
  capacityInvalid: `每日名额须为0到${ENTRY_CAPACITY_MAX}之间的整数`,
  openInvalid: '开放状态有误，应为 true 或 false',
  notifyInvalid: '是否通知观众应为 true 或 false',
  reasonInvalid: `闭馆原因须为1-${ENTRY_REASON_MAX_LENGTH}个字`,
  reasonRequired: '闭馆须填写原因',
  nothingToChange: '请填写要修改的名额、开放状态或原因',
  daysRequired: '请至少填写一天',
  tooManyDays: `一次最多修改${ENTRY_CALENDAR_BATCH_MAX}天`,
  duplicateDay: (day: string) => `日期 ${day} 重复`,
  pastDay: (day: string) => `${day} 已过去，不能修改`,
  capacityBelowBooked: (day: string, booked: number) => `${day} 已预约 ${booked} 人，名额不能少于已预约人数`,
  closeNeedsNotify: (day: string, bookings: number) =>
    `${day} 已有 ${bookings} 笔预约，闭馆须同时取消这些预约并通知观众（notify: true）`,
  saved: '保存成功',
  closedAndNotified: (bookings: number) => `已保存，取消了 ${bookings} 笔预约并已通知观众`,
  codeRequired: '请输入或扫描票号',
  codeInvalid: '票号格式不正确',
  unknownCode: '票号不存在，请核对后重试',
  cancelledCode: '该预约已取消，不能入馆',
  noShowCode: '该预约已记为未到馆，不能入馆',
  alreadyCheckedIn: (time: string) => `该票已于 ${time} 核验入馆，请勿重复入馆`,
  otherDay: (day: string) => `该票预约的是 ${day}，不是今天`,
  checkedIn: '核验成功，请入馆',
  deskInvalid: `检票口名称须为 1 到 ${DOOR_DESK_MAX_LENGTH} 个字`,
  banReasonRequired: '请填写解除禁约的原因',
  banReasonTooLong: `解除原因不能超过${ENTRY_BAN_REASON_MAX_LENGTH}个字`,
  banNotFound: '该禁约不存在或已解除',
  banLifted: '已解除禁约',
  statusInvalid: '状态有误，应为 booked、cancelled、checkedIn 或 noShow',
  phoneInvalid: '手机号应为完整的11位或末4位数字',
  fullInvalid: '参数 full 应为 true 或 false',
  fullForbidden: '只有管理员可以导出完整的姓名和手机号',
  channelInvalid: '预约方式应为 window（窗口）或 phone（电话）',
  deskBooked: '预约成功，请打印入馆凭证交给观众',
  deskCancelled: '已取消预约，名额已释放',
  onlineCancelsOnline: '线上预约请观众在个人中心自行取消',
  notCancellable: '该预约已不能取消（已取消、已入馆或已记为未到馆）',
} as const;

const entryDay = (required: string = EntryStaffMessages.dayRequired) =>
  daySchema(required, EntryStaffMessages.dayInvalid);

/** GET /admin/entry/calendar: both days included, at most ENTRY_CALENDAR_MAX_DAYS. */
export const entryCalendarQuerySchema = z
  .object({
    from: entryDay(EntryStaffMessages.fromRequired),
    to: entryDay(EntryStaffMessages.toRequired),
  })
  .superRefine((query, ctx) => {
    const span = daysBetween(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: 'custom', message: EntryStaffMessages.rangeInvalid, path: ['to'] });
    else if (span >= ENTRY_CALENDAR_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: EntryStaffMessages.rangeTooLong, path: ['to'] });
    }
  });

/** A day of the calendar as staff see it: `booked` and `checkedIn` count people, as `applyNum` does. */
export const entryCalendarDaySchema = z.object({
  date: z.string(),
  /** e.g. 11月24日 周二 */
  dayShortDesc: z.string(),
  capacity: z.number(),
  booked: z.number(),
  checkedIn: z.number(),
  open: z.boolean(),
  /** Why the day is closed (or the note an admin left), or null. */
  reason: z.string().nullable(),
  /** True when an admin set this day; false when it follows the configuration (weekly closed days, capacity). */
  custom: z.boolean(),
});
export type EntryCalendarDay = z.infer<typeof entryCalendarDaySchema>;

const strictFlag = (message: string) => z.boolean({ error: message });
const reasonSchema = textSchema(EntryStaffMessages.reasonInvalid, EntryStaffMessages.reasonInvalid)
  .trim()
  .min(1, EntryStaffMessages.reasonInvalid)
  .refine((value) => [...value].length <= ENTRY_REASON_MAX_LENGTH, EntryStaffMessages.reasonInvalid);

const dayChangeShape = {
  capacity: z
    .number({ error: EntryStaffMessages.capacityInvalid })
    .int(EntryStaffMessages.capacityInvalid)
    .min(0, EntryStaffMessages.capacityInvalid)
    .max(ENTRY_CAPACITY_MAX, EntryStaffMessages.capacityInvalid)
    .optional(),
  open: strictFlag(EntryStaffMessages.openInvalid).optional(),
  reason: z.preprocess(blankToUndefined, reasonSchema.optional()),
  /** Closing a day that has bookings: cancel them and tell each visitor (system message and SMS). */
  notify: strictFlag(EntryStaffMessages.notifyInvalid).optional(),
};

type DayChange = { capacity?: number; open?: boolean; reason?: string; notify?: boolean };
function checkDayChange(change: DayChange, ctx: z.RefinementCtx) {
  if (change.capacity === undefined && change.open === undefined && change.reason === undefined) {
    ctx.addIssue({ code: 'custom', message: EntryStaffMessages.nothingToChange });
  }
  if (change.open === false && change.reason === undefined) {
    ctx.addIssue({ code: 'custom', message: EntryStaffMessages.reasonRequired, path: ['reason'] });
  }
}

/** PUT /admin/entry/calendar/{YYYY-MM-DD}. */
export const entryDayChangeSchema = z
  .object(dayChangeShape, { error: EntryStaffMessages.nothingToChange })
  .superRefine(checkDayChange);
export type EntryDayChange = z.infer<typeof entryDayChangeSchema>;

export const entryDayParamSchema = z.object({ day: entryDay() });

/** PUT /admin/entry/calendar `{days: [{date, ...change}]}`: all or nothing (a year's holidays at once). */
export const entryCalendarBatchSchema = z.object(
  {
    days: z
      .array(
        z
          .object({ date: entryDay(), ...dayChangeShape }, { error: EntryStaffMessages.daysRequired })
          .superRefine(checkDayChange),
        { error: EntryStaffMessages.daysRequired },
      )
      .min(1, EntryStaffMessages.daysRequired)
      .max(ENTRY_CALENDAR_BATCH_MAX, EntryStaffMessages.tooManyDays)
      .superRefine((days, ctx) => {
        const seen = new Set<string>();
        for (const day of days) {
          if (seen.has(day.date)) {
            ctx.addIssue({ code: 'custom', message: EntryStaffMessages.duplicateDay(day.date) });
            return;
          }
          seen.add(day.date);
        }
      }),
  },
  { error: EntryStaffMessages.daysRequired },
);
export type EntryCalendarBatch = z.infer<typeof entryCalendarBatchSchema>;

export const entryCalendarChangeResultSchema = z.object({
  days: z.array(entryCalendarDaySchema),
  /** Bookings cancelled because their day closed. */
  cancelled: z.number(),
});
export type EntryCalendarChangeResult = z.infer<typeof entryCalendarChangeResultSchema>;

/**
 * POST /admin/entry/checkin: the ticket code, typed or scanned. Spaces and dashes are dropped: staff type the code
 * as a visitor's ticket shows it, in groups (ABCD EFGH), and a scanner may send it so too.
 */
export const entryCheckinSchema = z.object(
  {
    code: textSchema(EntryStaffMessages.codeRequired, EntryStaffMessages.codeInvalid)
      .overwrite(normaliseTicketCode)
      .min(1, EntryStaffMessages.codeRequired)
      .max(64, EntryStaffMessages.codeInvalid)
      .regex(/^[A-Z0-9]+$/, EntryStaffMessages.codeInvalid),
    /** Which entrance scanned it (the desk's own name), for the door's conflicts list. */
    desk: z.preprocess(
      blankToUndefined,
      z
        .string({ error: EntryStaffMessages.deskInvalid })
        .trim()
        .max(DOOR_DESK_MAX_LENGTH, EntryStaffMessages.deskInvalid)
        .optional(),
    ),
  },
  { error: EntryStaffMessages.codeRequired },
);

/** A booking as the front desk sees it: names and phone masked. */
export const entryStaffBookingSchema = z.object({
  id: z.number(),
  /** The visit day, YYYY-MM-DD. */
  date: z.string(),
  dayShortDesc: z.string(),
  status: z.enum(EntryStatus),
  /** online, window, phone, or group: one ticket for a whole group (its leader named first). */
  channel: z.enum(EntryChannel),
  ticketCode: z.string(),
  people: z.number(),
  /** Masked names (张*). */
  names: z.array(z.string()),
  /** Masked phone (138****5678). */
  phone: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
});
export type EntryStaffBooking = z.infer<typeof entryStaffBookingSchema>;

/** GET /admin/entry/bookings: a day, an optional status, an optional phone (full, or its last 4 digits). */
export const entryBookingsQuerySchema = pageQuerySchema.extend({
  date: entryDay(),
  status: z.preprocess(
    blankToUndefined,
    z.enum(EntryStatus, { error: EntryStaffMessages.statusInvalid }).optional(),
  ),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: EntryStaffMessages.phoneInvalid })
      .trim()
      .regex(/^(\d{4}|1[3-9]\d{9})$/, EntryStaffMessages.phoneInvalid)
      .optional(),
  ),
});

/** People and bookings of the day per status (whatever the status filter). */
export const entryStatusCountsSchema = z.object({
  booked: z.number(),
  cancelled: z.number(),
  checkedIn: z.number(),
  noShow: z.number(),
});
export type EntryStatusCounts = z.infer<typeof entryStatusCountsSchema>;

/** The bookings list: the usual `{code, msg, total, rows}` and `counts` (bookings per status). */
export const entryBookingsResultSchema = listResultSchema(entryStaffBookingSchema).extend({
  counts: entryStatusCountsSchema,
});

/** GET /admin/entry/bookings/export. */
export const entryExportQuerySchema = z.object({
  date: entryDay(),
  full: optionalFlag(EntryStaffMessages.fullInvalid),
});

/** A document barred for its no-shows (GET /admin/entry/bans): whose, masked, and until when. */
export const entryBanSchema = z.object({
  id: z.number(),
  /** The holder's name as last booked, masked (张*); 未知 for one not booked since the rules came. */
  holder: z.string(),
  /** The document's type and masked number, e.g. 护照 E123****78. */
  document: z.string(),
  /** No-shows within the no-show window ending at the last. */
  noShows: z.number(),
  lastNoShow: z.string(),
  /** The first day the document books again, YYYY-MM-DD. */
  barredUntil: z.string(),
});
export type EntryBan = z.infer<typeof entryBanSchema>;
export const entryBansResultSchema = listResultSchema(entryBanSchema);

/** DELETE /admin/entry/bans/{id}: why the bar is lifted (kept in the audit log). */
export const entryBanLiftSchema = z.object({
  reason: textSchema(EntryStaffMessages.banReasonRequired)
    .trim()
    .min(1, EntryStaffMessages.banReasonRequired)
    .max(ENTRY_BAN_REASON_MAX_LENGTH, EntryStaffMessages.banReasonTooLong),
});
export type EntryBanLift = z.input<typeof entryBanLiftSchema>;

/**
 * POST /admin/entry/bookings: a visitor without a smartphone, booked by the front desk at the window or on the
 * phone (docs/PRODUCT.md "The window and the phone"): every visitor gives their document; a phone is optional.
 */
export const entryDeskBookingSchema = z.object({
  applyTime: daySchema(Messages.entryTimeRequired, EntryMessages.dayInvalid),
  channel: z.enum([EntryChannel.window, EntryChannel.phone], { error: EntryStaffMessages.channelInvalid }),
  users: entryVisitorsSchema.superRefine((visitors, ctx) => {
    if (visitors.some((visitor) => !visitor.idCard)) {
      ctx.addIssue({ code: 'custom', message: EntryRuleMessages.visitorIdRequired });
    }
  }),
  phone: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    phoneSchema.optional(),
  ),
});
export type EntryDeskBookingInput = z.input<typeof entryDeskBookingSchema>;
