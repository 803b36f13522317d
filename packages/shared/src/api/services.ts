import { z } from 'zod';
import { DOCUMENT_TYPES, ENTRY_MAX_VISITORS, PREVIEW_TYPES } from '../constants.ts';
import { ContentType, Sex } from '../enums.ts';
import { Messages, uploadMessages } from '../messages.ts';
import { ageSchema, introSchema, phoneSchema, realNameSchema } from '../validators.ts';
import { hallSchema } from './collection.ts';
import { ApiPaths } from './paths.ts';

/**
 * Visitor services (spec sections 3-5 and 7, PRODUCT.md "Entry reservation", "Exhibition-hosting application",
 * "Uploads"): entry reservation, hosting applications, donation reports, exhibition orders, system messages and
 * uploads. Templates with `:id` are registered as they are by the server; the site fills them with `servicePath`.
 */
export const ServicePaths = {
  entrySlots: '/client/entry/slot/list',
  entryApply: '/client/entry/apply',
  entryApplyList: '/client/entry/apply/list',
  entryApplyDetail: '/client/entry/apply/:id',
  entryApplyCancel: '/client/entry/apply/:id/cancel',

  venueSetting: '/client/venue/setting2',
  venueApply: '/client/venue/apply',
  venueApplyList: '/client/venue/apply/list',
  /** GET the detail, PUT (no body) withdraws, DELETE removes a withdrawn or rejected one. */
  venueApplyItem: '/client/venue/apply/:id',

  donationReport: '/client/cangpin/report',
  donationReportList: '/client/report/list',

  eventOrder: '/client/zhanlan/order',
  eventOrderList: '/client/zhanlan/order/list',
  eventOrderDetail: '/client/zhanlan/order/:id',
  eventOrderCancel: '/client/zhanlan/order/:id/cancel',
  /** Whether an exhibition or event takes bookings now (query: module, resId). */
  eventOrderAvailability: '/client/zhanlan/order/availability',

  messages: '/client/msg',
  messagesUnread: ApiPaths.unreadMessages,
  messageRead: '/client/msg/:id/read',
  messagesReadAll: '/client/msg/readAll',

  uploadPolicy: '/common/oss/sts',
  /** The embedded default's own upload route, named by the policy's `url`. */
  localUpload: '/common/oss/upload',
} as const;

