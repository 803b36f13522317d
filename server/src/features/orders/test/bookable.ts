import { eq } from 'drizzle-orm';
import type { TestApp } from '#test/helpers/app.ts';
import { addDays, createMuseumClock } from '../../../platform/clock.ts';
import { educationEvents, exhibitions } from '../../content/tables.ts';

const today = createMuseumClock('Asia/Shanghai').today();
const hour = 3600 * 1000;

/** An exhibition on show today that takes bookings (10 places), but for `values`; answers its id. */
export async function bookableExhibition(t: TestApp, values: Partial<typeof exhibitions.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(exhibitions)
    .values({
      title: '丝路光影：新疆当代摄影展',
      type: 'special',
      startDate: addDays(today, -10),
      endDate: addDays(today, 30),
      venue: '2F 二号展厅',
      capacity: 10,
      ...values,
    })
    .returning({ id: exhibitions.id });
  return row!.id;
}

/** A workshop in three days that takes bookings (6 places), but for `values`; answers its id. */
export async function bookableEvent(t: TestApp, values: Partial<typeof educationEvents.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(educationEvents)
    .values({
      title: '周末亲子工作坊：拓印天山岩画',
      type: 'workshop',
      audience: 'family',
      startAt: new Date(Date.now() + 72 * hour),
      endAt: new Date(Date.now() + 74 * hour),
      place: '1F 美育教室',
      capacity: 6,
      ...values,
    })
    .returning({ id: educationEvents.id });
  return row!.id;
}

/** The places booked on an exhibition (module 1) or an education event (module 2). */
export async function bookedPlaces(t: TestApp, module: 1 | 2, id: number) {
  const table = module === 1 ? exhibitions : educationEvents;
  const [row] = await t.db.select({ booked: table.bookedCount }).from(table).where(eq(table.id, id));
  return row!.booked;
}
