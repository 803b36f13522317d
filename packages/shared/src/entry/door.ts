import { z } from 'zod';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { daySchema, textSchema } from '../common/validators.ts';
import { EntryChannel, EntryStatus } from './schemas.ts';
import { DOOR_DESK_MAX_LENGTH, EntryStaffMessages, entryCheckinSchema } from './staff.ts';

const entryDay = () => daySchema(EntryStaffMessages.dayRequired, EntryStaffMessages.dayInvalid);

/**
 * The door without a network (docs/PRODUCT.md "The door without a network"): a desk holds the day's tickets as
 * hashes, decides offline from them and from its own scans, and sends its scans when the network returns; each is
 * applied once (by its nonce), the earliest scan of a ticket is its check-in, and later ones are conflicts.
 */
export const DoorPaths = {
  /** GET `?date=[&since=]` (admin, frontdesk): the day's tickets as hashes; `since` answers only those changed. */
  manifest: '/admin/entry/checkin/manifest',
  /** POST `[{code, scannedAt, nonce, desk}]` (admin, frontdesk): scans made offline, each applied once. */
  batch: '/admin/entry/checkin/batch',
  /** GET `?date=` (admin, frontdesk): tickets let in at more than one scan, the earliest kept. */
  conflicts: '/admin/entry/checkin/conflicts',
} as const;

/** The most scans one batch carries (a desk sends what waits in several batches). */
export const DOOR_BATCH_MAX = 500;

export const DoorMessages = {
  sinceInvalid: 'since 应为 ISO 8601 时间',
  scansRequired: '请至少提交一条扫码记录',
  tooManyScans: `每次最多提交 ${DOOR_BATCH_MAX} 条扫码记录`,
  scannedAtInvalid: '扫码时间应为 ISO 8601 时间',
  scannedAtFuture: '扫码时间不能晚于现在',
  nonceInvalid: 'nonce 应为 8 到 64 位字母、数字、- 或 _',
  deskRequired: '请填写检票口名称',
  deskTooLong: `检票口名称不能超过${DOOR_DESK_MAX_LENGTH}个字`,
  received: (count: number) => `已接收 ${count} 条扫码记录`,
  /** Offline, a desk holds only today's tickets: a code it does not have may also be another day's. */
  unknownOffline: '本机没有这张票：票号不存在，或不是今天的票',
} as const;

const instant = (message: string) =>
  textSchema(message, message).refine(
    (value) => !Number.isNaN(Date.parse(value)) && /T/.test(value),
    message,
  );

export const doorManifestQuerySchema = z.object({
  date: entryDay(),
  since: instant(DoorMessages.sinceInvalid).optional(),
});

export const doorTicketSchema = z.object({
  /** SHA-256 of `normaliseTicketCode(code)`, lower-case hex: the server and the desk each with their own crypto. */
  codeHash: z.string(),
  people: z.number(),
  /** Masked (张*); a group's leader first. */
  names: z.array(z.string()),
  status: z.enum(EntryStatus),
  channel: z.enum(EntryChannel),
  /** When it was let in (an offline desk refuses it again with this time). */
  checkedInAt: z.string().nullable(),
});
export type DoorTicket = z.infer<typeof doorTicketSchema>;

export const doorManifestSchema = z.object({
  date: z.string(),
  /** The server's time of this answer: the next `since`. */
  generatedAt: z.string(),
  tickets: z.array(doorTicketSchema),
});
export type DoorManifest = z.infer<typeof doorManifestSchema>;

export const doorScanSchema = z.object({
  code: entryCheckinSchema.shape.code,
  scannedAt: instant(DoorMessages.scannedAtInvalid),
  nonce: textSchema(DoorMessages.nonceInvalid, DoorMessages.nonceInvalid).regex(
    /^[A-Za-z0-9_-]{8,64}$/,
    DoorMessages.nonceInvalid,
  ),
  desk: textSchema(DoorMessages.deskRequired)
    .trim()
    .min(1, DoorMessages.deskRequired)
    .max(DOOR_DESK_MAX_LENGTH, DoorMessages.deskTooLong),
});
export type DoorScan = z.input<typeof doorScanSchema>;

export const doorBatchSchema = z
  .array(doorScanSchema, { error: DoorMessages.scansRequired })
  .min(1, DoorMessages.scansRequired)
  .max(DOOR_BATCH_MAX, DoorMessages.tooManyScans);

/** What became of a scan sent late: let in (its ticket checked in at the scan's time) or why not. */
export const [DoorOutcome, DOOR_OUTCOME_LABELS] = labelled({
  admitted: '已入馆',
  conflict: '重复入馆',
  unknown: '票号不存在',
  refused: '不能入馆',
});
export type DoorOutcome = ValueOf<typeof DoorOutcome>;

export const doorScanResultSchema = z.object({
  nonce: z.string(),
  outcome: z.enum(DoorOutcome),
  /** For a refusal, the door's own words (EntryStaffMessages). */
  message: z.string().nullable(),
});
export type DoorScanResult = z.infer<typeof doorScanResultSchema>;

export const doorConflictSchema = z.object({
  /** Masked: AB12****. */
  code: z.string(),
  people: z.number(),
  names: z.array(z.string()),
  /** Every scan that let the ticket in, earliest first: the first is the check-in kept. */
  scans: z.array(z.object({ desk: z.string(), scannedAt: z.string(), kept: z.boolean() })),
});
export type DoorConflict = z.infer<typeof doorConflictSchema>;

export const doorConflictsQuerySchema = z.object({ date: entryDay() });
