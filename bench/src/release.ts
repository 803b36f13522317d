import {
  type EntryBooking,
  EntryMessages,
  EntryPaths,
  type EntrySlot,
  museumDayOf,
  museumWallClock,
  shortReleaseNotice,
} from '@museum/shared';
import { createVisitors, madeUpClient, type Visitor } from './booking.ts';
import { type Answer, api, expectOk, percentile } from './http.ts';
import type { SmsLog } from './sms-log.ts';

/**
 * The release-time rush (docs/PRODUCT.md "The real crowd"): thousands of verified visitors, each from an address of
 * their own, ask for the newest day in the second its places open, half of them twice, while one scripted client
 * fires as fast as it can. The day must fill exactly, every rule hold, no request fail, and the script be slowed
 * without slowing the people.
 */
export interface ReleaseRow {
  people: number;
  requests: number;
  booked: number;
  full: number;
  /** People answered 操作过于频繁 (should be none). */
  peopleSlowed: number;
  scriptAsked: number;
  scriptBooked: number;
  scriptSlowed: number;
  bookingsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface ReleaseOutcome {
  row: ReleaseRow;
  notes: string[];
  held: boolean;
}

export interface ReleaseOptions {
  visitors: number;
  capacity: number;
  sms: SmsLog;
  log: (line: string) => void;
  /** Restarts the server so that the newest day opens at `releaseTime` (HH:mm, museum time); answers its address. */
  reopen: (releaseTime: string) => Promise<string>;
}

/** A visitor's own address, told apart by its index. */
const addressOf = (index: number) => ({
  'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`,
});

const HH_MM = (instant: Date) => {
  const { hour, minute } = museumWallClock(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** The next whole minute at least `marginMs` away, and its HH:mm on the museum's clock (today's). */
function nextRelease(marginMs: number): { at: Date; time: string } {
  const at = new Date(Math.ceil((Date.now() + marginMs) / 60_000) * 60_000);
  if (museumDayOf(at) !== museumDayOf(new Date())) {
    throw new Error('the release bench needs the release minute today: run it before 23:58 museum time');
  }
  return { at, time: HH_MM(at) };
}

const sleepUntil = (at: Date) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));

