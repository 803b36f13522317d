import {
  CheckinRefusal,
  type EntryBan,
  type EntryBooking,
  type EntryCalendarBatch,
  type EntryCalendarChangeResult,
  type EntryCalendarDay,
  EntryChannel,
  type EntryDayChange,
  EntryMessages,
  type EntryStaffBooking,
  EntryStaffMessages,
  EntryStatus,
  type EntryStatusCounts,
  type entryBookingsQuerySchema,
  type entryDeskBookingSchema,
  GroupStatus,
  ID_TYPE_LABELS,
  MessageKind,
  maskIdCard,
  maskName,
  maskPhone,
  type PageQuery,
  StaffRole,
  userCenterPath,
} from '@museum/shared';
import { and, asc, between, count, eq, inArray, like, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, shortDayDesc, weekdayName } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { type Page, paged } from '../../platform/db/paging.ts';
import { fail, forbidden } from '../../platform/http/errors.ts';
import type { StaffUser } from '../../platform/http/staff-auth.ts';
import { createSmsProvider, type SmsNotice } from '../../platform/sms/index.ts';
import { sendMessage } from '../messages/index.ts';
import { type AuditActor, actorOf, recordAudit, SYSTEM_ACTOR } from '../staff/index.ts';
import { checkDay, placeBooking, releaseBooking, visitorDocuments } from './booking.ts';
import { effectiveDay, ruleReason } from './calendar.ts';
import { barredDocuments, type Holder, liftBar, releaseDocuments } from './documents.ts';
import { recordOnlineScan } from './door.ts';
import { markGroups } from './groups.ts';
import { bookedVisitors, bookingFacts, ticketOf } from './service.ts';
import { entryBookingIds, entryBookings, entryDays } from './tables.ts';

type BookingRow = typeof entryBookings.$inferSelect;
type BookingsQuery = z.output<typeof entryBookingsQuerySchema>;
type DayChange = EntryDayChange & { date: string };

/** SMS notices go out this many at a time after the change is committed. */
const SMS_BATCH = 10;

/** A check-in refused: the message for the desk, and why, for its colour (and offline desks). */
const refused = (message: string, reason: CheckinRefusal) => fail(message, { reason });

const CSV_HEADERS = ['票号', '入馆日期', '状态', '人数', '参观人', '联系电话', '预约时间', '入馆时间'];
const STATUS_TEXT: Record<string, string> = {
  booked: '已预约',
  cancelled: '已取消',
  checkedIn: '已入馆',
  noShow: '未到馆',
};

/** One CSV field: quoted when needed, and never read by a spreadsheet as a formula. */
function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The latest day whose closing time has passed: today after closing, yesterday before. */
export function lastClosedDay({ clock, config }: Pick<AppContext, 'clock' | 'config'>): string {
  const now = clock.now();
  const today = clock.today(now);
  return clock.hasPassed(today, config.entry.closingTime, now) ? today : addDays(today, -1);
}

