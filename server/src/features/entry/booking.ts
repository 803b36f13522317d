import {
  EntryChannel,
  EntryMessages,
  EntryRuleMessages,
  EntryStatus,
  type EntryVisitor,
  MessageKind,
  userCenterPath,
} from '@museum/shared';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { addDays, shortDayDesc } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentFingerprint } from '../../platform/crypto/documents.ts';
import { randomCode } from '../../platform/crypto/random-code.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { sendMessage } from '../messages/index.ts';
import { type EffectiveDay, effectiveDay } from './calendar.ts';
import {
  type BookedDocument,
  type Holder,
  holdDocuments,
  lockDocuments,
  refusalOf,
  releaseDocuments,
} from './documents.ts';
import { entryBookings, entryDays } from './tables.ts';

/**
 * Placing a booking, the same for a visitor online and for the front desk at the window or on the phone
 * (docs/PRODUCT.md "Entry reservation", "The real crowd"): the window's days, the documents a booking is for, and
 * the one transaction that takes the places and holds the documents.
 */
type BookingRow = typeof entryBookings.$inferSelect;

const CLOSED = '闭馆';

/** A day of the window: why it takes no bookings (or null), what a booking for it is refused with, its places. */
export interface WindowDay extends EffectiveDay {
  day: string;
  closedReason: string | null;
  refusal: string | null;
}

/**
 * The days of the booking window, starting today. The day after the window is listed too: it opens at the
 * release time.
 */
export async function windowDays({ db, config, clock }: AppContext): Promise<WindowDay[]> {
  const rules = config.entry;
  const now = clock.now();
  const today = clock.today(now);
  const released = clock.hasPassed(today, rules.releaseTime, now);
  const days = Array.from({ length: rules.bookingDays + 1 }, (_, offset) => addDays(today, offset));
  const rows = await db.select().from(entryDays).where(inArray(entryDays.day, days));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day, offset) => {
    const state = effectiveDay(rules, day, byDay.get(day));
    let closedReason: string | null = null;
    let refusal: string | null = null;
    if (!state.open) {
      closedReason = state.reason ? `${CLOSED}：${state.reason}` : CLOSED;
      refusal = EntryMessages.dayClosed;
    } else if (offset === 0 && clock.hasPassed(day, rules.lastEntryTime, now)) {
      closedReason = '已停止入馆';
      refusal = EntryMessages.todayStopped;
    } else if (offset === rules.bookingDays && !released) {
      closedReason = refusal = EntryMessages.notReleased(today, rules.releaseTime);
    }
    return { day, closedReason, refusal, ...state };
  });
}

/** Refuses a day outside the window, closed, stopped for today, or not released yet. */
export async function checkDay(ctx: AppContext, day: string) {
  const slot = (await windowDays(ctx)).find((candidate) => candidate.day === day);
  if (!slot) throw fail(EntryMessages.dayOutOfWindow);
  if (slot.refusal) throw fail(slot.refusal);
}

/**
 * The visitors' own documents (docs/PRODUCT.md "Each visitor's ID"), each once; `required` refuses a visitor
 * without one.
 */
export function visitorDocuments(
  { personalData }: AppContext,
  visitors: EntryVisitor[],
  required: boolean,
): BookedDocument[] {
  const own: BookedDocument[] = visitors.flatMap((visitor) =>
    visitor.idCard && visitor.idType
      ? [
          {
            hmac: documentFingerprint(personalData, visitor.idType, visitor.idCard),
            visitor: EntryMessages.visitorNamed(visitor.name),
            holderCipher: personalData.encrypt(JSON.stringify(visitor)),
          },
        ]
      : [],
  );
  if (required && own.length < visitors.length) throw fail(EntryRuleMessages.visitorIdRequired);
  if (new Set(own.map((document) => document.hmac)).size < own.length) {
    throw fail(EntryMessages.sameDocumentTwice);
  }
  return own;
}

/** The booker's own verified document, standing for a booking whose visitors give none (the spec's client). */
export function bookerDocument({ personalData }: AppContext, hmac: string, holder: Holder): BookedDocument {
  return { hmac, visitor: null, holderCipher: personalData.encrypt(JSON.stringify(holder)) };
}

/** A booking to place: whose (a visitor's account, or none at the desk), how, for whom, and their documents. */
export interface BookingRequest {
  userId: number | null;
  channel: EntryChannel;
  day: string;
  visitors: EntryVisitor[];
  /** '' when a visitor booked at the desk gave none. */
  phone: string;
  documents: BookedDocument[];
}

/**
 * Writes the booking and takes its places in one transaction. The day's counter only rises while it stays within
 * the capacity, so concurrent bookings can never overfill a day; online, the day's window reserve stays out of
 * reach (the front desk's bookings count in `window_booked`). The booking's documents are taken first and held by
 * one statement that checks the per-day, per-person and no-show rules (documents.ts).
 */
