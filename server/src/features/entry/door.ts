import { createHash, randomUUID } from 'node:crypto';
import {
  type DoorConflict,
  type DoorManifest,
  DoorMessages,
  DoorOutcome,
  type DoorScanResult,
  type doorScanSchema,
  EntryChannel,
  EntryStaffMessages,
  EntryStatus,
  GroupStatus,
  maskName,
  normaliseTicketCode,
} from '@museum/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { queryRows, type Transaction } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { type AuditActor, recordAudit } from '../staff/index.ts';
import { markGroups } from './groups.ts';
import { bookedVisitors } from './service.ts';
import { entryBookingIds, entryBookings, entryScans } from './tables.ts';

/**
 * The door without a network (docs/PRODUCT.md): the day's tickets as hashes for the desks, the scans they send
 * late, each applied once by its nonce with the scan's own time, and the tickets two scans let in.
 */
type BookingRow = typeof entryBookings.$inferSelect;
type Scan = z.output<typeof doorScanSchema>;

/** A `since` is moved back this far: a transaction that began before the last answer may commit after it. */
const SINCE_OVERLAP_MS = 60_000;
/** Scans from further ahead than this are refused: a desk's clock may run a little fast, not days. */
const CLOCK_SKEW_MS = 5 * 60_000;

export const ticketCodeHash = (code: string) =>
  createHash('sha256').update(normaliseTicketCode(code), 'utf8').digest('hex');

const maskCode = (code: string) => `${code.slice(0, 4)}${'*'.repeat(Math.max(0, code.length - 4))}`;

/** Records a scan that let a ticket in at a desk online, so that a later offline scan of it is seen as a conflict. */
export async function recordOnlineScan(tx: Transaction, booking: BookingRow, desk: string, staff: string) {
  await tx.insert(entryScans).values({
    nonce: randomUUID(),
    bookingId: booking.id,
    day: booking.visitDay,
    desk,
    scannedAt: booking.checkedInAt ?? sql`now()`,
    staff,
    outcome: DoorOutcome.admitted,
  });
}

