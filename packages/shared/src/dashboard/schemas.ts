import { z } from 'zod';
import { contentTypeValueSchema } from '../common/content-type-schemas.ts';
import type { ValueOf } from '../common/labelled.ts';

/** Days of the week ahead, of the check-in history, and of the most viewed content. */
export const DASHBOARD_DAYS = 7;
/** Closed days the no-show rate is taken over. */
export const NO_SHOW_DAYS = 30;
/** Items in the most viewed list. */
export const MOST_VIEWED_LIMIT = 10;

/** A day of timed entry: `booked` and `checkedIn` count people. */
export const dashboardEntryDaySchema = z.object({
  date: z.string(),
  capacity: z.number(),
  booked: z.number(),
  checkedIn: z.number(),
  open: z.boolean(),
});
export type DashboardEntryDay = z.infer<typeof dashboardEntryDaySchema>;

/** Front desk and admins: today, the week ahead, the recent days and the no-show rate. */
export const dashboardEntrySchema = z.object({
  today: z.object({
    date: z.string(),
    capacity: z.number(),
    /** People booked (not cancelled), checked in, and expected: booked and not yet arrived. */
    booked: z.number(),
    checkedIn: z.number(),
    expected: z.number(),
    /** Bookings (not people) for today, not cancelled. */
    bookings: z.number(),
  }),
  /** Today and the next six days. */
  week: z.array(dashboardEntryDaySchema),
  /** The last seven days up to today. */
  recent: z.array(dashboardEntryDaySchema),
  /** People who booked and never came over the last closed days; `rate` is null when nobody booked. */
  noShow: z.object({
    from: z.string(),
    to: z.string(),
    noShow: z.number(),
    booked: z.number(),
    rate: z.number().nullable(),
  }),
});
export type DashboardEntry = z.infer<typeof dashboardEntrySchema>;

export const DashboardQueue = {
  applications: 'applications',
  donations: 'donations',
  orders: 'orders',
  groups: 'groups',
} as const;
export type DashboardQueue = ValueOf<typeof DashboardQueue>;
export const DASHBOARD_QUEUE_LABELS: Record<DashboardQueue, string> = {
  applications: '办展申请',
  donations: '捐赠登记',
  orders: '展览与活动预约',
  groups: '团体预约',
};

/** Reviewers and admins: what waits for them, and since when. */
export const dashboardReviewsSchema = z.object({
  queues: z.array(
    z.object({
      queue: z.enum(DashboardQueue),
      pending: z.number(),
      /** When the oldest waiting item came in, or null when none waits. */
      oldestAt: z.string().nullable(),
      /** Whole days it has waited. */
      oldestDays: z.number().nullable(),
    }),
  ),
});
export type DashboardReviews = z.infer<typeof dashboardReviewsSchema>;

/** Editors and admins: the most viewed items of the last seven days. */
export const dashboardContentSchema = z.object({
  from: z.string(),
  to: z.string(),
  mostViewed: z.array(
    z.object({
      module: contentTypeValueSchema,
      resId: z.string(),
      /** The record's id in its publishing module (a work's row, not its culId). */
      recordId: z.number(),
      title: z.string(),
      views: z.number(),
    }),
  ),
});
export type DashboardContent = z.infer<typeof dashboardContentSchema>;

/** GET /admin/dashboard: a section is present only when the caller's roles concern it. */
export const dashboardSchema = z.object({
  entry: dashboardEntrySchema.optional(),
  reviews: dashboardReviewsSchema.optional(),
  content: dashboardContentSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
