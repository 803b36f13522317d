import {
  checkGroupSize,
  ENTRY_ADULT_AGE,
  EntryChannel,
  type EntryGroup,
  type EntryGroupDetail,
  type EntryGroupMember,
  EntryGroupMessages,
  type EntryGroupRow,
  EntryMessages,
  EntryStatus,
  type entryGroupApplySchema,
  type entryGroupReviewSchema,
  type entryGroupsQuerySchema,
  GroupStatus,
  ID_TYPE_LABELS,
  type IdType,
  MessageKind,
  maskIdCard,
  maskName,
  maskPhone,
  type PageQuery,
  userCenterPath,
} from '@museum/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { shortDayDesc } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentFingerprint } from '../../platform/crypto/documents.ts';
import { randomCode } from '../../platform/crypto/random-code.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { ownRow } from '../../platform/db/own-row.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { queueFigures } from '../../platform/db/queue.ts';
import { refuseStatusMove } from '../../platform/db/status-move.ts';
import { fail } from '../../platform/http/errors.ts';
import { sendMessage } from '../messages/index.ts';
import { type AuditActor, openedWithAudit, recordAudit } from '../staff/index.ts';
import { checkDay } from './booking.ts';
import { entryBookings, entryDays, entryGroups } from './tables.ts';

/**
 * Groups (docs/PRODUCT.md "Groups"): a leader applies with the member list; a reviewer's approval takes the day's
 * group places in one statement and issues one ticket, a booking of channel `group` that the door checks in like
 * any other (its check-in, no-show and a closed day's cancellation are mirrored on the group, staff-service.ts).
 */
type GroupRow = typeof entryGroups.$inferSelect;
type Leader = z.output<typeof entryGroupApplySchema>['leader'];

/** The statuses from which a group still holds or waits for places. */
const OPEN_STATUSES: GroupStatus[] = [GroupStatus.pending, GroupStatus.approved];

/** The applications waiting for a reviewer (the console's dashboard). */
export const waitingGroups = (db: AppContext['db']) =>
  queueFigures(db, entryGroups, eq(entryGroups.status, GroupStatus.pending));

/** The sealed leader and members; none once the leader's account was closed (closeAccountGroups). */
function sealed(personalData: AppContext['personalData'], row: GroupRow) {
  if (!row.leaderCipher) {
    return {
      leader: { name: '', idType: 1, idCard: '', phone: '' } as Leader,
      members: [] as EntryGroupMember[],
    };
  }
  return {
    leader: JSON.parse(personalData.decrypt(row.leaderCipher)) as Leader,
    members: JSON.parse(personalData.decrypt(row.membersCipher)) as EntryGroupMember[],
  };
}

const documentText = (person: { idType: IdType; idCard: string }) =>
  `${ID_TYPE_LABELS[person.idType]} ${maskIdCard(person.idCard)}`;