export function createDoor(ctx: AppContext) {
  const { db, clock, personalData } = ctx;

  const namesOf = (row: BookingRow) =>
    bookedVisitors(personalData, row).map((visitor) => maskName(visitor.name));

  /** Decides one late scan, the booking's row taken first so that its scans are decided one at a time. */
  async function apply(tx: Transaction, scan: Scan, actor: AuditActor): Promise<DoorScanResult> {
    const scannedAt = new Date(scan.scannedAt);
    const day = clock.localTime(scannedAt).day;
    const [booking] = await tx
      .select()
      .from(entryBookings)
      .where(eq(entryBookings.ticketCode, scan.code))
      .for('update');
    const [recorded] = await tx
      .insert(entryScans)
      .values({
        nonce: scan.nonce,
        bookingId: booking?.id ?? null,
        day,
        desk: scan.desk,
        scannedAt,
        staff: actor.username,
        outcome: DoorOutcome.refused,
      })
      .onConflictDoNothing({ target: entryScans.nonce })
      .returning({ id: entryScans.id });
    if (!recorded) {
      // Sent before: answered with its outcome as it stands (a scan let in then may since be a conflict).
      const [seen] = await tx.select().from(entryScans).where(eq(entryScans.nonce, scan.nonce));
      return { nonce: scan.nonce, outcome: seen!.outcome as DoorOutcome, message: seen!.message };
    }
    const decide = async (outcome: DoorOutcome, message: string | null = null) => {
      await tx.update(entryScans).set({ outcome, message }).where(eq(entryScans.id, recorded.id));
      return { nonce: scan.nonce, outcome, message };
    };

    if (!booking) return decide(DoorOutcome.unknown, EntryStaffMessages.unknownCode);
    if (booking.status === EntryStatus.cancelled)
      return decide(DoorOutcome.refused, EntryStaffMessages.cancelledCode);
    if (booking.visitDay !== day) {
      return decide(DoorOutcome.refused, EntryStaffMessages.otherDay(booking.visitDay));
    }
    if (booking.status === EntryStatus.checkedIn && booking.checkedInAt && booking.checkedInAt <= scannedAt) {
      // Nothing changes on the booking, but the door let a ticket in twice: the log says where and when.
      await recordAudit(tx, {
        actor,
        action: 'checkin',
        module: 'entry',
        recordId: booking.id,
        before: { status: booking.status },
        after: {
          outcome: DoorOutcome.conflict,
          ticketCode: booking.ticketCode,
          desk: scan.desk,
          scannedAt: scannedAt.toISOString(),
          offline: true,
        },
      });
      return decide(DoorOutcome.conflict);
    }
    // Booked, marked a no-show while the desk was offline, or let in later elsewhere: this scan is the check-in.
    const before = booking.status;
    await tx
      .update(entryBookings)
      .set({ status: EntryStatus.checkedIn, checkedInAt: scannedAt })
      .where(eq(entryBookings.id, booking.id));
    if (before === EntryStatus.noShow) {
      await tx
        .update(entryBookingIds)
        .set({ noShow: false })
        .where(eq(entryBookingIds.bookingId, booking.id));
    }
    if (booking.channel === EntryChannel.group && before !== EntryStatus.checkedIn) {
      await markGroups(tx, [booking.id], GroupStatus.checkedIn);
    }
    if (before === EntryStatus.checkedIn) {
      // An earlier scan than the one recorded: that one becomes the conflict.
      await tx
        .update(entryScans)
        .set({ outcome: DoorOutcome.conflict })
        .where(and(eq(entryScans.bookingId, booking.id), eq(entryScans.outcome, DoorOutcome.admitted)));
    }
    await recordAudit(tx, {
      actor,
      action: 'checkin',
      module: 'entry',
      recordId: booking.id,
      before: { status: before },
      after: {
        status: EntryStatus.checkedIn,
        ticketCode: booking.ticketCode,
        people: booking.people,
        desk: scan.desk,
        scannedAt: scannedAt.toISOString(),
        offline: true,
      },
      plain: ['people'],
    });
    return decide(DoorOutcome.admitted);
  }

  return {
    /** The day's tickets as the desks hold them: hashes, never codes; `since` answers only what changed. */
    async manifest(date: string, since: string | undefined): Promise<DoorManifest> {
      // The database's time, the one `updated_at` is written in.
      const [{ now }] = (await queryRows<{ now: string | Date }>(db, sql`select now() as now`)) as [
        { now: string | Date },
      ];
      const changed = since
        ? gt(entryBookings.updatedAt, new Date(Date.parse(since) - SINCE_OVERLAP_MS))
        : undefined;
      const rows = await db
        .select()
        .from(entryBookings)
        .where(and(eq(entryBookings.visitDay, date), changed))
        .orderBy(asc(entryBookings.id));
      return {
        date,
        generatedAt: new Date(now).toISOString(),
        tickets: rows.map((row) => ({
          codeHash: ticketCodeHash(row.ticketCode),
          people: row.people,
          names: namesOf(row),
          status: row.status as EntryStatus,
          channel: row.channel as EntryChannel,
          checkedInAt: row.checkedInAt?.toISOString() ?? null,
        })),
      };
    },

    /** Scans sent late, in the order they were made: each in its own transaction, applied once by its nonce. */
    async batch(scans: Scan[], actor: AuditActor): Promise<DoorScanResult[]> {
      const latest = clock.now().getTime() + CLOCK_SKEW_MS;
      if (scans.some((scan) => Date.parse(scan.scannedAt) > latest)) throw fail(DoorMessages.scannedAtFuture);
      const ordered = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
      const results = new Map<string, DoorScanResult>();
      for (const scan of ordered) {
        results.set(scan.nonce, await db.transaction((tx) => apply(tx, scan, actor)));
      }
      return scans.map((scan) => results.get(scan.nonce)!);
    },

    /** The day's tickets let in by more than one scan, each scan with its desk and time, the kept one first. */
    async conflicts(date: string): Promise<DoorConflict[]> {
      const conflicted = db
        .select({ id: entryScans.bookingId })
        .from(entryScans)
        .where(and(eq(entryScans.day, date), eq(entryScans.outcome, DoorOutcome.conflict)));
      const scans = await db
        .select({ scan: entryScans, booking: entryBookings })
        .from(entryScans)
        .innerJoin(entryBookings, eq(entryScans.bookingId, entryBookings.id))
        .where(
          and(
            inArray(entryScans.bookingId, conflicted),
            inArray(entryScans.outcome, [DoorOutcome.admitted, DoorOutcome.conflict]),
          ),
        )
        .orderBy(asc(entryScans.bookingId), asc(entryScans.scannedAt));
      const byBooking = new Map<number, DoorConflict>();
      for (const { scan, booking } of scans) {
        const conflict = byBooking.get(booking.id) ?? {
          code: maskCode(booking.ticketCode),
          people: booking.people,
          names: namesOf(booking),
          scans: [],
        };
        conflict.scans.push({
          desk: scan.desk,
          scannedAt: scan.scannedAt.toISOString(),
          kept: scan.outcome === DoorOutcome.admitted,
        });
        byBooking.set(booking.id, conflict);
      }
      return [...byBooking.values()];
    },
  };
}

export type Door = ReturnType<typeof createDoor>;
