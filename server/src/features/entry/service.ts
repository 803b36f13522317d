import {
  ENTRY_MAX_VISITORS,
  type EntryBooking,
  EntryMessages,
  EntryRuleMessages,
  type EntryRules,
  type EntrySlot,
  type EntryStanding,
  EntryStatus,
  type EntryVisitor,
  type entryApplySchema,
  MessageKind,
  maskIdCard,
  maskName,
  maskPhone,
  type PageQuery,
  userCenterPath,
} from '@museum/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, shortDayDesc } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentFingerprint } from '../../platform/crypto/documents.ts';
import { randomCode } from '../../platform/crypto/random-code.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { realNameOf } from '../accounts/index.ts';
import { sendMessage } from '../messages/index.ts';
import { effectiveDay } from './calendar.ts';
import {
  type BookedDocument,
  barredUntilOf,
  type Holder,
  holdDocuments,
  lockDocuments,
  noShowsOf,
  refusalOf,
  releaseDocuments,
} from './documents.ts';
import { entryBookingIds, entryBookings, entryDays } from './tables.ts';

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

  /**
   * The days of the booking window, starting today, each with why it takes no bookings (or null) and what a
   * booking for it is refused with. The day after the window is listed too: it opens at the release time.
   */
  async function windowDays() {
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

  /**
   * The documents a booking is for: each visitor's own where given (docs/PRODUCT.md "Each visitor's ID"), else
   * the booker's, as the spec's client books. ENTRY_VISITOR_ID=required asks every visitor for theirs.
   */
  function documentsOf(
    booker: NonNullable<Awaited<ReturnType<typeof realNameOf>>>,
    visitors: EntryVisitor[],
  ) {
    const own: BookedDocument[] = visitors.flatMap((visitor) =>
      visitor.idCard && visitor.idType
        ? [
            {
              hmac: documentFingerprint(personalData, visitor.idType, visitor.idCard),
              visitor: `参观人${visitor.name}`,
              holderCipher: personalData.encrypt(JSON.stringify(visitor)),
            },
          ]
        : [],
    );
    if (rules.visitorId === 'required' && own.length < visitors.length) {
      throw fail(EntryRuleMessages.visitorIdRequired);
    }
    if (new Set(own.map((document) => document.hmac)).size < own.length) {
      throw fail(EntryMessages.sameDocumentTwice);
    }
    if (own.length) return own;
    const holder: Holder = {
      name: personalData.decrypt(booker.realNameCipher),
      idType: booker.idType,
      idCard: personalData.decrypt(booker.idCardCipher),
    };
    return [
      { hmac: booker.idCardHmac, visitor: null, holderCipher: personalData.encrypt(JSON.stringify(holder)) },
    ];
  }

  function toBooking(row: BookingRow): EntryBooking {
    const visitors = bookedVisitors(personalData, row);
    const past = clock.hasPassed(row.visitDay, rules.closingTime);
    return {
      ...bookingFacts(row),
      applyTime: row.visitDay,
      users: visitors.map(({ name, sex, age, idType, idCard }) => ({
        name: maskName(name),
        sex,
        age,
        ...(idCard ? { idType, idCard: maskIdCard(idCard) } : {}),
      })),
      phone: maskPhone(row.phone),
      entryHours: `${rules.openTime}–${rules.lastEntryTime}`,
      cancellable: row.status === EntryStatus.booked && !past,
      past,
    };
  }

  /** Refuses a day outside the window, closed, stopped for today, or not released yet. */
  async function checkDay(day: string) {
    const slot = (await windowDays()).find((candidate) => candidate.day === day);
    if (!slot) throw fail(EntryMessages.dayOutOfWindow);
    if (slot.refusal) throw fail(slot.refusal);
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
    /** The rules as configured, for the booking page's 预约须知. */
    rules: (): EntryRules => ({
      windowDays: rules.bookingDays,
      releaseTime: rules.releaseTime,
      maxVisitors: ENTRY_MAX_VISITORS,
      idLimit: rules.idLimit,
      idLimitDays: rules.idLimitDays,
      noShowLimit: rules.noShowLimit,
      noShowWindowDays: rules.noShowWindowDays,
      noShowBanDays: rules.noShowBanDays,
      windowReserve: rules.windowReserve,
      groupCapacity: rules.groupCapacity,
      groupMin: rules.groupMin,
      groupMax: rules.groupMax,
    }),

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
     * within the capacity, so concurrent bookings can never overfill a day; the booking's documents are taken first
     * and held by one statement that checks the per-day, per-person and no-show rules (documents.ts).
     */
    async book(userId: number, input: ValidEntryApply): Promise<EntryBooking> {
      const booker = await realNameOf(db, userId);
      if (!booker) throw fail(EntryMessages.realNameNeeded);
      const day = input.applyTime;
      await checkDay(day);
      const documents = documentsOf(booker, input.users);

      const [existing] = await db
        .select({ id: entryBookings.id })
        .from(entryBookings)
        .where(
          and(
            eq(entryBookings.visitDay, day),
            ne(entryBookings.status, EntryStatus.cancelled),
            eq(entryBookings.userId, userId),
          ),
        )
        .limit(1);
      if (existing) throw fail(EntryMessages.duplicateAccount);

      const people = input.users.length;
      const capacity = sql`coalesce(${entryDays.capacity}, ${rules.dailyCapacity})`;
      const today = clock.today();
      try {
        const row = await db.transaction(async (tx) => {
          await lockDocuments(tx, documents);
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
              idCardHmac: booker.idCardHmac,
              ticketCode: randomCode(),
            })
            .returning();
          const held = await holdDocuments(tx, { id: booking!.id, day, today }, documents, rules);
          const refused = documents.find((document) => !held.has(document.hmac));
          if (refused) throw fail(await refusalOf(tx, refused, { day, today }, rules));
          await sendMessage(tx, {
            userId,
            kind: MessageKind.reservation,
            title: '入馆预约成功',
            content: `您已成功预约${shortDayDesc(day)}入馆，共 ${people} 人，票号 ${booking!.ticketCode}。请于 ${rules.openTime}–${rules.lastEntryTime} 凭预约二维码入馆；如行程有变，请在参观日前取消，把名额留给其他观众（参观当日取消计为一次爽约）。`,
            link: userCenterPath('bookings'),
          });
          return booking!;
        });
        return toBooking(row);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'entry_bookings_user_day_uq') throw fail(EntryMessages.duplicateAccount);
        throw error;
      }
    },

    /** The visitor's own document's no-shows and any bar (none before real-name verification). */
    async standing(userId: number): Promise<EntryStanding> {
      const booker = await realNameOf(db, userId);
      if (!booker) return { noShows: 0, barredUntil: null };
      const today = clock.today();
      const until = await barredUntilOf(db, booker.idCardHmac, rules);
      return {
        noShows: await noShowsOf(db, booker.idCardHmac, today, rules),
        barredUntil: until && until > today ? until : null,
      };
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
        const onTheDay = clock.today() >= cancelled.visitDay;
        await releaseDocuments(tx, [cancelled.id], { noShow: onTheDay });
        await tx
          .update(entryDays)
          .set({ booked: sql`${entryDays.booked} - ${cancelled.people}` })
          .where(eq(entryDays.day, cancelled.visitDay));
        await sendMessage(tx, {
          userId,
          kind: MessageKind.reservation,
          title: '入馆预约已取消',
          content: `您${shortDayDesc(cancelled.visitDay)}的入馆预约（票号 ${cancelled.ticketCode}，${cancelled.people} 人）已取消，名额已释放。${onTheDay ? '参观当日取消计为一次爽约。' : ''}欢迎改日再来。`,
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
 * loses its visitors, phone and ID fingerprints (docs/PRODUCT.md "Personal data"), its no-shows with them.
 */
export async function closeAccountBookings(tx: Transaction, userId: number) {
  const released = await tx
    .update(entryBookings)
    .set({ status: EntryStatus.cancelled, cancelledAt: sql`now()` })
    .where(and(eq(entryBookings.userId, userId), eq(entryBookings.status, EntryStatus.booked)))
    .returning({ visitDay: entryBookings.visitDay, people: entryBookings.people });
  await tx
    .delete(entryBookingIds)
    .where(
      inArray(
        entryBookingIds.bookingId,
        tx.select({ id: entryBookings.id }).from(entryBookings).where(eq(entryBookings.userId, userId)),
      ),
    );
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