export async function runRelease(base: string, options: ReleaseOptions): Promise<ReleaseOutcome> {
  const setup = madeUpClient();
  const created = await createVisitors(base, options.visitors + 1, setup, options.sms);
  const script = created.visitors[0]!;
  const people = created.visitors.slice(1);
  options.log(`  ${created.visitors.length} verified visitors in ${created.setupSeconds.toFixed(1)} s`);

  const release = nextRelease(25_000);
  const url = await options.reopen(release.time);
  const slots = (await expectOk<EntrySlot[]>(url, 'GET', EntryPaths.slots)).body.data ?? [];
  const newest = slots.at(-1)!;
  const waiting = shortReleaseNotice(newest.closedReason) !== null;
  options.log(`  ${newest.day} opens at ${release.time} (${newest.closedReason ?? 'open already'}); waiting`);

  const ask = (visitor: Visitor, index: number) =>
    api<EntryBooking>(url, 'POST', EntryPaths.apply, {
      token: visitor.token,
      headers: addressOf(index),
      body: { applyTime: newest.day, users: [{ name: visitor.name, sex: 2, age: 30 }], phone: visitor.phone },
    }).catch((error: unknown) => error as Error);

  await sleepUntil(release.at);
  const started = performance.now();
  let peopleDone = false;
  // The script: one account and one address, as fast as it can, until the people have their answers.
  const scriptAnswers: (Answer<EntryBooking> | Error)[] = [];
  const scripted = (async () => {
    const lane = async () => {
      while (!peopleDone) scriptAnswers.push(await ask(script, 1 << 20));
    };
    await Promise.all(Array.from({ length: 8 }, lane));
  })();
  const asked = people.flatMap((visitor, i) =>
    i % 2 === 0 ? [ask(visitor, i), ask(visitor, i)] : [ask(visitor, i)],
  );
  const answers = await Promise.all(asked);
  peopleDone = true;
  await scripted;
  const wallSeconds = (performance.now() - started) / 1000;

  const done = answers.filter((answer): answer is Answer<EntryBooking> => !(answer instanceof Error));
  const booked = done.filter((answer) => answer.status === 200 && answer.body.code === 200);
  const full = done.filter((answer) => answer.body.msg === EntryMessages.dayFull);
  const repeat = done.filter((answer) => answer.body.msg === EntryMessages.duplicateAccount);
  const slowed = done.filter((answer) => answer.body.msg === EntryMessages.tooFrequent);
  const other = answers.length - booked.length - full.length - repeat.length - slowed.length;
  const scriptDone = scriptAnswers.filter((a): a is Answer<EntryBooking> => !(a instanceof Error));
  const scriptBooked = scriptDone.filter((a) => a.body.code === 200).length;
  const scriptSlowed = scriptDone.filter((a) => a.body.msg === EntryMessages.tooFrequent).length;
  const scriptOther = scriptAnswers.length - scriptDone.filter((a) => a.status === 200).length;
  const lastBooked = Math.max(...booked.map((answer) => answer.ms), 0) / 1000;

  const after = (await expectOk<EntrySlot[]>(url, 'GET', EntryPaths.slots)).body.data!.at(-1)!;
  const bookedPeople = booked.length + scriptBooked;
  // Whose each answer is: the even visitors asked twice.
  const askerOf = people.flatMap((_, i) => (i % 2 === 0 ? [i, i] : [i]));
  const bookingsOf = new Map<number, number>();
  answers.forEach((answer, k) => {
    if (!(answer instanceof Error) && answer.body.code === 200) {
      bookingsOf.set(askerOf[k]!, (bookingsOf.get(askerOf[k]!) ?? 0) + 1);
    }
  });
  const held =
    waiting &&
    other === 0 &&
    scriptOther === 0 &&
    slowed.length === 0 &&
    // The day filled exactly: nobody over, and nobody told it was full while places were left.
    after.applyNum === after.num &&
    bookedPeople === options.capacity &&
    // One booking per person: a visitor asking twice got one booking, or none.
    [...bookingsOf.values()].every((count) => count === 1) &&
    scriptBooked <= 1;
  const row: ReleaseRow = {
    people: people.length,
    requests: answers.length,
    booked: booked.length,
    full: full.length,
    peopleSlowed: slowed.length,
    scriptAsked: scriptAnswers.length,
    scriptBooked,
    scriptSlowed,
    bookingsPerSecond: Math.round(bookedPeople / Math.max(lastBooked, 0.001)),
    p50Ms: percentile(
      done.map((a) => a.ms),
      50,
    ),
    p95Ms: percentile(
      done.map((a) => a.ms),
      95,
    ),
    p99Ms: percentile(
      done.map((a) => a.ms),
      99,
    ),
  };
  const otherAnswers = [
    ...new Set(
      answers
        .filter((a) => a instanceof Error || ![...booked, ...full, ...repeat, ...slowed].includes(a))
        .map((a) => (a instanceof Error ? a.message : `${a.status} ${a.body.msg}`)),
    ),
  ];
  const notes = [
    `${held ? 'held' : 'CHECK FAILED'}: ${newest.day} had ${after.num} places and ${after.applyNum} are booked ` +
      `(${booked.length} people and ${scriptBooked} for the script); ${full.length} asked when it was full, ` +
      `${repeat.length} second asks refused as repeats, ${slowed.length} people slowed, ${other} other answers` +
      `${waiting ? '' : ' — the day was open before its release minute'}` +
      `${otherAnswers.length ? ` (${otherAnswers.slice(0, 4).join('; ')})` : ''}.`,
    `The script asked ${scriptAnswers.length} times in ${wallSeconds.toFixed(1)} s, got ${scriptBooked} booking ` +
      `(${((scriptBooked / Math.max(scriptAnswers.length, 1)) * 100).toFixed(2)} % of what it asked) and was ` +
      `answered 操作过于频繁 ${scriptSlowed} times.`,
    `${people.length} visitors (half asking twice at once) fired at ${release.time}:00 museum time; bookings per ` +
      `second count the places taken until the last booking's answer (${lastBooked.toFixed(2)} s). Setup (SMS ` +
      `code, sign-in, real name) took ${created.setupSeconds.toFixed(1)} s.`,
  ];
  return { row, notes, held };
}
