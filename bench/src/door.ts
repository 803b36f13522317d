import { randomInt } from 'node:crypto';
import {
  type EntryApplyInput,
  type EntryBooking,
  type EntryCalendarDay,
  EntryPaths,
  type EntrySlot,
  type EntryStaffBooking,
  EntryStaffMessages,
  EntryStaffPaths,
  EntryStatus,
  type EntryStatusCounts,
  StaffPaths,
  type StaffSignInResult,
} from '@museum/shared';
import { createVisitors, madeUpClient, randomName, SETUP_CONCURRENCY } from './booking.ts';
import { type Answer, api, type Envelope, expectOk, percentile, pool } from './http.ts';
import { runServerScript } from './server.ts';
import type { SmsLog } from './sms-log.ts';

/** Staff accounts of the door run, made with `npm run staff` (production has no demo staff). */
const DESK_USER = 'benchdesk';
const ADMIN_USER = 'benchadmin';
/** Each desk also scans this share of the other desks' tickets, as a visitor showing a ticket at two gates. */
const OVERLAP = 0.1;

/** The server environment the door run needs on top of the engine's. */
export const DOOR_SERVER_ENV = {
  CAPTCHA_ENABLED: 'false',
  TRUST_PROXY: '1',
  SEED_DEMO: 'false',
  WEB_DIST_DIR: '',
  // Today must take bookings and check-ins whatever the hour the bench runs at: no last entry, no no-shows.
  ENTRY_OPEN_TIME: '00:00',
  ENTRY_LAST_ENTRY_TIME: '23:58',
  ENTRY_CLOSING_TIME: '23:59',
  // The day's capacity is its visitors exactly, all booked online.
  ENTRY_WINDOW_RESERVE: '0',
  // The desks' visitors all book from the bench's one address.
  ENTRY_BOOK_IP_PER_MINUTE: '0',
};

