import {
  DASHBOARD_DAYS,
  type Dashboard,
  type DashboardContent,
  type DashboardEntry,
  DashboardQueue,
  type DashboardReviews,
  MOST_VIEWED_LIMIT,
  NO_SHOW_DAYS,
  StaffRole,
} from '@museum/shared';
import { addDays, DAY_MS } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import type { StaffUser } from '../../platform/http/staff-auth.ts';
import { waitingApplications } from '../applications/index.ts';
import { waitingDonations } from '../donations/index.ts';
import { mostViewed } from '../engagement/index.ts';
import { bookingTally, createEntryOperations, lastClosedDay, waitingGroups } from '../entry/index.ts';
import { waitingOrders } from '../orders/index.ts';

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
    const [days, tally] = await Promise.all([
      entry.calendar(addDays(today, 1 - DASHBOARD_DAYS), addDays(today, DASHBOARD_DAYS - 1)),
      bookingTally(db, today, closedFrom, closedTo),
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
    const { booked, noShow } = tally;
    return {
      today: {
        date: today,
        capacity: now.capacity,
        booked: now.booked,
        checkedIn: now.checkedIn,
        expected: Math.max(0, now.booked - now.checkedIn),
        bookings: tally.bookings,
      },
      week: figures.slice(todayIndex),
      recent: figures.slice(0, todayIndex + 1),
      noShow: { from: closedFrom, to: closedTo, noShow, booked, rate: booked > 0 ? noShow / booked : null },
    };
  }

  async function reviewsSection(): Promise<DashboardReviews> {
    const [applications, donations, orders, groups] = await Promise.all([
      waitingApplications(db),
      waitingDonations(db),
      waitingOrders(db),
      waitingGroups(db),
    ]);
    const waiting = {
      [DashboardQueue.applications]: applications,
      [DashboardQueue.donations]: donations,
      [DashboardQueue.orders]: orders,
      [DashboardQueue.groups]: groups,
    };
    const now = clock.now().getTime();
    return {
      queues: Object.values(DashboardQueue).map((name) => {
        const { pending, oldest } = waiting[name];
        return {
          queue: name,
          pending,
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
