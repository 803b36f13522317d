import {
  ENTRY_MAX_VISITORS,
  type EntryBooking,
  EntryChannel,
  EntryMessages,
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
import { shortDayDesc } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { ownRow } from '../../platform/db/own-row.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import { realNameOf } from '../accounts/index.ts';
import { sendMessage } from '../messages/index.ts';
import {
  bookerDocument,
  checkDay,
  placeBooking,
  placesLeft,
  releaseBooking,
  visitorDocuments,
  windowDays,
} from './booking.ts';
import { barredUntilOf, noShowsOf } from './documents.ts';
import { closeAccountGroups } from './groups.ts';
import { entryBookingIds, entryBookings, entryDays } from './tables.ts';

type BookingRow = typeof entryBookings.$inferSelect;
type ValidEntryApply = z.output<typeof entryApplySchema>;

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

/**
 * A booking as its ticket shows it, to the visitor and on the front desk's printed ticket: names and document
 * numbers masked. Only a visitor's own booking is cancelled online.
 */
export function ticketOf({ personalData, clock, config }: AppContext, row: BookingRow): EntryBooking {
  const rules = config.entry;
  const past = clock.hasPassed(row.visitDay, rules.closingTime);
  return {
    ...bookingFacts(row),
    applyTime: row.visitDay,
    users: bookedVisitors(personalData, row).map(({ name, sex, age, idType, idCard }) => ({
      name: maskName(name),
      sex,
      age,
      ...(idCard ? { idType, idCard: maskIdCard(idCard) } : {}),
    })),
    phone: row.phone ? maskPhone(row.phone) : '',
    entryHours: `${rules.openTime}–${rules.lastEntryTime}`,
    cancellable: row.userId !== null && row.status === EntryStatus.booked && !past,
    past,
  };
}

/** Timed entry (docs/PRODUCT.md "Entry reservation"): the window's days, booking, the visitor's own bookings. */
export function createEntryService(ctx: AppContext) {
  const { db, config, personalData, clock } = ctx;
  const rules = config.entry;

  const toBooking = (row: BookingRow) => ticketOf(ctx, row);

  const ownBooking = (userId: number, id: number): Promise<BookingRow> =>
    ownRow(db, entryBookings, userId, id, EntryMessages.notFound);

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
      // Online places: the capacity but the window reserve; a day is full online when they are taken.
      return (await windowDays(ctx)).map(({ day, closedReason, ...state }) => {
        const num = Math.max(0, state.capacity - rules.windowReserve);
        return {
          day,
          dayShortDesc: shortDayDesc(day),
          isOpen: closedReason === null,
          applyNum: num - placesLeft(rules, state, false),
          num,
          closedReason,
        };
      });
    },

    /**
     * Slows a client that asks more than a person does (docs/PRODUCT.md "Release-time rush"): booking attempts per
     * account, then per network address, in a minute. One increment counts and decides each; 0 turns one off.
     */
    async pace(userId: number, ip: string) {
      const over = async (key: string, limit: number) =>
        limit > 0 && (await ctx.cache.increment(key, 60)) > limit;
      if (await over(`entry:pace:user:${userId}`, rules.accountPerMinute))
        throw fail(EntryMessages.tooFrequent);
      if (await over(`entry:pace:ip:${ip}`, rules.ipPerMinute)) throw fail(EntryMessages.tooFrequent);
    },

    /** A visitor books online, under their verified name (docs/PRODUCT.md "Entry reservation"). */
    async book(userId: number, input: ValidEntryApply): Promise<EntryBooking> {
      const booker = await realNameOf(db, userId);
      if (!booker) throw fail(EntryMessages.realNameNeeded);
      const day = input.applyTime;
      await checkDay(ctx, day);
      const own = visitorDocuments(ctx, input.users, rules.visitorId === 'required');
      const documents = own.length
        ? own
        : [
            bookerDocument(ctx, booker.idCardHmac, {
              name: personalData.decrypt(booker.realNameCipher),
              idType: booker.idType,
              idCard: personalData.decrypt(booker.idCardCipher),
            }),
          ];

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

      try {
        const row = await placeBooking(ctx, {
          userId,
          channel: EntryChannel.online,
          day,
          visitors: input.users,
          phone: input.phone,
          documents,
        });
        return toBooking(row);
      } catch (error) {
        if (uniqueViolation(error) === 'entry_bookings_user_day_uq')
          throw fail(EntryMessages.duplicateAccount);
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
        const cancelled = await releaseBooking(tx, id, clock.today());
        // A second cancel racing this one finds nothing left to cancel.
        if (!cancelled) throw fail(EntryMessages.notCancellable);
        await sendMessage(tx, {
          userId,
          kind: MessageKind.reservation,
          title: '入馆预约已取消',
          content: `您${shortDayDesc(cancelled.visitDay)}的入馆预约（票号 ${cancelled.ticketCode}，${cancelled.people} 人）已取消，名额已释放。${cancelled.onTheDay ? '参观当日取消计为一次爽约。' : ''}欢迎改日再来。`,
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
  await closeAccountGroups(tx, userId);
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
