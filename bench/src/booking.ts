import { randomInt } from 'node:crypto';
import {
  AccountMessages,
  AccountPaths,
  type EntryApplyInput,
  type EntryBooking,
  EntryMessages,
  EntryPaths,
  type EntrySlot,
  EntryStatus,
  idCardCheckDigit,
  type TokenResult,
} from '@museum/shared';
import { type Answer, api, expectOk, percentile, pool } from './http.ts';
import type { LoadResult } from './load.ts';
import type { SmsLog } from './sms-log.ts';

export const SETUP_CONCURRENCY = 16;
const SURNAMES = [...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '艳',
  '勇',
  '杰',
  '娟',
  '涛',
  '明',
];

export interface Visitor {
  phone: string;
  name: string;
  token: string;
}

/** A valid 18-digit resident ID number (GB 11643 check digit) with a random birth date and sequence. */
function randomIdCard(): string {
  const birth = `${randomInt(1950, 2006)}${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`;
  const body = `650102${birth}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return body + idCardCheckDigit(body);
}

export const randomName = () => SURNAMES[randomInt(SURNAMES.length)]! + GIVEN[randomInt(GIVEN.length)]!;

/**
 * A visitor signed in and real-name verified over HTTP, as the site does it: SMS code (read from the server's log,
 * where the console provider writes it in production), SMS sign-in (which creates the account), then the
 * real-name form.
 */
async function createVisitor(
  base: string,
  phone: string,
  headers: Record<string, string>,
  sms: SmsLog,
): Promise<Visitor> {
  const code = sms.next(phone, 'signIn');
  await expectOk(base, 'GET', `${AccountPaths.smsSend}?phone=${phone}&type=signIn`, { headers });
  const signIn = await expectOk<TokenResult>(base, 'POST', AccountPaths.smsSignIn, {
    body: { phone, smsCode: await code },
    headers,
  });
  const token = signIn.body.data!.token;
  const name = randomName();
  for (let attempt = 0; ; attempt += 1) {
    const answer = await api(base, 'PUT', AccountPaths.authentication, {
      token,
      headers,
      body: { truename: name, card: randomIdCard(), consent: true },
    });
    if (answer.body.code === 200) break;
    // A random ID number may already belong to an account of an earlier run on the same database.
    if (answer.body.msg !== AccountMessages.idCardTaken || attempt >= 3) {
      throw new Error(`real-name verification of ${phone}: ${JSON.stringify(answer.body)}`);
    }
  }
  return { phone, name, token };
}

/**
 * Behind TRUST_PROXY=1, a made-up client address keeps the per-IP counters (SMS, sign-in) apart from other users
 * of a shared Redis.
 */
export const madeUpClient = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/** `count` verified visitors, SETUP_CONCURRENCY at a time, with the time each took and all of them together. */
export async function createVisitors(
  base: string,
  count: number,
  headers: Record<string, string>,
  sms: SmsLog,
) {
  // Up to 10 000 phones per run, told apart by their last four digits (all the log shows of them); the run tag
  // keeps runs on a shared database apart.
  const runTag = String(randomInt(1_000)).padStart(3, '0');
  const phones = Array.from({ length: count }, (_, i) => `199${runTag}${String(i).padStart(5, '0')}`);
  const started = performance.now();
  const setupMs: number[] = [];
  const visitors = await pool(phones, SETUP_CONCURRENCY, async (phone) => {
    const visitorStarted = performance.now();
    const visitor = await createVisitor(base, phone, headers, sms);
    setupMs.push(performance.now() - visitorStarted);
    return visitor;
  });
  return { visitors, setupMs, setupSeconds: (performance.now() - started) / 1000 };
}

export interface BookingOptions {
  visitors: number;
  sms: SmsLog;
  log: (line: string) => void;
}

export interface BookingOutcome {
  results: LoadResult[];
  notes: string[];
  /** False when the proof of no overbooking failed or a booking got an unexpected answer. */
  consistent: boolean;
}

async function slotOf(base: string, day: string): Promise<EntrySlot> {
  const slots = await expectOk<EntrySlot[]>(base, 'GET', EntryPaths.slots);
  const slot = slots.body.data?.find((candidate) => candidate.day === day);
  if (!slot) throw new Error(`day ${day} left the booking window`);
  return slot;
}

/**
 * Creates verified visitors, fires all their bookings of one open day at once (1 or 2 people each), then proves
 * that the day was not overbooked: the people in accepted bookings fit the capacity, match the day's counter and
 * the visitors' own booking lists, and every refusal said the day is full (or too full for a group of two).
 */
export async function runBooking(base: string, options: BookingOptions): Promise<BookingOutcome> {
  const headers = madeUpClient();
  const slots = (await expectOk<EntrySlot[]>(base, 'GET', EntryPaths.slots)).body.data ?? [];
  // Not today: it may stop taking bookings (last entry time) while the benchmark runs.
  const open = slots.filter((slot, index) => index > 0 && slot.isOpen);
  const target = open.sort((a, b) => a.applyNum - b.applyNum || b.day.localeCompare(a.day))[0];
  if (!target) throw new Error('no open day in the booking window');
  const { day, num: capacity, applyNum: before } = target;

  const { visitors, setupSeconds, setupMs } = await createVisitors(
    base,
    options.visitors,
    headers,
    options.sms,
  );
  options.log(`  ${visitors.length} verified visitors in ${setupSeconds.toFixed(1)} s`);

  const payloads: EntryApplyInput[] = visitors.map((visitor, i) => ({
    applyTime: day,
    users: [
      { name: visitor.name, sex: 1 + (i % 2), age: 20 + (i % 50) },
      ...(i % 2 ? [{ name: randomName(), sex: 2, age: 8 + (i % 10) }] : []),
    ],
    phone: visitor.phone,
  }));
  const started = performance.now();
  const answers = await Promise.all(
    visitors.map((visitor, i) =>
      api<EntryBooking>(base, 'POST', EntryPaths.apply, {
        token: visitor.token,
        headers,
        body: payloads[i],
      }).catch((error: unknown) => error as Error),
    ),
  );
  const wallSeconds = (performance.now() - started) / 1000;

  const done = answers.filter((answer): answer is Answer<EntryBooking> => !(answer instanceof Error));
  const accepted = done.filter((answer) => answer.status === 200 && answer.body.code === 200);
  const full = done.filter((answer) => answer.body.msg === EntryMessages.dayFull);
  const notEnough = done.filter((answer) => answer.body.msg === EntryMessages.dayNotEnough(1));
  const unexpected = answers.length - accepted.length - full.length - notEnough.length;
  const bookedPeople = accepted.reduce((sum, answer) => sum + (answer.body.data?.users.length ?? 0), 0);
  const tickets = new Set(accepted.map((answer) => answer.body.data?.ticketCode));

  const after = (await slotOf(base, day)).applyNum;
  // What each visitor's own list shows for the day: nothing half-written by a refused booking.
  const listed = await pool(visitors, SETUP_CONCURRENCY, async (visitor) => {
    const list = await expectOk<EntryBooking[]>(base, 'GET', `${EntryPaths.list}?pageNum=1&pageSize=10`, {
      token: visitor.token,
    });
    return (list.body.rows ?? []).filter((b) => b.applyTime === day && b.status === EntryStatus.booked);
  });
  const listedPeople = listed.flat().reduce((sum, booking) => sum + booking.users.length, 0);
  // One accepted booking, read back by id, for good measure.
  const sample = accepted[0]?.body.data;
  if (sample) {
    const owner = visitors[answers.indexOf(accepted[0]!)]!;
    await expectOk(base, 'GET', EntryPaths.detail(sample.id), {
      token: owner.token,
    });
  }

  const demand = payloads.reduce((sum, payload) => sum + payload.users.length, 0);
  const left = capacity - before - bookedPeople;
  // Places only ever go down, so a visitor booking alone who was refused found the day full at that moment.
  const singleRefused = payloads.some(
    (payload, i) => payload.users.length === 1 && !accepted.includes(answers[i] as Answer<EntryBooking>),
  );
  const consistent =
    unexpected === 0 &&
    left >= 0 &&
    // Nobody refused while places were left: the day is full, or only one place is left for pairs.
    (bookedPeople === demand || left === 0 || (left === 1 && !singleRefused)) &&
    after - before === bookedPeople &&
    listedPeople === bookedPeople &&
    tickets.size === accepted.length;
  const refusedNote = notEnough.length
    ? `, refused ${full.length} (day full) + ${notEnough.length} (only 1 place left for a group of 2)`
    : `, refused ${full.length} (day full)`;
  const notes = [
    `${consistent ? 'no overbooking' : 'CHECK FAILED'}: booked ${bookedPeople} of capacity ${capacity - before}, ` +
      `applyNum ${after - before}${refusedNote}; ${accepted.length} bookings accepted, ` +
      `${listedPeople} people in the visitors' own lists, ${tickets.size} distinct ticket codes, ${unexpected} other answers.`,
    `${visitors.length} visitors (${payloads.filter((p) => p.users.length === 2).length} with a companion) ` +
      `booked ${day} at once; the burst took ${wallSeconds.toFixed(2)} s. Visitor setup (SMS code, SMS sign-in, ` +
      `real name; ${SETUP_CONCURRENCY} at a time) took ${setupSeconds.toFixed(1)} s.`,
  ];
  if (before > 0) notes.push(`The day already had ${before} people booked before the burst (earlier runs).`);
  const others = [
    ...new Set(
      answers
        .filter(
          (a) => a instanceof Error || (!accepted.includes(a) && !full.includes(a) && !notEnough.includes(a)),
        )
        .map((a) => (a instanceof Error ? a.message : `${a.status} ${a.body.msg}`)),
    ),
  ];
  if (others.length) notes.push(`Other answers: ${others.slice(0, 5).join(' | ')}`);

  const bookingMs = done.map((answer) => answer.ms);
  const results: LoadResult[] = [
    {
      name: 'visitor setup (4 calls; visitors/s)',
      path: `${AccountPaths.smsSend} → ${AccountPaths.smsSignIn} → ${AccountPaths.authentication}`,
      requestsPerSecond: Math.round(visitors.length / setupSeconds),
      p50Ms: percentile(setupMs, 50),
      p99Ms: percentile(setupMs, 99),
      errors: 0,
      non2xx: 0,
      bytesPerRequest: 0,
    },
    {
      name: `book entry (${answers.length} at once)`,
      path: EntryPaths.apply,
      requestsPerSecond: Math.round(answers.length / wallSeconds),
      p50Ms: percentile(bookingMs, 50),
      p99Ms: percentile(bookingMs, 99),
      errors: unexpected,
      non2xx: 0,
      bytesPerRequest: done.length
        ? Math.round(done.reduce((sum, answer) => sum + answer.bytes, 0) / done.length)
        : 0,
    },
  ];
  return { results, notes, consistent };
}