/** The group's facts every view shows. */
function groupFacts(row: GroupRow) {
  return {
    id: row.id,
    applyTime: row.visitDay,
    dayShortDesc: shortDayDesc(row.visitDay),
    orgName: row.orgName,
    leaderName: '',
    phone: row.phone ? maskPhone(row.phone) : '',
    people: row.people,
    minors: row.minors,
    status: row.status as GroupStatus,
    ticketCode: null as string | null,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The tickets of approved groups, by booking id. */
async function ticketsOf(db: AppContext['db'], rows: GroupRow[]): Promise<Map<number, string>> {
  const ids = rows.flatMap((row) => (row.bookingId ? [row.bookingId] : []));
  if (ids.length === 0) return new Map();
  const tickets = await db
    .select({ id: entryBookings.id, code: entryBookings.ticketCode })
    .from(entryBookings)
    .where(inArray(entryBookings.id, ids));
  return new Map(tickets.map((ticket) => [ticket.id, ticket.code]));
}

/** Gives a group's places back to its day (a cancellation, a closed day). */
export async function releaseGroupPlaces(tx: Transaction, day: string, people: number) {
  if (people === 0) return;
  await tx
    .update(entryDays)
    .set({ groupBooked: sql`${entryDays.groupBooked} - ${people}` })
    .where(eq(entryDays.day, day));
}

/** Mirrors what happened to group tickets (checked in, no-show, cancelled with their day) on their groups. */
export async function markGroups(tx: Transaction, bookingIds: number[], status: GroupStatus) {
  if (bookingIds.length === 0) return [];
  return tx
    .update(entryGroups)
    .set({ status })
    .where(and(inArray(entryGroups.bookingId, bookingIds), eq(entryGroups.status, GroupStatus.approved)))
    .returning();
}

/** The leader's side: apply, read, cancel (routes under /client/entry/group). */
export function createGroupService(ctx: AppContext) {
  const { db, clock, config, personalData } = ctx;
  const rules = config.entry;

  async function toGroup(row: GroupRow, tickets?: Map<number, string>): Promise<EntryGroup> {
    const known = tickets ?? (await ticketsOf(db, [row]));
    const { leader } = sealed(personalData, row);
    const open = OPEN_STATUSES.includes(row.status as GroupStatus);
    return {
      ...groupFacts(row),
      leaderName: leader.name ? maskName(leader.name) : '已注销',
      ticketCode: row.bookingId ? (known.get(row.bookingId) ?? null) : null,
      note: row.note,
      entryHours: `${rules.openTime}–${rules.lastEntryTime}`,
      cancellable: open && !clock.hasPassed(row.visitDay, rules.closingTime),
    };
  }

  const own = (userId: number, id: number): Promise<GroupRow> =>
    ownRow(db, entryGroups, userId, id, EntryGroupMessages.notFound);

  return {
    async apply(userId: number, input: z.output<typeof entryGroupApplySchema>): Promise<EntryGroup> {
      const sizeProblem = checkGroupSize(input.members.length, rules);
      if (sizeProblem) throw fail(sizeProblem);
      await checkDay(ctx, input.applyTime);
      const [row] = await db
        .insert(entryGroups)
        .values({
          userId,
          visitDay: input.applyTime,
          orgName: input.orgName,
          people: input.members.length + 1,
          minors: input.members.filter((member) => member.age < ENTRY_ADULT_AGE).length,
          leaderCipher: personalData.encrypt(JSON.stringify(input.leader)),
          membersCipher: personalData.encrypt(JSON.stringify(input.members)),
          phone: input.leader.phone,
          note: input.note ?? null,
          createdAt: clock.now(),
        })
        .returning();
      return toGroup(row!, new Map());
    },

    async list(userId: number, page: PageQuery): Promise<Page<EntryGroup>> {
      const { rows, total } = await newestFirst(db, entryGroups, eq(entryGroups.userId, userId), page);
      const tickets = await ticketsOf(db, rows);
      return { rows: await Promise.all(rows.map((row) => toGroup(row, tickets))), total };
    },

    detail: async (userId: number, id: number) => toGroup(await own(userId, id)),

    /**
     * Withdraws a group before its day closes: one conditional statement decides (still pending or approved), and
     * an approved group's ticket is cancelled and its places given back in the same transaction.
     */
    async cancel(userId: number, id: number): Promise<EntryGroup> {
      const group = await own(userId, id);
      if (clock.hasPassed(group.visitDay, rules.closingTime)) throw fail(EntryMessages.cancelTooLate);
      const row = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(entryGroups)
          .set({ status: GroupStatus.cancelled })
          .where(and(eq(entryGroups.id, id), inArray(entryGroups.status, OPEN_STATUSES)))
          .returning();
        if (!cancelled) throw fail(EntryGroupMessages.notCancellable);
        // Approved meanwhile or before: the approval's ticket is read off the row this statement changed.
        if (cancelled.bookingId) {
          const [ticket] = await tx
            .update(entryBookings)
            .set({ status: EntryStatus.cancelled, cancelledAt: clock.now() })
            .where(
              and(eq(entryBookings.id, cancelled.bookingId), eq(entryBookings.status, EntryStatus.booked)),
            )
            .returning();
          if (!ticket) throw fail(EntryGroupMessages.notCancellable);
          await releaseGroupPlaces(tx, cancelled.visitDay, cancelled.people);
        }
        await sendMessage(tx, {
          userId,
          kind: MessageKind.reservation,
          title: '团体预约已取消',
          content: `${cancelled.orgName}${shortDayDesc(cancelled.visitDay)}的团体预约（${cancelled.people} 人）已取消。欢迎改日再来。`,
          link: userCenterPath('groups'),
        });
        return cancelled;
      });
      return toGroup(row);
    },
  };
}

