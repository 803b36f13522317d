import { EntryMessages, type IdType } from '@museum/shared';
import { and, asc, between, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { addDays } from '../../platform/clock.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { queryRows } from '../../platform/db/client.ts';
import { entryBookingIds, entryIds } from './tables.ts';

/**
 * The fair-booking rules of one ID document (docs/PRODUCT.md "The real crowd"): one day per document, at most
 * `idLimit` visit days in any `idLimitDays` days, and a bar after `noShowLimit` no-shows. A booking first takes its
 * documents' rows of entry_ids (lockDocuments), so one document's bookings are decided one at a time; then one
 * statement (holdDocuments) checks every rule and holds each document that passes.
 */
type Rules = Config['entry'];
type Db = Database | Transaction;

/** Whose a document is, as entry_ids keeps it sealed: the name and the document as last booked. */
export interface Holder {
  name: string;
  idType: IdType;
  idCard: string;
}

/** A document a booking is for: its fingerprint, whom messages name, and its holder, sealed. */
export interface BookedDocument {
  hmac: string;
  /** 参观人张三 for a visitor's own document; null for the booker's (the spec's client sends no visitor's). */
  visitor: string | null;
  holderCipher: string;
}

/**
 * The visit days of the document `hmac`'s no-shows that count: those a lifted bar did not forgive. (Aliases of
 * their own, so an outer query's `i` or `o` may be the `hmac`.)
 */
const countedNoShows = (hmac: SQL) => sql`
  select shown.visit_day from entry_booking_ids shown left join entry_ids lifted on lifted.id_hmac = shown.id_hmac
  where shown.id_hmac = ${hmac} and shown.no_show
    and (lifted.forgiven_until is null or shown.visit_day > lifted.forgiven_until)`;

/**
 * The day before which the document `hmac` may not book for its no-shows, or null: `noShowLimit` no-shows (not
 * forgiven by a lifted bar) within `noShowWindowDays` ending at the last, barring `noShowBanDays` days after it.
 */
const barredUntil = (hmac: SQL, rules: Rules) => sql`(
  with shows as (${countedNoShows(hmac)}), last as (select max(visit_day) as day from shows)
  select case when count(*) >= ${rules.noShowLimit}::int then max(last.day) + ${rules.noShowBanDays}::int end
  from shows, last where shows.visit_day > last.day - ${rules.noShowWindowDays}::int
)`;

/** No run of `idLimitDays` days around `day` already holds `idLimit` other counted visit days of the document. */
const withinLimit = (hmac: SQL, day: string, rules: Rules) => sql`not exists (
  select 1 from generate_series(${day}::date - ${rules.idLimitDays - 1}::int, ${day}::date, interval '1 day') as w(start)
  where (
    select count(distinct o.visit_day) from entry_booking_ids o
    where o.id_hmac = ${hmac} and o.counts and o.visit_day <> ${day}::date
      and o.visit_day between w.start::date and w.start::date + ${rules.idLimitDays - 1}::int
  ) >= ${rules.idLimit}::int
)`;

/** Takes the documents' rows, in one order everywhere (so two bookings sharing documents never deadlock). */
export async function lockDocuments(tx: Transaction, documents: BookedDocument[]) {
  const rows = [...documents]
    .sort((a, b) => a.hmac.localeCompare(b.hmac))
    .map(({ hmac, holderCipher }) => ({ idHmac: hmac, holderCipher }));
  await tx
    .insert(entryIds)
    .values(rows)
    .onConflictDoUpdate({ target: entryIds.idHmac, set: { holderCipher: sql`excluded.holder_cipher` } });
}

/**
 * Holds `day` for each document that may book it (not holding the day already, within its per-person limit, not
 * barred), in one statement; answers the fingerprints held.
 */
export async function holdDocuments(
  tx: Transaction,
  booking: { id: number; day: string; today: string },
  documents: BookedDocument[],
  rules: Rules,
): Promise<Set<string>> {
  const candidates = sql.join(
    documents.map(({ hmac }) => sql`(${hmac}::varchar)`),
    sql`, `,
  );
  const held = await queryRows<{ id_hmac: string }>(
    tx,
    sql`insert into entry_booking_ids (booking_id, id_hmac, visit_day)
      select ${booking.id}::int, d.h, ${booking.day}::date from (values ${candidates}) as d(h)
      where not exists (
          select 1 from entry_booking_ids o where o.id_hmac = d.h and o.visit_day = ${booking.day}::date and o.holds
        )
        and ${withinLimit(sql`d.h`, booking.day, rules)}
        and not coalesce(${barredUntil(sql`d.h`, rules)} > ${booking.today}::date, false)
      returning id_hmac`,
  );
  return new Set(held.map((row) => row.id_hmac));
}

/** The first day from `day` on that the document's per-person limit lets it book. */
async function firstFreeDay(db: Db, hmac: string, day: string, rules: Rules): Promise<string> {
  const span = rules.idLimitDays - 1;
  const counted = await db
    .selectDistinct({ day: entryBookingIds.visitDay })
    .from(entryBookingIds)
    .where(
      and(
        eq(entryBookingIds.idHmac, hmac),
        eq(entryBookingIds.counts, true),
        between(entryBookingIds.visitDay, addDays(day, -span), addDays(day, 3 * rules.idLimitDays)),
      ),
    )
    .orderBy(asc(entryBookingIds.visitDay));
  const days = counted.map((row) => row.day);
  const fits = (candidate: string) => {
    for (let offset = -span; offset <= 0; offset += 1) {
      const start = addDays(candidate, offset);
      const end = addDays(start, span);
      const inRun = days.filter((other) => other !== candidate && other >= start && other <= end).length;
      if (inRun >= rules.idLimit) return false;
    }
    return true;
  };
  let candidate = day;
  while (!fits(candidate)) candidate = addDays(candidate, 1);
  return candidate;
}

/** Why `document` could not hold `day`: the day taken, a bar, or the per-person limit. */
export async function refusalOf(
  db: Db,
  document: BookedDocument,
  booking: { day: string; today: string },
  rules: Rules,
): Promise<string> {
  const [taken] = await db
    .select({ day: entryBookingIds.visitDay })
    .from(entryBookingIds)
    .where(
      and(
        eq(entryBookingIds.idHmac, document.hmac),
        eq(entryBookingIds.visitDay, booking.day),
        eq(entryBookingIds.holds, true),
      ),
    )
    .limit(1);
  if (taken) {
    return document.visitor
      ? EntryMessages.visitorBookedThatDay(document.visitor)
      : EntryMessages.duplicateIdCard;
  }
  const until = await barredUntilOf(db, document.hmac, rules);
  if (until && until > booking.today) return EntryMessages.barred(until, document.visitor);
  const free = await firstFreeDay(db, document.hmac, booking.day, rules);
  return EntryMessages.idLimitReached(document.visitor, rules.idLimit, rules.idLimitDays, free);
}

/** The day a document's no-show bar ends (it books again from that day), or null. */
export async function barredUntilOf(db: Db, hmac: string, rules: Rules): Promise<string | null> {
  // As text: a driver may read a date as a Date at its own midnight.
  const [row] = await queryRows<{ until: string | null }>(
    db,
    sql`select ${barredUntil(sql`${hmac}::varchar`, rules)}::text as until`,
  );
  return row?.until ?? null;
}

/** The document's no-shows within the no-show window up to `today` that a lifted bar did not forgive. */
export async function noShowsOf(db: Db, hmac: string, today: string, rules: Rules): Promise<number> {
  const [row] = await queryRows<{ shows: number | string }>(
    db,
    sql`select count(*) as shows from (${countedNoShows(sql`${hmac}::varchar`)}) counted
      where counted.visit_day > ${today}::date - ${rules.noShowWindowDays}::int`,
  );
  return Number(row?.shows ?? 0);
}

/**
 * A booking no longer holds its day: cancelled (counting as a visit and a no-show when it was cancelled on the
 * visit day), or cancelled by the museum closing the day (counting as nothing).
 */
export async function releaseDocuments(tx: Transaction, bookingIds: number[], outcome: { noShow: boolean }) {
  if (!bookingIds.length) return;
  await tx
    .update(entryBookingIds)
    .set({ holds: false, counts: outcome.noShow, noShow: outcome.noShow })
    .where(inArray(entryBookingIds.bookingId, bookingIds));
}

/** A barred document as the console lists it, its holder still sealed. */
export interface BarredDocument {
  id: number;
  holderCipher: string | null;
  noShows: number;
  lastNoShow: string;
  barredUntil: string;
}

/**
 * The documents barred today, the latest bar first: those with enough no-shows lately to be barred at all, then
 * each one's bar worked out as a booking would.
 */
export async function barredDocuments(
  db: Db,
  today: string,
  rules: Rules,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: BarredDocument[]; total: number }> {
  const recent = rules.noShowWindowDays + rules.noShowBanDays;
  const barred = sql`from entry_ids i
    cross join lateral (select ${barredUntil(sql`i.id_hmac`, rules)} as until) b
    where i.id_hmac in (
        select o.id_hmac from entry_booking_ids o where o.no_show and o.visit_day > ${today}::date - ${recent}::int
        group by o.id_hmac having count(*) >= ${rules.noShowLimit}::int
      )
      and b.until > ${today}::date`;
  const [counted] = await queryRows<{ total: number | string }>(db, sql`select count(*) as total ${barred}`);
  const rows = await queryRows<{
    id: number;
    holder_cipher: string | null;
    until: string;
    last: string;
    shows: number | string;
  }>(
    db,
    sql`select i.id, i.holder_cipher, b.until::text as until,
        (b.until - ${rules.noShowBanDays}::int)::text as last,
        (select count(*) from (${countedNoShows(sql`i.id_hmac`)}) counted
          where counted.visit_day > b.until - ${rules.noShowBanDays + rules.noShowWindowDays}::int) as shows
      ${barred}
      order by b.until desc, i.id
      limit ${page.pageSize}::int offset ${(page.pageNum - 1) * page.pageSize}::int`,
  );
  return {
    total: Number(counted?.total ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      holderCipher: row.holder_cipher,
      noShows: Number(row.shows),
      lastNoShow: row.last,
      barredUntil: row.until,
    })),
  };
}

/**
 * Lifts the bar of document `id` if it is barred today: its no-shows up to today no longer count. Answers
 * whether a bar was lifted.
 */
export async function liftBar(tx: Transaction, id: number, today: string, rules: Rules): Promise<boolean> {
  const lifted = await queryRows<{ id: number }>(
    tx,
    sql`update entry_ids i set forgiven_until = ${today}::date
      where i.id = ${id}::int and ${barredUntil(sql`i.id_hmac`, rules)} > ${today}::date
      returning i.id`,
  );
  return lifted.length > 0;
}