export async function placeBooking(ctx: AppContext, request: BookingRequest): Promise<BookingRow> {
  const { db, clock, personalData } = ctx;
  const rules = ctx.config.entry;
  const { day, documents } = request;
  const people = request.visitors.length;
  const atDesk = request.channel !== EntryChannel.online;
  const capacity = sql`coalesce(${entryDays.capacity}, ${rules.dailyCapacity})`;
  const withinCapacity: SQL[] = [sql`${entryDays.booked} + ${people} <= ${capacity}`];
  if (!atDesk) {
    withinCapacity.push(
      sql`${entryDays.booked} - ${entryDays.windowBooked} + ${people} <= ${capacity} - ${rules.windowReserve}`,
    );
  }
  const today = clock.today();
  // Refused at once when the day is already too full: places only go down while a release rush lasts.
  const [known] = await db.select().from(entryDays).where(eq(entryDays.day, day));
  const fullRefusal = (current: DayRow | undefined) => {
    if (current?.open === false) return EntryMessages.dayClosed;
    const left = placesLeft(rules, current, atDesk);
    if (left >= people) return null;
    return left === 0 ? EntryMessages.dayFull : EntryMessages.dayNotEnough(left);
  };
  const early = fullRefusal(known);
  if (early) throw fail(early);

  return db.transaction(async (tx) => {
    await lockDocuments(tx, documents);
    const [booking] = await tx
      .insert(entryBookings)
      .values({
        userId: request.userId,
        channel: request.channel,
        visitDay: day,
        people,
        visitorsCipher: personalData.encrypt(JSON.stringify(request.visitors)),
        phone: request.phone,
        idCardHmac: documents[0]!.hmac,
        ticketCode: randomCode(),
      })
      .returning();
    const held = await holdDocuments(tx, { id: booking!.id, day, today }, documents, rules);
    const refused = documents.find((document) => !held.has(document.hmac));
    if (refused) throw fail(await refusalOf(tx, refused, { day, today }, rules));
    if (request.userId !== null) {
      await sendMessage(tx, {
        userId: request.userId,
        kind: MessageKind.reservation,
        title: '入馆预约成功',
        content: `您已成功预约${shortDayDesc(day)}入馆，共 ${people} 人，票号 ${booking!.ticketCode}。请于 ${rules.openTime}–${rules.lastEntryTime} 凭预约二维码入馆；如行程有变，请在参观日前取消，把名额留给其他观众（参观当日取消计为一次爽约）。`,
        link: userCenterPath('bookings'),
      });
    }
    // The places last: the day's row is the one every booking of the day waits for, held only to the commit.
    await tx.insert(entryDays).values({ day }).onConflictDoNothing();
    const taken = await tx
      .update(entryDays)
      .set({
        booked: sql`${entryDays.booked} + ${people}`,
        ...(atDesk ? { windowBooked: sql`${entryDays.windowBooked} + ${people}` } : {}),
      })
      .where(
        and(
          eq(entryDays.day, day),
          // An admin closing the day meanwhile wins: the row is theirs until they commit.
          sql`${entryDays.open} is not false`,
          ...withinCapacity,
        ),
      )
      .returning({ booked: entryDays.booked });
    if (taken.length === 0) {
      const [current] = await tx.select().from(entryDays).where(eq(entryDays.day, day));
      throw fail(fullRefusal(current) ?? EntryMessages.dayFull);
    }
    return booking!;
  });
}

type DayRow = typeof entryDays.$inferSelect;

/** The places a booking online (or, `atDesk`, at the window) may still take on a day. */
export function placesLeft(
  rules: AppContext['config']['entry'],
  day: Pick<DayRow, 'capacity' | 'booked' | 'windowBooked'> | undefined,
  atDesk: boolean,
): number {
  const capacity = day?.capacity ?? rules.dailyCapacity;
  const booked = day?.booked ?? 0;
  const total = capacity - booked;
  if (atDesk) return Math.max(0, total);
  const online = capacity - rules.windowReserve - (booked - (day?.windowBooked ?? 0));
  return Math.max(0, Math.min(total, online));
}

/**
 * Cancels a booking still booked (one conditional statement: of two cancellations one does) and gives its places
 * back, the front desk's to the day's reserve; on the visit day it counts as a no-show of its documents
 * (docs/PRODUCT.md "No-shows"). Answers the booking, or null when it was no longer booked.
 */
export async function releaseBooking(
  tx: Transaction,
  id: number,
  today: string,
): Promise<(BookingRow & { onTheDay: boolean }) | null> {
  const [cancelled] = await tx
    .update(entryBookings)
    .set({ status: EntryStatus.cancelled, cancelledAt: sql`now()` })
    .where(
      and(
        eq(entryBookings.id, id),
        eq(entryBookings.status, EntryStatus.booked),
        ne(entryBookings.channel, EntryChannel.group),
      ),
    )
    .returning();
  if (!cancelled) return null;
  const onTheDay = today >= cancelled.visitDay;
  await releaseDocuments(tx, [cancelled.id], { noShow: onTheDay });
  const atDesk = cancelled.channel !== EntryChannel.online;
  await tx
    .update(entryDays)
    .set({
      booked: sql`${entryDays.booked} - ${cancelled.people}`,
      ...(atDesk ? { windowBooked: sql`${entryDays.windowBooked} - ${cancelled.people}` } : {}),
    })
    .where(eq(entryDays.day, cancelled.visitDay));
  return { ...cancelled, onTheDay };
}
