import type { Feature } from '../../platform/feature.ts';
import { createDoor } from './door.ts';
import { groupRoutes } from './group-routes.ts';
import { createGroupReviewService, createGroupService } from './groups.ts';
import { purgeOldBookings } from './retention.ts';
import { entryRoutes } from './routes.ts';
import { createEntryService } from './service.ts';
import { entryStaffRoutes } from './staff-routes.ts';
import { createEntryOperations } from './staff-service.ts';

export { waitingGroups } from './groups.ts';
export { closeAccountBookings } from './service.ts';
export { createEntryOperations, lastClosedDay } from './staff-service.ts';
export { bookingTally } from './tally.ts';

/** How often the no-show job looks for closed days' bookings never checked in. */
export const NO_SHOW_EVERY_MS = 10 * 60_000;

/** Timed entry: free, by day, under the visitor's real name; and the museum's side of it. */
export const entryFeature: Feature = {
  name: 'entry',
  api: async (app, ctx) => {
    const entry = createEntryService(ctx);
    await entryRoutes(app, entry);
    await groupRoutes(app, createGroupService(ctx), createGroupReviewService(ctx), entry);
    await entryStaffRoutes(app, createEntryOperations(ctx), createDoor(ctx));
  },
  retention: purgeOldBookings,
  jobs: [
    {
      name: 'entry no-shows',
      everyMs: NO_SHOW_EVERY_MS,
      run: async (ctx) => {
        await createEntryOperations(ctx).markNoShows();
      },
    },
  ],
};