export type GroupService = ReturnType<typeof createGroupService>;

/** The reviewers' side: the queue, a group's list, the decision (routes under /admin/entry/groups). */
export function createGroupReviewService(ctx: AppContext) {
  const { db, clock, config, personalData } = ctx;
  const rules = config.entry;

  function toRow(row: GroupRow, tickets: Map<number, string>): EntryGroupRow {
    const { leader } = sealed(personalData, row);
    return {
      ...groupFacts(row),
      leaderName: leader.name ? maskName(leader.name) : '已注销',
      ticketCode: row.bookingId ? (tickets.get(row.bookingId) ?? null) : null,
      ageDays: clock.daysSince(row.createdAt),
      reviewedBy: row.reviewedBy,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async function find(id: number): Promise<GroupRow> {
    const [row] = await db.select().from(entryGroups).where(eq(entryGroups.id, id)).limit(1);
    if (!row) throw fail(EntryGroupMessages.notFound);
    return row;
  }

  async function detail(id: number): Promise<EntryGroupDetail> {
    const row = await find(id);
    const { leader, members } = sealed(personalData, row);
    const [day] = await db.select().from(entryDays).where(eq(entryDays.day, row.visitDay));
    return {
      ...toRow(row, await ticketsOf(db, [row])),
      note: row.note,
      leaderPhone: row.phone,
      leader: { name: maskName(leader.name), document: documentText(leader), age: null },
      members: members.map((member) => ({
        name: maskName(member.name),
        document: documentText(member),
        age: member.age,
      })),
      placesLeft: Math.max(0, rules.groupCapacity - (day?.groupBooked ?? 0)),
    };
  }

  /**
   * Takes the group's places from its day: one conditional statement both checks what is left of the day's
   * group places and takes them, so concurrent approvals never exceed groupCapacity.
   */
  async function takePlaces(tx: Transaction, group: GroupRow) {
    await tx.insert(entryDays).values({ day: group.visitDay }).onConflictDoNothing();
    const within: SQL = sql`${entryDays.groupBooked} + ${group.people} <= ${rules.groupCapacity}`;
    const taken = await tx
      .update(entryDays)
      .set({ groupBooked: sql`${entryDays.groupBooked} + ${group.people}` })
      .where(and(eq(entryDays.day, group.visitDay), sql`${entryDays.open} is not false`, within))
      .returning({ groupBooked: entryDays.groupBooked });
    if (taken.length > 0) return;
    const [day] = await tx.select().from(entryDays).where(eq(entryDays.day, group.visitDay));
    if (day?.open === false) throw fail(EntryMessages.dayClosed);
    const left = Math.max(0, rules.groupCapacity - (day?.groupBooked ?? 0));
    throw fail(left === 0 ? EntryGroupMessages.groupFull : EntryGroupMessages.groupNotEnough(left));
  }

  /** The group's one ticket: a booking of channel `group` for the leader and the members. */
  async function issueTicket(tx: Transaction, group: GroupRow) {
    const { leader, members } = sealed(personalData, group);
    const visitors = [leader, ...members].map((person) => ({
      name: person.name,
      sex: 2,
      age: 'age' in person ? person.age : ENTRY_ADULT_AGE,
      idType: person.idType,
      idCard: person.idCard,
    }));
    const [ticket] = await tx
      .insert(entryBookings)
      .values({
        userId: null,
        channel: EntryChannel.group,
        visitDay: group.visitDay,
        people: group.people,
        visitorsCipher: personalData.encrypt(JSON.stringify(visitors)),
        phone: group.phone,
        idCardHmac: documentFingerprint(personalData, leader.idType, leader.idCard),
        ticketCode: randomCode(),
      })
      .returning();
    await tx.update(entryGroups).set({ bookingId: ticket!.id }).where(eq(entryGroups.id, group.id));
    return ticket!;
  }

  return {
    async list(query: z.output<typeof entryGroupsQuerySchema>): Promise<Page<EntryGroupRow>> {
      const where = and(
        query.status ? eq(entryGroups.status, query.status) : undefined,
        query.date ? eq(entryGroups.visitDay, query.date) : undefined,
      );
      const { rows, total } = await newestFirst(db, entryGroups, where, query);
      const tickets = await ticketsOf(db, rows);
      return { rows: rows.map((row) => toRow(row, tickets)), total };
    },

    detail,

    open: openedWithAudit(db, 'entry', detail),

    /**
     * Decides a pending group once (a conditional UPDATE: of two reviewers exactly one does). Approval takes the
     * places and issues the ticket in the same transaction, so a day without enough group places refuses it and
     * the group stays pending. The leader is told either way.
     */
    async review(
      id: number,
      input: z.output<typeof entryGroupReviewSchema>,
      actor: AuditActor,
    ): Promise<{ status: GroupStatus }> {
      const status = input.approve ? GroupStatus.approved : GroupStatus.rejected;
      const note = input.reason ?? null;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const [decided] = await tx
          .update(entryGroups)
          .set({ status, reviewNote: note, reviewedBy: actor.username, reviewedAt: now })
          .where(and(eq(entryGroups.id, id), eq(entryGroups.status, GroupStatus.pending)))
          .returning();
        if (!decided) {
          return refuseStatusMove(tx, entryGroups, id, {
            missing: EntryGroupMessages.notFound,
            refused: EntryGroupMessages.alreadyDecided,
          });
        }
        let ticketCode: string | null = null;
        if (input.approve) {
          if (clock.hasPassed(decided.visitDay, rules.lastEntryTime, now))
            throw fail(EntryGroupMessages.dayPassed);
          await takePlaces(tx, decided);
          ticketCode = (await issueTicket(tx, decided)).ticketCode;
        }
        await recordAudit(tx, {
          actor,
          action: 'review',
          module: 'entry',
          recordId: `group:${id}`,
          before: { status: GroupStatus.pending },
          after: { status, reviewNote: note, people: decided.people },
          plain: ['people'],
        });
        if (decided.userId === null) return;
        const day = shortDayDesc(decided.visitDay);
        await sendMessage(tx, {
          userId: decided.userId,
          kind: MessageKind.reservation,
          title: input.approve ? '团体预约已通过' : '团体预约未通过',
          content: input.approve
            ? `${decided.orgName}${day}的团体预约（${decided.people} 人）已通过审核，团体入馆码 ${ticketCode}。请领队于 ${rules.openTime}–${rules.lastEntryTime} 带领全体成员，凭入馆码和本人证件一同入馆。${note ? `审核意见：${note}。` : ''}`
            : `很遗憾，${decided.orgName}${day}的团体预约未通过审核。原因：${note}。可调整后重新申请。`,
          link: userCenterPath('groups'),
        });
      });
      return { status };
    },
  };
}

