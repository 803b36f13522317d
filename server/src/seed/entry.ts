import { EntryStatus, IdType, museumInstant } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { users } from '../features/accounts/tables.ts';
import { entryBookingIds, entryBookings, entryIds } from '../features/entry/tables.ts';
import { addDays } from '../platform/clock.ts';
import { randomCode } from '../platform/crypto/random-code.ts';
import { DEMO_BARRED_VISITOR, demoCipher } from './accounts.ts';
import type { SeedContext } from './context.ts';

/** Days before the seeding on which the barred demo visitor booked and cancelled on the day itself. */
const NO_SHOW_DAYS_AGO = [40, 25, 10];

/**
 * The barred demo visitor's history: three bookings cancelled on their visit days, each a no-show, so their
 * document is barred for ENTRY_NO_SHOW_BAN_DAYS after the last (the console lists it under 爽约禁约).
 */
export async function seedNoShows(ctx: SeedContext) {
  const [visitor] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_BARRED_VISITOR.phone));
  if (!visitor) return;
  const cipher = demoCipher(ctx);
  const hmac = cipher.fingerprint(DEMO_BARRED_VISITOR.idCard);
  const holder = {
    name: DEMO_BARRED_VISITOR.realName,
    idType: IdType.residentCard,
    idCard: DEMO_BARRED_VISITOR.idCard,
  };
  await ctx.db
    .insert(entryIds)
    .values({ idHmac: hmac, holderCipher: cipher.encrypt(JSON.stringify(holder)) });
  for (const daysAgo of NO_SHOW_DAYS_AGO) {
    const day = addDays(ctx.clock.today(), -daysAgo);
    const [booking] = await ctx.db
      .insert(entryBookings)
      .values({
        userId: visitor.id,
        visitDay: day,
        people: 1,
        visitorsCipher: cipher.encrypt(JSON.stringify([{ name: holder.name, sex: 1, age: 36 }])),
        phone: DEMO_BARRED_VISITOR.phone,
        idCardHmac: hmac,
        ticketCode: randomCode(),
        status: EntryStatus.cancelled,
        createdAt: museumInstant(addDays(day, -3), '20:00', ctx.config.timezone),
        cancelledAt: museumInstant(day, '11:00', ctx.config.timezone),
      })
      .returning({ id: entryBookings.id });
    await ctx.db.insert(entryBookingIds).values({
      bookingId: booking!.id,
      idHmac: hmac,
      visitDay: day,
      holds: false,
      counts: true,
      noShow: true,
    });
  }
}