export interface DeskRow {
  desk: string;
  scans: number;
  checkedIn: number;
  alreadyCheckedIn: number;
  other: number;
  scansPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface DoorOptions {
  tickets: number;
  /** Tickets of the offline phase (door-offline.ts), booked with the others; 0 leaves it out. */
  offlineTickets: number;
  sms: SmsLog;
  desks: number;
  log: (line: string) => void;
}

export interface DoorOutcome {
  /** One row per desk, then all desks together. */
  rows: DeskRow[];
  notes: string[];
  /** False when a ticket was checked in twice or never, or a scan got an unexpected answer. */
  held: boolean;
  /** What the offline phase (door-offline.ts) goes on with. */
  day: DoorDay;
}

/** The day the door run booked, as the offline phase takes it over. */
export interface DoorDay {
  today: string;
  /** One staff session per desk. */
  tokens: string[];
  /** The offline phase's tickets: booked with the others, not scanned yet. */
  offlineCodes: string[];
  /** All the day's tickets and their people, for the counts at the end. */
  tickets: number;
  people: number;
}

export interface Scan {
  code: string;
  startedMs: number;
  endedMs: number;
  answer: Answer<EntryStaffBooking> | Error;
}

/**
 * Adds the door run's staff (a front desk account and an administrator) to the database `env` points at,
 * through the server's own command line, before the server starts.
 */
export async function addDoorStaff(env: Record<string, string>): Promise<string> {
  const password = `Bench${randomInt(1_000_000)}door`;
  const withPassword = { ...env, STAFF_PASSWORD: password };
  await runServerScript('src/staff-cli.ts', withPassword, ['add', DESK_USER, '--role', 'frontdesk']);
  await runServerScript('src/staff-cli.ts', withPassword, ['add', ADMIN_USER, '--role', 'admin']);
  return password;
}

async function staffSignIn(
  base: string,
  username: string,
  password: string,
  headers: Record<string, string>,
) {
  const answer = await expectOk<StaffSignInResult>(base, 'POST', StaffPaths.login, {
    body: { username, password, code: '', uuid: '' },
    headers,
  });
  const data = answer.body.data;
  if (!data || !('token' in data)) throw new Error(`${username} sign-in asked for a second step`);
  return data.token;
}

export function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * What each desk scans, in order: its share of the tickets, and OVERLAP of every other desk's. A ticket scanned at
 * two desks has the same place in both queues, so the desks reach it at about the same moment.
 */
function deskQueues(codes: string[], desks: number): string[][] {
  const queues = Array.from({ length: desks }, () => [] as { slot: number; code: string }[]);
  shuffled(codes).forEach((code, i) => {
    const slot = Math.floor(i / desks);
    queues[i % desks]!.push({ slot, code });
    for (let desk = 0; desk < desks; desk += 1) {
      if (desk !== i % desks && randomInt(1_000) < OVERLAP * 1_000) queues[desk]!.push({ slot, code });
    }
  });
  return queues.map((queue) => queue.sort((a, b) => a.slot - b.slot).map((entry) => entry.code));
}

/** "该票已于 HH:MM 核验入馆，请勿重复入馆" whatever the time. */
const [alreadyHead = '', alreadyTail = ''] = EntryStaffMessages.alreadyCheckedIn('\u0000').split('\u0000');
const isAlready = (msg: string) => msg.startsWith(alreadyHead) && msg.endsWith(alreadyTail);

export const succeeded = (scan: Scan): boolean =>
  !(scan.answer instanceof Error) &&
  scan.answer.status === 200 &&
  scan.answer.body.code === 200 &&
  scan.answer.body.data?.ticketCode === scan.code &&
  scan.answer.body.data.status === EntryStatus.checkedIn;
const refusedAsAlready = (scan: Scan): boolean =>
  !(scan.answer instanceof Error) && scan.answer.body.code !== 200 && isAlready(scan.answer.body.msg);

/** One scan at a desk with its network: the check-in call, timed from `started`; `desk` names the desk. */
export async function scanOnline(
  base: string,
  token: string,
  code: string,
  started: number,
  desk?: string,
): Promise<Scan> {
  const startedMs = performance.now() - started;
  const answer = await api<EntryStaffBooking>(base, 'POST', EntryStaffPaths.checkin, {
    token,
    body: { code, desk },
  }).catch((error: unknown) => error as Error);
  return { code, startedMs, endedMs: performance.now() - started, answer };
}

/** The day's bookings by status (the staff bookings list) and its calendar entry (people checked in). */
export async function dayCounts(base: string, token: string, today: string) {
  const list = await expectOk<EntryStaffBooking[]>(
    base,
    'GET',
    `${EntryStaffPaths.bookings}?date=${today}&pageNum=1&pageSize=1`,
    { token },
  );
  const counts = (list.body as Envelope & { counts?: EntryStatusCounts }).counts;
  const calendar = await expectOk<EntryCalendarDay[]>(
    base,
    'GET',
    `${EntryStaffPaths.calendar}?from=${today}&to=${today}`,
    { token },
  );
  return { counts, day: calendar.body.data?.[0] };
}

export function deskRow(desk: string, scans: Scan[], wallMs: number): DeskRow {
  const checkedIn = scans.filter(succeeded).length;
  const alreadyCheckedIn = scans.filter(refusedAsAlready).length;
  const ms = scans.map((scan) => scan.endedMs - scan.startedMs);
  return {
    desk,
    scans: scans.length,
    checkedIn,
    alreadyCheckedIn,
    other: scans.length - checkedIn - alreadyCheckedIn,
    scansPerSecond: Math.round(scans.length / (wallMs / 1000)),
    p50Ms: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    p99Ms: percentile(ms, 99),
  };
}

/**
 * Books `tickets` tickets of today (one verified visitor each, 1 to 3 people), and `offlineTickets` more that it
 * leaves to the offline phase (door-offline.ts, which goes on with the `day` answered), then lets `desks` front
 * desks, each its own staff session scanning one ticket after the other, check the `tickets` in with overlap, and
 * proves that no ticket was checked in twice: each code succeeded exactly once, every other scan was refused as
 * already checked in, and the day's bookings and calendar agree.
 */
export async function runDoor(base: string, password: string, options: DoorOptions): Promise<DoorOutcome> {
  const { tickets, offlineTickets, desks, log } = options;
  const headers = madeUpClient();
  const setupStarted = performance.now();
  const admin = await staffSignIn(base, ADMIN_USER, password, headers);
  const today = (await expectOk<EntrySlot[]>(base, 'GET', EntryPaths.slots)).body.data?.[0]?.day;
  if (!today) throw new Error('the booking window has no days');

  const { visitors, setupSeconds: visitorSeconds } = await createVisitors(
    base,
    tickets + offlineTickets,
    headers,
    options.sms,
  );
  log(`  ${visitors.length} verified visitors in ${visitorSeconds.toFixed(1)} s`);
  const payloads: EntryApplyInput[] = visitors.map((visitor, i) => ({
    applyTime: today,
    users: [
      { name: visitor.name, sex: 1 + (i % 2), age: 20 + (i % 50) },
      ...Array.from({ length: i % 3 }, (_, k) => ({
        name: randomName(),
        sex: 1 + (k % 2),
        age: 8 + (i % 60),
      })),
    ],
    phone: visitor.phone,
  }));
  const peopleOf = (from: number, to?: number) =>
    payloads.slice(from, to).reduce((sum, payload) => sum + payload.users.length, 0);
  // The online run's tickets first, then the offline phase's.
  const people = peopleOf(0, tickets);
  const dayPeople = peopleOf(0);
  // Room for everyone, and today open even if it is a weekly closed day.
  await expectOk(base, 'PUT', EntryStaffPaths.calendarDay(today), {
    token: admin,
    headers,
    body: { capacity: dayPeople, open: true },
  });
  const bookingStarted = performance.now();
  const bookings = await pool(visitors, SETUP_CONCURRENCY, async (visitor, i) => {
    const answer = await expectOk<EntryBooking>(base, 'POST', EntryPaths.apply, {
      token: visitor.token,
      headers,
      body: payloads[i],
    });
    return answer.body.data!;
  });
  const bookingSeconds = (performance.now() - bookingStarted) / 1000;
  const dayCodes = bookings.map((booking) => booking.ticketCode);
  if (new Set(dayCodes).size !== dayCodes.length)
    throw new Error('two bookings were given the same ticket code');
  const codes = dayCodes.slice(0, tickets);
  log(`  ${dayCodes.length} bookings of ${today} (${dayPeople} people) in ${bookingSeconds.toFixed(1)} s`);

  // One staff member signed in at every desk: a session each.
  const tokens = await Promise.all(
    Array.from({ length: desks }, () => staffSignIn(base, DESK_USER, password, headers)),
  );
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  const queues = deskQueues(codes, desks);

  log(`  ${desks} desks scanning ${queues.reduce((sum, queue) => sum + queue.length, 0)} times`);
  const started = performance.now();
  const deskScans = await Promise.all(
    queues.map(async (queue, desk) => {
      const scans: Scan[] = [];
      for (const code of queue) scans.push(await scanOnline(base, tokens[desk]!, code, started));
      return scans;
    }),
  );
  const wallMs = performance.now() - started;
  const all = deskScans.flat();

  // The proof: every code succeeded exactly once.
  const successes = new Map(codes.map((code) => [code, 0]));
  for (const scan of all.filter(succeeded)) successes.set(scan.code, (successes.get(scan.code) ?? 0) + 1);
  const twice = [...successes].filter(([, n]) => n > 1).map(([code]) => code);
  const never = [...successes].filter(([, n]) => n === 0).map(([code]) => code);
  // Scans of one code whose calls overlapped in time: the two-gates race the check-in must settle.
  const byCode = new Map<string, Scan[]>();
  for (const scan of all) {
    const scans = byCode.get(scan.code);
    if (scans) scans.push(scan);
    else byCode.set(scan.code, [scan]);
  }
  let raced = 0;
  for (const scans of byCode.values()) {
    const sorted = scans.sort((a, b) => a.startedMs - b.startedMs);
    if (sorted.some((scan, i) => i > 0 && scan.startedMs < sorted[i - 1]!.endedMs)) raced += 1;
  }
  const repeated = [...byCode.values()].filter((scans) => scans.length > 1).length;

  const { counts, day } = await dayCounts(base, tokens[0]!, today);

  const rows = [
    ...deskScans.map((scans, desk) => deskRow(`desk ${desk + 1}`, scans, wallMs)),
    deskRow('all desks', all, wallMs),
  ];
  const total = rows.at(-1)!;
  const held =
    twice.length === 0 &&
    never.length === 0 &&
    total.checkedIn === tickets &&
    total.other === 0 &&
    counts?.checkedIn === tickets &&
    counts.booked === offlineTickets &&
    day?.checkedIn === people;
  const notes = [
    `${held ? 'No ticket checked in twice' : 'CHECK FAILED'}: ${total.checkedIn} check-ins for ${tickets} tickets ` +
      `(${twice.length} codes succeeded more than once, ${never.length} never), ${total.alreadyCheckedIn} scans ` +
      `refused as already checked in, ${total.other} other answers; the day's bookings list counts ` +
      `${counts?.checkedIn ?? '?'} checked in and ${counts?.booked ?? '?'} still booked` +
      `${offlineTickets ? ` (the offline phase's ${offlineTickets})` : ''}, the calendar ${day?.checkedIn ?? '?'} of ${people} people checked in.`,
    `${desks} desks (one staff session each, one scan after the other) scanned ${all.length} times in ` +
      `${(wallMs / 1000).toFixed(2)} s: every ticket at its own desk, and ${repeated} of them (each desk took ` +
      `${Math.round(OVERLAP * 100)} % of the others' tickets) at one or more other desks too, in the same place ` +
      `of the queue; for ${raced} of those the scans at two desks overlapped in time.`,
    `Set-up (through HTTP) took ${setupSeconds.toFixed(1)} s: ${dayCodes.length} verified visitors (SMS code, SMS ` +
      `sign-in, real name; ${SETUP_CONCURRENCY} at a time) ${visitorSeconds.toFixed(1)} s, their ` +
      `${dayCodes.length} bookings of today (${offlineTickets} of them for the offline phase) ` +
      `${bookingSeconds.toFixed(1)} s.`,
  ];
  const others = [
    ...new Set(
      all
        .filter((scan) => !succeeded(scan) && !refusedAsAlready(scan))
        .map((scan) =>
          scan.answer instanceof Error
            ? scan.answer.message
            : `${scan.answer.status} ${scan.answer.body.msg}`,
        ),
    ),
  ];
  if (others.length) notes.push(`Other answers: ${others.slice(0, 5).join(' | ')}`);
  if (twice.length) notes.push(`Checked in twice: ${twice.slice(0, 10).join(', ')}`);
  if (never.length) notes.push(`Never checked in: ${never.slice(0, 10).join(', ')}`);
  return {
    rows,
    notes,
    held,
    day: {
      today,
      tokens,
      offlineCodes: dayCodes.slice(tickets),
      tickets: dayCodes.length,
      people: dayPeople,
    },
  };
}