export type GroupReviewService = ReturnType<typeof createGroupReviewService>;

/** A closing account's groups: those still open are cancelled, their places given back, their lists emptied. */
export async function closeAccountGroups(tx: Transaction, userId: number) {
  const closed = await tx
    .update(entryGroups)
    .set({ status: GroupStatus.cancelled })
    .where(and(eq(entryGroups.userId, userId), inArray(entryGroups.status, OPEN_STATUSES)))
    .returning();
  for (const group of closed) {
    if (!group.bookingId) continue;
    const [ticket] = await tx
      .update(entryBookings)
      .set({ status: EntryStatus.cancelled, cancelledAt: sql`now()` })
      .where(and(eq(entryBookings.id, group.bookingId), eq(entryBookings.status, EntryStatus.booked)))
      .returning({ id: entryBookings.id });
    if (ticket) await releaseGroupPlaces(tx, group.visitDay, group.people);
  }
  // Their tickets keep the day's counts, not the people.
  const tickets = tx
    .select({ id: entryGroups.bookingId })
    .from(entryGroups)
    .where(eq(entryGroups.userId, userId));
  await tx
    .update(entryBookings)
    .set({ visitorsCipher: '', phone: '', idCardHmac: sql`'closed:' || ${entryBookings.id}` })
    .where(inArray(entryBookings.id, tickets));
  await tx
    .update(entryGroups)
    .set({ leaderCipher: '', membersCipher: '', phone: '' })
    .where(eq(entryGroups.userId, userId));
}
