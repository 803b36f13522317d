import {
  type EntryBooking,
  EntryMessages,
  type EntrySlot,
  EntryStatus,
  type EntryVisitor,
  type entryApplySchema,
  MessageKind,
  maskName,
  maskPhone,
  type PageQuery,
  userCenterPath,
} from '@museum/shared';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, shortDayDesc } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { randomCode } from '../../platform/crypto/random-code.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { realNameOf } from '../accounts/index.ts';
import { sendMessage } from '../messages/index.ts';
import { effectiveDay } from './calendar.ts';
import { entryBookings, entryDays } from './tables.ts';

type BookingRow = typeof entryBookings.$inferSelect;
type ValidEntryApply = z.output<typeof entryApplySchema>;

const CLOSED = '闭馆';

/** What the visitor's and the staff's views of a booking both show: its day, status, ticket and times. */
export const bookingFacts = (row: BookingRow) => ({
  id: row.id,
  dayShortDesc: shortDayDesc(row.visitDay),
  status: row.status as EntryStatus,
  ticketCode: row.ticketCode,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** The visitors a booking is for, decrypted: none once the account was closed (the cipher is emptied). */
export const bookedVisitors = (personalData: AppContext['personalData'], row: BookingRow): EntryVisitor[] =>
  row.visitorsCipher ? (JSON.parse(personalData.decrypt(row.visitorsCipher)) as EntryVisitor[]) : [];

/** Timed entry (docs/PRODUCT.md "Entry reservation"): the window's days, booking, the visitor's own bookings. */
export function createEntryService({ db, config, personalData, clock }: AppContext) {
  const rules = config.entry;

  /** The days of the booking window, starting today, each with why it takes no bookings (or null). */
  async function windowDays() {
    const now = clock.now();
    const today = clock.today(now);
    const days = Array.from({ length: rules.bookingDays }, (_, offset) => addDays(today, offset));
    const rows = await db.select().from(entryDays).where(inArray(entryDays.day, days));
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return days.map((day, offset) => {
      const state = effectiveDay(rules, day, byDay.get(day));
      let closedReason: string | null = null;
      if (!state.open) {
        closedReason = state.reason ? `${CLOSED}：${state.reason}` : CLOSED;
      } else if (offset === 0 && clock.hasPassed(day, rules.lastEntryTime, now)) {
        closedReason = '已停止入馆';
      }
      return { day, closedReason, closed: !state.open, ...state };
    });
  }

  function toBooking(row: BookingRow): EntryBooking {
    const visitors = bookedVisitors(personalData, row);
    const past = clock.hasPassed(row.visitDay, rules.closingTime);
    return {
      ...bookingFacts(row),
      applyTime: row.visitDay,
      users: visitors.map((visitor) => ({ ...visitor, name: maskName(visitor.name) })),
      phone: maskPhone(row.phone),
      entryHours: `${rules.openTime}–${rules.lastEntryTime}`,
      cancellable: row.status === EntryStatus.booked && !past,
      past,
    };
  }

  /** Refuses a day outside the window, closed, or already stopped for today. */
  async function checkDay(day: string) {
    const slot = (await windowDays()).find((candidate) => candidate.day === day);
    if (!slot) throw fail(EntryMessages.dayOutOfWindow);
    if (slot.closed) throw fail(EntryMessages.dayClosed);
    if (slot.closedReason) throw fail(EntryMessages.todayStopped);
  }

  async function ownBooking(userId: number, id: number): Promise<BookingRow> {
    const [row] = await db
      .select()
      .from(entryBookings)
      .where(and(eq(entryBookings.id, id), eq(entryBookings.userId, userId)))
      .limit(1);
    if (!row) throw fail(EntryMessages.notFound);
    return row;
  }

  return {
    async slots(): Promise<EntrySlot[]> {
      return (await windowDays()).map(({ day, closedReason, booked, capacity }) => ({
        day,
        dayShortDesc: shortDayDesc(day),
        isOpen: closedReason === null,
        applyNum: booked,
        num: capacity,
        closedReason,
      }));
    },

    /**
     * Takes the places and writes the booking in one transaction: the day's counter only rises while it stays
     * within the capacity, so concurrent bookings can never overfill a day.
     */
    async book(userId: number, input: ValidEntryApply): Promise<EntryBooking> {
      const booker = await realNameOf(db, userId);
      if (!booker) throw fail(EntryMessages.realNameNeeded);
      const idCardHmac = booker.idCardHmac;
      const day = input.applyTime;
      await checkDay(day);

      const [existing] = await db
        .select({ userId: entryBookings.userId })
        .from(entryBookings)
        .where(
          and(
            eq(entryBookings.visitDay, day),
            ne(entryBookings.status, EntryStatus.cancelled),
            or(eq(entryBookings.userId, userId), eq(entryBookings.idCardHmac, idCardHmac)),
          ),
        )
        .limit(1);
      if (existing) {
        throw fail(
          existing.userId === userId ? EntryMessages.duplicateAccount : EntryMessages.duplicateIdCard,
        );
      }

      const people = input.users.length;
      const capacity = sql`coalesce(${entryDays.capacity}, ${rules.dailyCapacity})`;
      try {
        const row = await db.transaction(async (tx) => {
          await tx.insert(entryDays).values({ day }).onConflictDoNothing();
          const taken = await tx
            .update(entryDays)
            .set({ booked: sql`${entryDays.booked} + ${people}` })
            .where(
              and(
                eq(entryDays.day, day),
                // An admin closing the day meanwhile wins: the row is theirs until they commit.
                sql`${entryDays.open} is not false`,
                sql`${entryDays.booked} + ${people} <= ${capacity}`,
              ),
            )
            .returning({ booked: entryDays.booked });
          if (taken.length === 0) {
            const [current] = await tx.select().from(entryDays).where(eq(entryDays.day, day));
            if (current?.open === false) throw fail(EntryMessages.dayClosed);
            const left = Math.max(0, (current?.capacity ?? rules.dailyCapacity) - (current?.booked ?? 0));
            throw fail(left === 0 ? EntryMessages.dayFull : EntryMessages.dayNotEnough(left));
          }
          const [booking] = await tx
            .insert(entryBookings)
            .values({
              userId,
              visitDay: day,
              people,
              visitorsCipher: personalData.encrypt(JSON.stringify(input.users)),
              phone: input.phone,
              idCardHmac,
              ticketCode: randomCode(),
            })
            .returning();
          await sendMessage(tx, {
            userId,
            kind: MessageKind.reservation,
            title: '入馆预约成功',
            content: `您已成功预约${shortDayDesc(day)}入馆，共 ${people} 人，票号 ${booking!.ticketCode}。请于 ${rules.openTime}–${rules.lastEntryTime} 凭预约二维码入馆；如行程有变，请在当日闭馆前取消，把名额留给其他观众。`,
            link: userCenterPath('bookings'),
          });
          return booking!;
        });
        return toBooking(row);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'entry_bookings_user_day_uq') throw fail(EntryMessages.duplicateAccount);
        if (constraint === 'entry_bookings_id_card_day_uq') throw fail(EntryMessages.duplicateIdCard);
        throw error;
      }
    },

    async list(userId: number, page: PageQuery): Promise<Page<EntryBooking>> {
      const own = eq(entryBookings.userId, userId);
      const result = await newestFirst(db, entryBookings, own, page);
      return { rows: result.rows.map(toBooking), total: result.total };
    },

    async detail(userId: number, id: number): Promise<EntryBooking> {
      return toBooking(await ownBooking(userId, id));
    },

    /** Cancels a booking before its visit day's closing, releasing its places. */
    async cancel(userId: number, id: number): Promise<EntryBooking> {
      const booking = await ownBooking(userId, id);
      if (booking.status !== EntryStatus.booked) throw fail(EntryMessages.notCancellable);
      if (clock.hasPassed(booking.visitDay, rules.closingTime)) throw fail(EntryMessages.cancelTooLate);
      const row = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(entryBookings)
          .set({ status: EntryStatus.cancelled, cancelledAt: sql`now()` })
          .where(and(eq(entryBookings.id, id), eq(entryBookings.status, EntryStatus.booked)))
          .returning();
        // A second cancel racing this one finds nothing left to cancel.
        if (!cancelled) throw fail(EntryMessages.notCancellable);
        await tx
          .update(entryDays)
          .set({ booked: sql`${entryDays.booked} - ${cancelled.people}` })
          .where(eq(entryDays.day, cancelled.visitDay));
        await sendMessage(tx, {
          userId,
          kind: MessageKind.reservation,
          title: '入馆预约已取消',
          content: `您${shortDayDesc(cancelled.visitDay)}的入馆预约（票号 ${cancelled.ticketCode}，${cancelled.people} 人）已取消，名额已释放。欢迎改日再来。`,
          link: userCenterPath('bookings'),
        });
        return cancelled;
      });
      return toBooking(row);
    },
  };
}

export type EntryService = ReturnType<typeof createEntryService>;

/**
 * A closing account's bookings: those still waiting are cancelled and their places released, and every booking
 * loses its visitors, phone and ID fingerprint (docs/PRODUCT.md "Personal data").
 */
export async function closeAccountBookings(tx: Transaction, userId: number) {
  const released = await tx
    .update(entryBookings)
    .set({ status: EntryStatus.cancelled, cancelledAt: sql`now()` })
    .where(and(eq(entryBookings.userId, userId), eq(entryBookings.status, EntryStatus.booked)))
    .returning({ visitDay: entryBookings.visitDay, people: entryBookings.people });
  for (const booking of released) {
    await tx
      .update(entryDays)
      .set({ booked: sql`${entryDays.booked} - ${booking.people}` })
      .where(eq(entryDays.day, booking.visitDay));
  }
  await tx
    .update(entryBookings)
    .set({ visitorsCipher: '', phone: '', idCardHmac: sql`'closed:' || ${entryBookings.id}` })
    .where(eq(entryBookings.userId, userId));
}