/** The museum's side of timed entry (docs/PRODUCT.md "Entry operations"): calendar, check-in, the day's bookings. */
export function createEntryOperations(ctx: AppContext) {
  const { db, config, personalData, clock, log } = ctx;
  const rules = config.entry;
  const sms = createSmsProvider(config.sms, { cache: ctx.cache, log });

  const visitorsOf = (row: BookingRow) => bookedVisitors(personalData, row);

  function toStaffBooking(row: BookingRow): EntryStaffBooking {
    return {
      ...bookingFacts(row),
      date: row.visitDay,
      channel: row.channel as EntryChannel,
      people: row.people,
      names: visitorsOf(row).map((visitor) => maskName(visitor.name)),
      phone: row.phone ? maskPhone(row.phone) : '',
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
    };
  }

  /** `YYYY-MM-DD HH:MM` on the museum's clock. */
  const localStamp = (instant: Date | null) => {
    if (!instant) return '';
    const { day, time } = clock.localTime(instant);
    return `${day} ${time}`;
  };

  async function calendar(from: string, to: string): Promise<EntryCalendarDay[]> {
    const rows = await db
      .select()
      .from(entryDays)
      .where(between(entryDays.day, from, to));
    const checked = await db
      .select({ day: entryBookings.visitDay, people: sum(entryBookings.people).mapWith(Number) })
      .from(entryBookings)
      .where(and(between(entryBookings.visitDay, from, to), eq(entryBookings.status, EntryStatus.checkedIn)))
      .groupBy(entryBookings.visitDay);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const checkedIn = new Map(checked.map((row) => [row.day, row.people]));
    const days: EntryCalendarDay[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const state = effectiveDay(rules, day, byDay.get(day));
      days.push({
        date: day,
        dayShortDesc: shortDayDesc(day),
        capacity: state.capacity,
        booked: state.booked,
        checkedIn: checkedIn.get(day) ?? 0,
        open: state.open,
        reason: state.reason ?? (state.open ? null : ruleReason(rules, day)),
        custom: state.custom,
      });
    }
    return days;
  }

  /**
   * Changes one day inside the caller's transaction. The day's row is taken first (bookings queue behind it); a
   * closing cancels the day's bookings and leaves each visitor a message; the capacity is set by one conditional
   * statement that refuses to go below the people booked. Answers the bookings cancelled, for the SMS after commit.
   */
  async function changeDay(tx: Transaction, actor: AuditActor, change: DayChange) {
    const day = change.date;
    if (day < clock.today()) throw fail(EntryStaffMessages.pastDay(day));
    await tx.insert(entryDays).values({ day }).onConflictDoNothing();
    const [before] = await tx.select().from(entryDays).where(eq(entryDays.day, day)).for('update');
    if (!before) throw new Error(`entry day ${day} missing after insert`);

    let cancelled: BookingRow[] = [];
    if (change.open === false) {
      const [waiting] = await tx
        .select({ value: count() })
        .from(entryBookings)
        .where(and(eq(entryBookings.visitDay, day), eq(entryBookings.status, EntryStatus.booked)));
      const bookings = waiting?.value ?? 0;
      if (bookings > 0 && change.notify !== true) {
        throw fail(EntryStaffMessages.closeNeedsNotify(day, bookings));
      }
      if (bookings > 0) {
        cancelled = await tx
          .update(entryBookings)
          .set({ status: EntryStatus.cancelled, cancelledAt: clock.now() })
          .where(and(eq(entryBookings.visitDay, day), eq(entryBookings.status, EntryStatus.booked)))
          .returning();
        // The museum closed the day: the cancellation counts against no one.
        await releaseDocuments(
          tx,
          cancelled.map((booking) => booking.id),
          { noShow: false },
        );
        const people = (bookings: BookingRow[]) =>
          bookings.reduce((total, booking) => total + booking.people, 0);
        const ofChannel = (...channels: EntryChannel[]) =>
          cancelled.filter((booking) => channels.includes(booking.channel as EntryChannel));
        const groupTickets = ofChannel(EntryChannel.group);
        await tx
          .update(entryDays)
          .set({
            booked: sql`${entryDays.booked} - ${people(cancelled) - people(groupTickets)}`,
            windowBooked: sql`${entryDays.windowBooked} - ${people(ofChannel(EntryChannel.window, EntryChannel.phone))}`,
            groupBooked: sql`${entryDays.groupBooked} - ${people(groupTickets)}`,
          })
          .where(eq(entryDays.day, day));
        const groups = await markGroups(
          tx,
          groupTickets.map((ticket) => ticket.id),
          GroupStatus.cancelled,
        );
        await sendMessage(
          tx,
          groups
            .filter((group): group is typeof group & { userId: number } => group.userId !== null)
            .map((group) => ({
              userId: group.userId,
              kind: MessageKind.reservation,
              title: '团体预约已取消：闭馆通知',
              content: `因${change.reason}，本馆${shortDayDesc(day)}闭馆，${group.orgName}当日的团体预约（${group.people} 人）已取消。给您带来不便，敬请谅解，欢迎改日再约。`,
              link: userCenterPath('groups'),
            })),
        );
        await sendMessage(
          tx,
          cancelled
            .filter((booking): booking is BookingRow & { userId: number } => booking.userId !== null)
            .map((booking) => ({
              userId: booking.userId,
              kind: MessageKind.reservation,
              title: '入馆预约已取消：闭馆通知',
              content: `因${change.reason}，本馆${shortDayDesc(day)}闭馆，您当日的入馆预约（票号 ${booking.ticketCode}，${booking.people} 人）已取消。给您带来不便，敬请谅解，欢迎改日预约参观。`,
              link: userCenterPath('bookings'),
            })),
        );
      }
    }

    const after = {
      capacity: change.capacity ?? before.capacity,
      open: change.open ?? before.open,
      // Opening a day without a note clears the closing reason.
      reason: change.reason ?? (change.open === true ? null : before.reason),
    };
    // One statement decides: the capacity never goes below the people booked, however bookings race it.
    const updated = await tx
      .update(entryDays)
      .set(after)
      .where(
        and(
          eq(entryDays.day, day),
          change.capacity === undefined ? undefined : lte(entryDays.booked, change.capacity),
        ),
      )
      .returning();
    if (updated.length === 0) {
      const [current] = await tx.select().from(entryDays).where(eq(entryDays.day, day));
      throw fail(EntryStaffMessages.capacityBelowBooked(day, current?.booked ?? 0));
    }
    await recordAudit(tx, {
      actor,
      action: 'calendar',
      module: 'entry',
      recordId: day,
      before: { capacity: before.capacity, open: before.open, reason: before.reason, cancelledBookings: 0 },
      after: { ...after, cancelledBookings: cancelled.length },
    });
    return cancelled;
  }

  /** Tells the visitors of cancelled bookings by SMS, after the commit, a few at a time; failures are logged. */
  function sendClosingNotices(cancelled: BookingRow[], reasons: Map<string, string>) {
    const notices: (SmsNotice & { bookingId: number })[] = cancelled
      .filter((booking) => booking.phone)
      .map((booking) => {
        const dayText = shortDayDesc(booking.visitDay);
        const reason = reasons.get(booking.visitDay) ?? '闭馆';
        return {
          bookingId: booking.id,
          phone: booking.phone,
          text: `因${reason}，本馆${dayText}闭馆，您当日的入馆预约（票号 ${booking.ticketCode}）已取消，敬请谅解。`,
          params: { day: dayText, reason },
        };
      });
    const run = async () => {
      for (let i = 0; i < notices.length; i += SMS_BATCH) {
        await Promise.all(
          notices.slice(i, i + SMS_BATCH).map(({ bookingId, ...notice }) =>
            sms.notify(notice).catch((error: unknown) => {
              // No phone in the log: the booking id finds it for whoever may look.
              log.warn({ err: error, bookingId }, 'closing notice SMS failed');
            }),
          ),
        );
      }
    };
    return run();
  }

  async function changeDays(by: StaffUser, changes: DayChange[]): Promise<EntryCalendarChangeResult> {
    const actor = actorOf(by);
    const ordered = [...changes].sort((a, b) => (a.date < b.date ? -1 : 1));
    // All or nothing: the first refused day rolls every other back.
    const cancelled = await db.transaction(async (tx) => {
      const all: BookingRow[] = [];
      for (const change of ordered) all.push(...(await changeDay(tx, actor, change)));
      return all;
    });
    if (cancelled.length > 0) {
      const reasons = new Map(ordered.map((change) => [change.date, change.reason ?? '闭馆']));
      void sendClosingNotices(cancelled, reasons);
    }
    const days: EntryCalendarDay[] = [];
    for (const change of ordered) days.push(...(await calendar(change.date, change.date)));
    return { days, cancelled: cancelled.length };
  }

  return {
    calendar,

    changeDay: (by: StaffUser, change: DayChange) => changeDays(by, [change]),

    changeDays: (by: StaffUser, batch: EntryCalendarBatch) => changeDays(by, batch.days),

    /**
     * Checks a ticket in: one conditional statement both decides (booked, today) and marks it, so two desks
     * scanning the same code at once check it in once. A refusal says why.
     */
    async checkIn(by: StaffUser, code: string, desk = '在线检票'): Promise<EntryStaffBooking> {
      const today = clock.today();
      const row = await db.transaction(async (tx) => {
        const [checked] = await tx
          .update(entryBookings)
          .set({ status: EntryStatus.checkedIn, checkedInAt: clock.now() })
          .where(
            and(
              eq(entryBookings.ticketCode, code),
              eq(entryBookings.status, EntryStatus.booked),
              eq(entryBookings.visitDay, today),
            ),
          )
          .returning();
        if (!checked) return null;
        if (checked.channel === EntryChannel.group) await markGroups(tx, [checked.id], GroupStatus.checkedIn);
        await recordOnlineScan(tx, checked, desk, by.username);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'checkin',
          module: 'entry',
          recordId: checked.id,
          before: { status: EntryStatus.booked },
          after: { status: EntryStatus.checkedIn, ticketCode: checked.ticketCode, people: checked.people },
          plain: ['people'],
        });
        return checked;
      });
      if (row) return toStaffBooking(row);

      const [found] = await db
        .select()
        .from(entryBookings)
        .where(eq(entryBookings.ticketCode, code))
        .limit(1);
      if (!found) throw refused(EntryStaffMessages.unknownCode, CheckinRefusal.unknown);
      if (found.status === EntryStatus.cancelled) {
        throw refused(EntryStaffMessages.cancelledCode, CheckinRefusal.cancelled);
      }
      if (found.status === EntryStatus.checkedIn) {
        const at = found.checkedInAt ? clock.localTime(found.checkedInAt) : null;
        const when = !at
          ? '此前'
          : at.day === today
            ? at.time
            : `${shortDayDesc(at.day).split(' ')[0]} ${at.time}`;
        throw refused(EntryStaffMessages.alreadyCheckedIn(when), CheckinRefusal.alreadyCheckedIn);
      }
      if (found.status === EntryStatus.noShow)
        throw refused(EntryStaffMessages.noShowCode, CheckinRefusal.noShow);
      const day = `${found.visitDay}（${weekdayName(found.visitDay)}）`;
      throw refused(EntryStaffMessages.otherDay(day), CheckinRefusal.otherDay);
    },

    async bookings(query: BookingsQuery) {
      const conditions: (SQL | undefined)[] = [eq(entryBookings.visitDay, query.date)];
      if (query.phone) {
        conditions.push(
          query.phone.length === 4
            ? like(entryBookings.phone, `%${query.phone}`)
            : eq(entryBookings.phone, query.phone),
        );
      }
      const forCounts = and(...conditions);
      if (query.status) conditions.push(eq(entryBookings.status, query.status));
      const where = and(...conditions);
      const rows = db.select().from(entryBookings).where(where).orderBy(asc(entryBookings.id)).$dynamic();
      const page = await paged(query, rows, db.$count(entryBookings, where));
      const tallies = await db
        .select({ status: entryBookings.status, value: count() })
        .from(entryBookings)
        .where(forCounts)
        .groupBy(entryBookings.status);
      const counts: EntryStatusCounts = { booked: 0, cancelled: 0, checkedIn: 0, noShow: 0 };
      for (const tally of tallies) {
        if (tally.status in counts) counts[tally.status as keyof EntryStatusCounts] = tally.value;
      }
      return { rows: page.rows.map(toStaffBooking), total: page.total, counts };
    },

    /**
     * The day's bookings as CSV for Excel (UTF-8 with BOM, CRLF): masked, or in full for an admin who asks, which
     * is audited (what was exported, never the data itself).
     */
    async exportCsv(by: StaffUser, date: string, full: boolean): Promise<string> {
      if (full && !by.roles.includes(StaffRole.admin)) throw forbidden(EntryStaffMessages.fullForbidden);
      const rows = await db
        .select()
        .from(entryBookings)
        .where(eq(entryBookings.visitDay, date))
        .orderBy(asc(entryBookings.id));
      const lines = [CSV_HEADERS.map(csvField).join(',')];
      for (const row of rows) {
        const names = visitorsOf(row).map((visitor) => (full ? visitor.name : maskName(visitor.name)));
        lines.push(
          [
            row.ticketCode,
            row.visitDay,
            STATUS_TEXT[row.status] ?? row.status,
            row.people,
            names.join('、'),
            full ? row.phone : row.phone ? maskPhone(row.phone) : '',
            localStamp(row.createdAt),
            localStamp(row.checkedInAt),
          ]
            .map(csvField)
            .join(','),
        );
      }
      if (full) {
        await recordAudit(db, {
          actor: actorOf(by),
          action: 'export',
          module: 'entry',
          recordId: date,
          after: { date, full: true, bookings: rows.length },
        });
      }
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },

    /**
     * A visitor without a smartphone, booked by the front desk at the window or on the phone (docs/PRODUCT.md
     * "The window and the phone"): the day's reserve is theirs, every other rule holds; audited.
     */
    async bookAtDesk(by: StaffUser, input: z.output<typeof entryDeskBookingSchema>): Promise<EntryBooking> {
      await checkDay(ctx, input.applyTime);
      const row = await placeBooking(ctx, {
        userId: null,
        channel: input.channel,
        day: input.applyTime,
        visitors: input.users,
        phone: input.phone ?? '',
        documents: visitorDocuments(ctx, input.users, true),
      });
      await recordAudit(db, {
        actor: actorOf(by),
        action: 'create',
        module: 'entry',
        recordId: String(row.id),
        after: { channel: row.channel, date: row.visitDay, people: row.people, ticketCode: row.ticketCode },
      });
      return ticketOf(ctx, row);
    },

    /**
     * Cancels a window or phone booking for a visitor without a smartphone, under the visitor's own rules (before
     * the day closes; on the day it counts as a no-show); audited.
     */
    async cancelAtDesk(by: StaffUser, id: number): Promise<EntryStaffBooking> {
      const [booking] = await db.select().from(entryBookings).where(eq(entryBookings.id, id)).limit(1);
      if (!booking) throw fail(EntryMessages.notFound);
      if (booking.channel === EntryChannel.online || booking.channel === EntryChannel.group) {
        throw fail(EntryStaffMessages.onlineCancelsOnline);
      }
      if (clock.hasPassed(booking.visitDay, rules.closingTime)) throw fail(EntryMessages.cancelTooLate);
      const row = await db.transaction(async (tx) => {
        const cancelled = await releaseBooking(tx, id, clock.today());
        if (!cancelled) throw fail(EntryStaffMessages.notCancellable);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'status',
          module: 'entry',
          recordId: String(id),
          before: { status: EntryStatus.booked },
          after: {
            status: EntryStatus.cancelled,
            ticketCode: cancelled.ticketCode,
            noShow: cancelled.onTheDay,
          },
        });
        return cancelled;
      });
      return toStaffBooking(row);
    },

    /** The documents barred for their no-shows, their holders masked. */
    async bans(page: PageQuery): Promise<Page<EntryBan>> {
      const { rows, total } = await barredDocuments(db, clock.today(), rules, page);
      return {
        total,
        rows: rows.map(({ holderCipher, ...ban }) => {
          const holder = holderCipher
            ? (JSON.parse(personalData.decrypt(holderCipher)) as Partial<Holder>)
            : {};
          return {
            ...ban,
            holder: holder.name ? maskName(holder.name) : '未知',
            document:
              holder.idCard && holder.idType
                ? `${ID_TYPE_LABELS[holder.idType]} ${maskIdCard(holder.idCard)}`
                : '—',
          };
        }),
      };
    },

    /** Lifts a bar (admin): the document's no-shows so far no longer count; audited with the reason. */
    async liftBan(by: StaffUser, id: number, reason: string): Promise<void> {
      const today = clock.today();
      await db.transaction(async (tx) => {
        if (!(await liftBar(tx, id, today, rules))) throw fail(EntryStaffMessages.banNotFound);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'status',
          module: 'entry',
          recordId: `ban:${id}`,
          after: { lifted: true, forgivenUntil: today, reason },
        });
      });
    },

    /**
     * Bookings of days already closed that were never checked in become no-shows: one conditional statement, so
     * several server processes running it at once mark each booking once.
     */
    async markNoShows(): Promise<number> {
      const lastClosed = lastClosedDay(ctx);
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(entryBookings)
          .set({ status: EntryStatus.noShow })
          .where(and(eq(entryBookings.status, EntryStatus.booked), lte(entryBookings.visitDay, lastClosed)))
          .returning({ id: entryBookings.id, channel: entryBookings.channel });
        await markGroups(
          tx,
          marked.filter((booking) => booking.channel === EntryChannel.group).map((booking) => booking.id),
          GroupStatus.noShow,
        );
        // Their documents' no-shows, counted by the no-show rule (documents.ts).
        await tx
          .update(entryBookingIds)
          .set({ noShow: true })
          .where(
            and(
              eq(entryBookingIds.noShow, false),
              lte(entryBookingIds.visitDay, lastClosed),
              inArray(
                entryBookingIds.bookingId,
                tx
                  .select({ id: entryBookings.id })
                  .from(entryBookings)
                  .where(
                    and(
                      eq(entryBookings.status, EntryStatus.noShow),
                      lte(entryBookings.visitDay, lastClosed),
                    ),
                  ),
              ),
            ),
          );
        if (marked.length > 0) {
          await recordAudit(tx, {
            actor: SYSTEM_ACTOR,
            action: 'status',
            module: 'entry',
            recordId: lastClosed,
            after: { status: EntryStatus.noShow, bookings: marked.length, upTo: lastClosed },
          });
        }
        return marked.length;
      });
    },
  };
}

export type EntryOperations = ReturnType<typeof createEntryOperations>;
