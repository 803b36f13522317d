import {
  ApplicationStatus,
  DASHBOARD_DAYS,
  type Dashboard,
  type DashboardContent,
  type DashboardEntry,
  DashboardQueue,
  type DashboardReviews,
  DonationStatus,
  EntryStatus,
  MOST_VIEWED_LIMIT,
  NO_SHOW_DAYS,
  OrderStatus,
  StaffRole,
} from '@museum/shared';
import { and, between, count, eq, inArray, min, ne, sql } from 'drizzle-orm';
import { addDays, DAY_MS } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { StaffUser } from '../../platform/http/staff-auth.ts';
import { venueApplications } from '../applications/index.ts';
import { donationReports } from '../donations/index.ts';
import { mostViewed } from '../engagement/index.ts';
import { createEntryOperations, entryBookings, lastClosedDay } from '../entry/index.ts';
import { eventOrders } from '../orders/index.ts';

/** Whether a section concerns the staff member: their role, or admin. */
const concerns = (staff: StaffUser, role: StaffRole) =>
  staff.roles.includes(role) || staff.roles.includes(StaffRole.admin);

/** The console's dashboard (docs/PRODUCT.md "Staff console" → "Dashboard"): a few aggregates per section. */
export function createDashboardService(ctx: AppContext) {
  const { db, clock } = ctx;
  const entry = createEntryOperations(ctx);

  async function entrySection(): Promise<DashboardEntry> {
    const today = clock.today();
    const closedTo = lastClosedDay(ctx);
    const closedFrom = addDays(closedTo, 1 - NO_SHOW_DAYS);
    const b = entryBookings;
    const live = ne(b.status, EntryStatus.cancelled);
    const inWindow = between(b.visitDay, closedFrom, closedTo);
    const people = (where: ReturnType<typeof and>) =>
      sql<number>`coalesce(sum(${b.people}) filter (where ${where}), 0)`.mapWith(Number);
    const [days, [tally]] = await Promise.all([
      entry.calendar(addDays(today, 1 - DASHBOARD_DAYS), addDays(today, DASHBOARD_DAYS - 1)),
      db
        .select({
          bookings: sql<number>`count(*) filter (where ${and(eq(b.visitDay, today), live)})`.mapWith(Number),
          booked: people(and(inWindow, live)),
          // A closed day's booking still "booked" is a no-show the beat has not marked yet.
          noShow: people(and(inWindow, inArray(b.status, [EntryStatus.noShow, EntryStatus.booked]))),
        })
        .from(b)
        .where(between(b.visitDay, closedFrom, today)),
    ]);
    const figures = days.map(({ date, capacity, booked, checkedIn, open }) => ({
      date,
      capacity,
      booked,
      checkedIn,
      open,
    }));
    const todayIndex = DASHBOARD_DAYS - 1;
    const now = figures[todayIndex]!;
    const booked = tally?.booked ?? 0;
    const noShow = tally?.noShow ?? 0;
    return {
      today: {
        date: today,
        capacity: now.capacity,
        booked: now.booked,
        checkedIn: now.checkedIn,
        expected: Math.max(0, now.booked - now.checkedIn),
        bookings: tally?.bookings ?? 0,
      },
      week: figures.slice(todayIndex),
      recent: figures.slice(0, todayIndex + 1),
      noShow: { from: closedFrom, to: closedTo, noShow, booked, rate: booked > 0 ? noShow / booked : null },
    };
  }

  async function reviewsSection(): Promise<DashboardReviews> {
    const queue = (name: DashboardQueue) => sql<DashboardQueue>`${name}`.as('queue');
    const a = venueApplications;
    const d = donationReports;
    const o = eventOrders;
    // One statement: each queue's waiting items and the oldest of them.
    const rows = await db
      .select({ queue: queue(DashboardQueue.applications), pending: count(), oldest: min(a.createdAt) })
      .from(a)
      .where(eq(a.status, ApplicationStatus.pending))
      .unionAll(
        db
          .select({ queue: queue(DashboardQueue.donations), pending: count(), oldest: min(d.createdAt) })
          .from(d)
          .where(inArray(d.status, [DonationStatus.received, DonationStatus.contacted])),
      )
      .unionAll(
        db
          .select({ queue: queue(DashboardQueue.orders), pending: count(), oldest: min(o.createdAt) })
          .from(o)
          .where(eq(o.status, OrderStatus.booked)),
      );
    const now = clock.now().getTime();
    const byQueue = new Map(rows.map((row) => [row.queue, row]));
    return {
      queues: Object.values(DashboardQueue).map((name) => {
        const row = byQueue.get(name);
        const oldest = row?.oldest ? new Date(row.oldest) : null;
        return {
          queue: name,
          pending: Number(row?.pending ?? 0),
          oldestAt: oldest?.toISOString() ?? null,
          oldestDays: oldest ? Math.max(0, Math.floor((now - oldest.getTime()) / DAY_MS)) : null,
        };
      }),
    };
  }

  async function contentSection(): Promise<DashboardContent> {
    const to = clock.today();
    const from = addDays(to, 1 - DASHBOARD_DAYS);
    return { from, to, mostViewed: await mostViewed(ctx, from, to, MOST_VIEWED_LIMIT) };
  }

  return {
    /** Only the sections the staff member's roles concern. */
    async dashboard(staff: StaffUser): Promise<Dashboard> {
      const [entry, reviews, content] = await Promise.all([
        concerns(staff, StaffRole.frontdesk) ? entrySection() : undefined,
        concerns(staff, StaffRole.reviewer) ? reviewsSection() : undefined,
        concerns(staff, StaffRole.editor) ? contentSection() : undefined,
      ]);
      return { ...(entry && { entry }), ...(reviews && { reviews }), ...(content && { content }) };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