export function servicePath(template: string, id: number | string): string {
  return template.replace(':id', encodeURIComponent(String(id)));
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` that exists. */
const daySchema = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => DAY_PATTERN.test(value) && isRealDay(value), invalidMessage);

export function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// ---------------------------------------------------------------------------------------------------------------
// Entry reservation

export const EntryStatus = {
  booked: 'booked',
  cancelled: 'cancelled',
  checkedIn: 'checkedIn',
  noShow: 'noShow',
} as const;
export type EntryStatus = (typeof EntryStatus)[keyof typeof EntryStatus];
export const ENTRY_STATUS_LABELS: Record<EntryStatus, string> = {
  booked: '已预约',
  cancelled: '已取消',
  checkedIn: '已入馆',
  noShow: '未到馆',
};

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

export const sexSchema = z
  .number({ error: Messages.sexRequired })
  .refine(
    (value) => value === Sex.female || value === Sex.male || value === Sex.unknown,
    Messages.sexRequired,
  );

export const entryVisitorSchema = z.object({
  name: realNameSchema,
  sex: sexSchema,
  age: ageSchema,
});
export type EntryVisitor = z.infer<typeof entryVisitorSchema>;

/** POST /client/entry/apply: the day, 1 to 5 visitors and a contact phone (spec sections 3 and 5). */
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

// ---------------------------------------------------------------------------------------------------------------
// Exhibition-hosting applications and donation reports

export const ApplicationStatus = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
} as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: '审核中',
  approved: '已通过',
  rejected: '未通过',
  withdrawn: '已撤回',
};

export const DonationStatus = {
  received: 'received',
  contacted: 'contacted',
  accepted: 'accepted',
  declined: 'declined',
} as const;
export type DonationStatus = (typeof DonationStatus)[keyof typeof DonationStatus];
export const DONATION_STATUS_LABELS: Record<DonationStatus, string> = {
  received: '已登记',
  contacted: '已联系',
  accepted: '已接收',
  declined: '未入藏',
};

/** The donation report's `type` (spec section 3: fixed to the donation label). */
export const DONATION_REPORT_TYPE = '藏品捐赠';

/** Applications one visitor may have waiting for review at once. */
export const HOSTING_MAX_PENDING = 5;

export const ApplicationMessages = {
  contactTooLong: '联系人不能超过30个字',
  dayInvalid: '举办日期格式不正确',
  endBeforeStart: '结束日期须晚于开始日期',
  startNotFuture: '举办开始日期须晚于今天',
  periodTooLong: '举办时间不能超过一年',
  typeInvalid: '登记类型不正确',
  tooManyFiles: (limit: number) => `最多上传 ${limit} 个文件`,
  notWithdrawable: '只有审核中的申请可以撤回',
  notDeletable: '只有已撤回或未通过的申请可以删除',
  notFound: '申请记录不存在',
  hallInvalid: '所选展厅暂不接受办展申请，请重新选择',
  tooManyPending: `您已有 ${HOSTING_MAX_PENDING} 份申请正在审核中，请等待审核结果后再提交`,
} as const;

/** Longest holding period a visitor may ask for, in days. */
export const HOSTING_MAX_DAYS = 366;
/** Files an application or a donation report may carry (the upload widget's count limit). */
export const APPLICATION_FILE_LIMIT = 1;
export const DONATION_FILE_LIMIT = 5;
/** What each form accepts: applications take documents, donations also photos and video of the piece. */
export const APPLICATION_FILE_TYPES = DOCUMENT_TYPES;
export const DONATION_FILE_TYPES = [...PREVIEW_TYPES, ...DOCUMENT_TYPES] as const;

const contactSchema = z
  .string({ error: Messages.contactRequired })
  .trim()
  .min(1, Messages.contactRequired)
  .max(30, ApplicationMessages.contactTooLong);

/** One or more uploaded files' addresses, comma-separated as the client sends them. */
const fileUrlSchema = (limit: number) =>
  z
    .string({ error: Messages.materialRequired })
    .trim()
    .min(1, Messages.materialRequired)
    .max(4000, ApplicationMessages.tooManyFiles(limit))
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.length > 0, Messages.materialRequired)
    .refine((urls) => urls.length <= limit, ApplicationMessages.tooManyFiles(limit));

/** POST /client/venue/apply (spec sections 3 and 5). */
export const venueApplySchema = z
  .object({
    startTime: daySchema(Messages.holdingTimeRequired, ApplicationMessages.dayInvalid),
    endTime: daySchema(Messages.holdingTimeRequired, ApplicationMessages.dayInvalid),
    people: contactSchema,
    phone: phoneSchema,
    fileUrl: fileUrlSchema(APPLICATION_FILE_LIMIT),
    intro: introSchema(Messages.exhibitionIntroRequired),
    /** The hall the visitor would like, optional; one of setting2's halls. */
    hallId: z
      .number({ error: ApplicationMessages.hallInvalid })
      .int(ApplicationMessages.hallInvalid)
      .positive(ApplicationMessages.hallInvalid)
      .nullish(),
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

/** POST /client/cangpin/report (spec sections 3 and 5). */
export const donationReportSchema = z.object({
  type: z
    .string()
    .optional()
    .refine((value) => value === undefined || value === DONATION_REPORT_TYPE, ApplicationMessages.typeInvalid)
    .transform(() => DONATION_REPORT_TYPE),
  people: contactSchema,
  phone: phoneSchema,
  fileUrl: fileUrlSchema(DONATION_FILE_LIMIT),
  intro: introSchema(Messages.collectionIntroRequired),
});
export type DonationReportInput = z.input<typeof donationReportSchema>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const attachedFileSchema = z.object({
  url: z.string(),
  /** The name the visitor's file had. */
  name: z.string(),
});
export type AttachedFile = z.infer<typeof attachedFileSchema>;

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

export const donationReportAnswerSchema = z.object({
  id: z.number(),
  type: z.string(),
  people: z.string(),
  phone: z.string(),
  fileUrl: z.string(),
  files: z.array(attachedFileSchema),
  intro: z.string(),
  status: z.enum(DonationStatus),
  createdAt: z.string(),
});
export type DonationReport = z.infer<typeof donationReportAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Exhibition and education-event orders

export const OrderStatus = { booked: 'booked', cancelled: 'cancelled', attended: 'attended' } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  booked: '已预约',
  cancelled: '已取消',
  attended: '已参加',
};
/** Places one order may take (a family at a workshop). */
export const ORDER_MAX_PLACES = 5;

export const OrderMessages = {
  moduleInvalid: '预约类型不正确',
  itemRequired: '请选择要预约的展览或活动',
  placesRequired: `请选择预约人数（1~${ORDER_MAX_PLACES}人）`,
  notBookable: '该展览或活动不接受预约',
  closed: '该展览或活动已结束预约',
  full: '名额已满，欢迎关注下一场',
  notEnough: (left: number) => `仅剩 ${left} 个名额，请减少预约人数`,
  duplicate: '您已预约过该展览或活动',
  notCancellable: '该预约已无法取消',
  notFound: '预约记录不存在',
} as const;

/** POST /client/zhanlan/order: `module` 1 exhibition or 2 education event, `resId` its id. */
export const eventOrderSchema = z.object({
  module: z
    .number({ error: OrderMessages.moduleInvalid })
    .refine(
      (value) => value === ContentType.exhibition || value === ContentType.education,
      OrderMessages.moduleInvalid,
    ),
  resId: z.number({ error: OrderMessages.itemRequired }).int(OrderMessages.itemRequired).positive(),
  num: z
    .number({ error: OrderMessages.placesRequired })
    .int(OrderMessages.placesRequired)
    .min(1, OrderMessages.placesRequired)
    .max(ORDER_MAX_PLACES, OrderMessages.placesRequired),
  people: contactSchema,
  phone: phoneSchema,
});
export type EventOrderInput = z.input<typeof eventOrderSchema>;

const orderModuleQuery = z.coerce
  .number({ error: OrderMessages.moduleInvalid })
  .refine(
    (value) => value === ContentType.exhibition || value === ContentType.education,
    OrderMessages.moduleInvalid,
  );
export const eventOrderListQuerySchema = z.object({ module: orderModuleQuery.optional() });
export const orderAvailabilityQuerySchema = z.object({
  module: orderModuleQuery,
  resId: z.coerce.number({ error: OrderMessages.itemRequired }).int(OrderMessages.itemRequired).positive(),
});

export const eventOrderAnswerSchema = z.object({
  id: z.number(),
  module: z.literal([ContentType.exhibition, ContentType.education]),
  resId: z.number(),
  /** The exhibition's or event's title and schedule at the time of reading. */
  title: z.string(),
  place: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  num: z.number(),
  people: z.string(),
  phone: z.string(),
  orderCode: z.string(),
  status: z.enum(OrderStatus),
  createdAt: z.string(),
  cancellable: z.boolean(),
});
export type EventOrder = z.infer<typeof eventOrderAnswerSchema>;

/** Whether an exhibition or event takes bookings, and how many places are left, for its order button. */
export const orderAvailabilitySchema = z.object({
  bookable: z.boolean(),
  capacity: z.number().nullable(),
  booked: z.number(),
  /** The signed-in visitor's live order for it, if any. */
  myOrderId: z.number().nullable(),
  /** Why it takes no bookings now (已结束, 不接受预约), or null. */
  reason: z.string().nullable(),
});
export type OrderAvailability = z.infer<typeof orderAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------------------------
// System messages

export const MessageKind = {
  reservation: 'reservation',
  application: 'application',
  donation: 'donation',
  order: 'order',
  account: 'account',
} as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

export const systemMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MessageKind),
  title: z.string(),
  content: z.string(),
  /** A site route the message is about (e.g. /userCenter/bookings), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Uploads

/** Documents may be large; photos and video are kept small (PRODUCT.md "Uploads"). */
export const UploadKind = { document: 'document', media: 'media' } as const;
export type UploadKind = (typeof UploadKind)[keyof typeof UploadKind];
export const UPLOAD_KIND_TYPES: Record<UploadKind, readonly string[]> = {
  document: DOCUMENT_TYPES,
  media: PREVIEW_TYPES,
};

export function uploadKindOf(fileName: string): UploadKind | null {
  const ext = fileExtension(fileName);
  if ((DOCUMENT_TYPES as readonly string[]).includes(ext)) return UploadKind.document;
  if ((PREVIEW_TYPES as readonly string[]).includes(ext)) return UploadKind.media;
  return null;
}

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * GET /common/oss/sts?kind=&ext=: `ext` is the extension of the file about to be uploaded. With it the policy
 * admits that type only and fixes the stored Content-Type to it (a bucket then serves the file as what it is);
 * without it the policy admits any type of the kind, stored as application/octet-stream.
 */
export const uploadPolicyQuerySchema = z
  .object({
    kind: z
      .enum([UploadKind.document, UploadKind.media], { error: uploadMessages.kindInvalid })
      .default(UploadKind.media),
    ext: z
      .string({ error: uploadMessages.kindInvalid })
      .trim()
      .toLowerCase()
      .optional()
      .transform((ext) => ext || undefined),
  })
  .superRefine((query, ctx) => {
    const accepted = UPLOAD_KIND_TYPES[query.kind];
    if (query.ext !== undefined && !accepted.includes(query.ext)) {
      ctx.addIssue({ code: 'custom', path: ['ext'], message: uploadMessages.wrongType(accepted) });
    }
  });
export type UploadPolicyQuery = z.input<typeof uploadPolicyQuerySchema>;

/**
 * GET /common/oss/sts, in presigned-POST form: post `fields` + `key` (= keyPrefix + timestamp + '-' + name)
 * + `file` to `url`; the file is then at `publicBaseUrl + key`.
 */
export const uploadPolicySchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  keyPrefix: z.string(),
  publicBaseUrl: z.string(),
  /** Bytes. */
  maxSize: z.number(),
  /** Unix seconds after which the policy is refused. */
  expire: z.number(),
  /** Extensions this policy accepts (those sharing `ext`'s content type when the policy was asked with one). */
  accept: z.array(z.string()).readonly(),
});
export type UploadPolicy = z.infer<typeof uploadPolicySchema>;

/** The key a browser uploads under: the policy's prefix, a timestamp and a cleaned-up file name. */
export function uploadKey(keyPrefix: string, fileName: string, now = Date.now()): string {
  const dotted = fileExtension(fileName);
  // Only a plain extension is kept as one ("a.b/c" has none).
  const ext = /^[a-z0-9]{1,10}$/.test(dotted) ? dotted : '';
  const base = (ext ? fileName.slice(0, -(ext.length + 1)) : fileName)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return `${keyPrefix}${now}-${base || 'file'}${ext ? `.${ext}` : ''}`;
}

/** What `uploadKey` puts after the prefix: `<timestamp>-<cleaned name>[.<extension>]`. */
const UPLOAD_FILE_PART = /^\d{10,}-[\p{L}\p{N}_-]{1,60}(?:\.[a-z0-9]{1,10})?$/u;

/** Whether `key` is one `uploadKey` could have made under `keyPrefix` (the server accepts no other). */
export function isUploadKey(keyPrefix: string, key: string): boolean {
  return key.startsWith(keyPrefix) && UPLOAD_FILE_PART.test(key.slice(keyPrefix.length));
}

/** The name a visitor gave a file, read back from its key (`…/1700000000000-plan.pdf` → `plan.pdf`). */
export function fileNameOfKey(key: string): string {
  const last = key.split('/').pop() ?? key;
  return last.replace(/^\d{10,}-/, '');
}
