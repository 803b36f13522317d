import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  DOOR_BATCH_MAX,
  type DoorConflict,
  type DoorManifest,
  DoorOutcome,
  DoorPaths,
  type DoorScan,
  type DoorScanResult,
  type EntryStaffBooking,
  EntryStaffPaths,
  EntryStatus,
  MAX_PAGE_SIZE,
  normaliseTicketCode,
} from '@museum/shared';
import {
  type DeskRow,
  type DoorDay,
  dayCounts,
  deskRow,
  type Scan,
  scanOnline,
  shuffled,
  succeeded,
} from './door.ts';
import { expectOk, percentile, pool } from './http.ts';

/** Of the offline phase's tickets, this share is shown at a second desk, one of the two without its network… */
const ONLINE_AND_OFFLINE = 0.1;
/** …and this share at a second desk, both without. */
const TWO_OFFLINE = 0.05;
/** The share of all scans made without a network and sent late. */
const OFFLINE_SHARE = 1 / 3;

export interface OfflineOptions {
  desks: number;
  log: (line: string) => void;
}

export interface OfflineOutcome {
  /** Rows for the door table: the scans made online, the batches sent late, the batch sent again. */
  rows: DeskRow[];
  notes: string[];
  /** False when a ticket was let in twice or never or not at its earliest scan, or a conflict went unlisted. */
  held: boolean;
}

interface Planned {
  code: string;
  desk: number;
  slot: number;
  offline: boolean;
}

/** A batch call: the desk that sent it, its scans and their answers in the same order. */
interface Sent {
  desk: number;
  scans: DoorScan[];
  answers: DoorScanResult[];
  ms: number;
}

/** A scan that let a ticket in or found it already in: where and when (ms since the epoch). */
interface Accepted {
  desk: string;
  at: number;
  offline: boolean;
}

const deskName = (desk: number) => `desk ${desk + 1}`;
const hashOf = (code: string) => createHash('sha256').update(normaliseTicketCode(code), 'utf8').digest('hex');
/** As the conflicts list shows a code (server/src/features/entry/door.ts). */
const maskCode = (code: string) => `${code.slice(0, 4)}${'*'.repeat(Math.max(0, code.length - 4))}`;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Who scans what, and how: each ticket at its own desk (in turn, as in the online run); ONLINE_AND_OFFLINE of them
 * at a second desk too, one of the two offline, and TWO_OFFLINE at a second desk with both offline, at the same
 * place of both queues; then tickets scanned once are made offline until OFFLINE_SHARE of all scans are.
 */
function plan(codes: string[], desks: number) {
  const scans: Planned[] = shuffled(codes).map((code, i) => ({
    code,
    desk: i % desks,
    slot: Math.floor(i / desks),
    offline: false,
  }));
  const twice = new Set<string>();
  if (desks > 1) {
    const mixed = Math.round(codes.length * ONLINE_AND_OFFLINE);
    const both = Math.round(codes.length * TWO_OFFLINE);
    for (const [k, first] of shuffled(scans)
      .slice(0, mixed + both)
      .entries()) {
      const second = { ...first, desk: (first.desk + 1 + randomInt(desks - 1)) % desks };
      if (k < mixed) (randomInt(2) === 0 ? first : second).offline = true;
      else first.offline = second.offline = true;
      scans.push(second);
      twice.add(first.code);
    }
  }
  const more = Math.round(scans.length * OFFLINE_SHARE) - scans.filter((scan) => scan.offline).length;
  for (const scan of shuffled(scans.filter((scan) => !twice.has(scan.code))).slice(0, Math.max(0, more))) {
    scan.offline = true;
  }
  return Array.from({ length: desks }, (_, desk) =>
    scans.filter((scan) => scan.desk === desk).sort((a, b) => a.slot - b.slot),
  );
}

async function send(base: string, token: string, desk: number, scans: DoorScan[]): Promise<Sent> {
  const answer = await expectOk<DoorScanResult[]>(base, 'POST', DoorPaths.batch, { token, body: scans });
  return { desk, scans, answers: answer.body.data ?? [], ms: answer.ms };
}

/** Batch calls as a row of the door table: admitted as checked in, conflicts as already checked in. */
function batchRow(label: string, calls: Sent[], wallMs: number): DeskRow {
  const outcomes = calls.flatMap((call) => call.answers.map((answer) => answer.outcome));
  const admitted = outcomes.filter((outcome) => outcome === DoorOutcome.admitted).length;
  const conflicts = outcomes.filter((outcome) => outcome === DoorOutcome.conflict).length;
  const ms = calls.map((call) => call.ms);
  return {
    desk: label,
    scans: outcomes.length,
    checkedIn: admitted,
    alreadyCheckedIn: conflicts,
    other: outcomes.length - admitted - conflicts,
    scansPerSecond: Math.round(outcomes.length / (wallMs / 1000)),
    p50Ms: percentile(ms, 50),
    p95Ms: percentile(ms, 95),
    p99Ms: percentile(ms, 99),
  };
}

/** Every booking of the day from the staff bookings list, by ticket code. */
async function bookingsOf(base: string, token: string, today: string) {
  const page = (pageNum: number) =>
    expectOk<EntryStaffBooking[]>(
      base,
      'GET',
      `${EntryStaffPaths.bookings}?date=${today}&pageNum=${pageNum}&pageSize=${MAX_PAGE_SIZE}`,
      { token },
    );
  const first = await page(1);
  const pages = Math.ceil((first.body.total ?? 0) / MAX_PAGE_SIZE);
  const rest = await pool(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    4,
    page,
  );
  const rows = [first, ...rest].flatMap((answer) => answer.body.rows ?? []);
  return new Map(rows.map((row) => [row.ticketCode, row]));
}

/** A conflict as a comparable line: the masked code and each scan's desk and time, in a fixed order. */
const signature = (code: string, scans: { desk: string; at: number }[]) =>
  `${code} ${scans
    .map((scan) => `${scan.desk}@${iso(scan.at)}`)
    .sort()
    .join(' ')}`;

function tally(lines: string[]) {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return counts;
}

/** How many of `lines` are not matched in `other` (counted as multisets). */
function unmatched(lines: string[], other: string[]) {
  const left = tally(other);
  let missing = 0;
  for (const line of lines) {
    const n = left.get(line) ?? 0;
    if (n > 0) left.set(line, n - 1);
    else missing += 1;
  }
  return missing;
}

/**
 * The door without a network: the desks of the door run take the day's manifest (the tickets as hashes), then scan
 * the offline phase's tickets, two thirds with their network (the online check-in, with the desk's name) and a third
 * without it, each of those let in by the desk's own manifest and kept with its moment and a nonce; some tickets
 * are shown at two desks. When all have scanned, each desk sends what it kept (`POST .../checkin/batch`, at most
 * DOOR_BATCH_MAX a call, the desks at once), and its first call goes again as after a lost answer. Then it proves,
 * from the server: every ticket checked in once, at its earliest scan's time; the day's counts and people once
 * each; the retried call answered as before (or as overruled since by an earlier scan sent later); and the
 * conflicts list exactly the tickets let in by two scans, with both desks and times, the earliest kept.
 */
export async function runOfflinePhase(
  base: string,
  day: DoorDay,
  options: OfflineOptions,
): Promise<OfflineOutcome> {
  const { desks, log } = options;
  const { today, tokens, offlineCodes: codes } = day;
  const queues = plan(codes, desks);
  const scanCount = queues.reduce((sum, queue) => sum + queue.length, 0);
  const offlineCount = queues.flat().filter((scan) => scan.offline).length;
  log(
    `  offline phase: ${desks} desks scanning ${codes.length} tickets ${scanCount} times, ${offlineCount} offline`,
  );

  // Each desk holds the day's manifest, taken while its network was there.
  const manifests = await Promise.all(
    tokens.map((token) =>
      expectOk<DoorManifest>(base, 'GET', `${DoorPaths.manifest}?date=${today}`, { token }),
    ),
  );
  const holds = manifests.map(
    (answer) => new Map((answer.body.data?.tickets ?? []).map((ticket) => [ticket.codeHash, ticket])),
  );

  const started = performance.now();
  const runs = await Promise.all(
    queues.map(async (queue, desk) => {
      const online: Scan[] = [];
      const kept: DoorScan[] = [];
      const refused: string[] = [];
      for (const { code, offline } of queue) {
        if (!offline) {
          online.push(await scanOnline(base, tokens[desk]!, code, started, deskName(desk)));
        } else if (holds[desk]!.get(hashOf(code))?.status === EntryStatus.booked) {
          const nonce = randomBytes(12).toString('base64url');
          kept.push({ code, scannedAt: new Date().toISOString(), nonce, desk: deskName(desk) });
        } else {
          refused.push(code);
        }
      }
      return { online, kept, refused };
    }),
  );
  const scanMs = performance.now() - started;

  // The network is back: every desk sends what it kept, in calls of at most DOOR_BATCH_MAX.
  const sendStarted = performance.now();
  const sent = (
    await Promise.all(
      runs.map(async ({ kept }, desk) => {
        const calls: Sent[] = [];
        for (let i = 0; i < kept.length; i += DOOR_BATCH_MAX) {
          calls.push(await send(base, tokens[desk]!, desk, kept.slice(i, i + DOOR_BATCH_MAX)));
        }
        return calls;
      }),
    )
  ).flat();
  const sendMs = performance.now() - sendStarted;
  // Its answer lost, a desk sends its first call again.
  const retried = sent[0];
  const again = retried ? await send(base, tokens[retried.desk]!, retried.desk, retried.scans) : undefined;

  // What the desks saw: each accepted scan of each ticket, where and when.
  const accepted = new Map<string, Accepted[]>(codes.map((code) => [code, []]));
  const online = runs.flatMap((run) => run.online);
  for (const [desk, run] of runs.entries()) {
    for (const scan of run.online.filter(succeeded)) {
      if (scan.answer instanceof Error || !scan.answer.body.data?.checkedInAt) continue;
      const at = Date.parse(scan.answer.body.data.checkedInAt);
      accepted.get(scan.code)!.push({ desk: deskName(desk), at, offline: false });
    }
  }
  const answered = new Map<string, DoorScanResult>();
  for (const call of sent) {
    for (const [i, scan] of call.scans.entries()) {
      const answer = call.answers[i];
      if (answer?.nonce !== scan.nonce) continue;
      answered.set(scan.nonce, answer);
      if (answer.outcome === DoorOutcome.admitted || answer.outcome === DoorOutcome.conflict) {
        accepted.get(scan.code)!.push({ desk: scan.desk, at: Date.parse(scan.scannedAt), offline: true });
      }
    }
  }
  const misanswered = sent.reduce((sum, call) => sum + call.scans.length, 0) - answered.size;
  const earliest = (code: string) => Math.min(...accepted.get(code)!.map((scan) => scan.at));

  // Sent late, admitted, and overruled afterwards by an earlier scan of the ticket sent later still.
  const overruled = (scan: DoorScan, answer: DoorScanResult | undefined) =>
    answer?.outcome === DoorOutcome.admitted && Date.parse(scan.scannedAt) > earliest(scan.code);
  const allKept = runs.flatMap((run) => run.kept);
  const overruledCount = allKept.filter((scan) => overruled(scan, answered.get(scan.nonce))).length;
  let retrySame = 0;
  let retryOverruled = 0;
  for (const [i, scan] of (retried?.scans ?? []).entries()) {
    const first = retried!.answers[i];
    const second = again!.answers[i];
    if (JSON.stringify(first) === JSON.stringify(second)) retrySame += 1;
    else if (overruled(scan, first) && second?.outcome === DoorOutcome.conflict) retryOverruled += 1;
  }
  const retryDifferent = (retried?.scans.length ?? 0) - retrySame - retryOverruled;

  // The server's word, after the retry.
  const { counts, day: calendar } = await dayCounts(base, tokens[0]!, today);
  const bookings = await bookingsOf(base, tokens[0]!, today);
  const notAtEarliest = codes.filter((code) => {
    const booking = bookings.get(code);
    return (
      booking?.status !== EntryStatus.checkedIn ||
      !booking.checkedInAt ||
      Date.parse(booking.checkedInAt) !== earliest(code)
    );
  });
  const conflicts =
    (
      await expectOk<DoorConflict[]>(base, 'GET', `${DoorPaths.conflicts}?date=${today}`, {
        token: tokens[0],
      })
    ).body.data ?? [];
  const twice = codes.filter((code) => accepted.get(code)!.length > 1);
  const expected = twice.map((code) => signature(maskCode(code), accepted.get(code)!));
  const listed = conflicts.map((conflict) =>
    signature(
      conflict.code,
      conflict.scans.map((scan) => ({ desk: scan.desk, at: Date.parse(scan.scannedAt) })),
    ),
  );
  const missing = unmatched(expected, listed);
  const extra = unmatched(listed, expected);
  // Two scans both kept would count a ticket twice; the kept one must be the earliest.
  const keptTwice = conflicts.filter((conflict) => conflict.scans.filter((scan) => scan.kept).length > 1);
  const keptLate = conflicts.filter((conflict) => {
    const kept = conflict.scans.filter((scan) => scan.kept);
    const first = Math.min(...conflict.scans.map((scan) => Date.parse(scan.scannedAt)));
    return kept.length !== 1 || Date.parse(kept[0]!.scannedAt) !== first;
  });
  // The online scans that lost to an offline one made earlier at another desk.
  const onlineOverruled = twice.filter((code) => {
    const atOnline = accepted.get(code)!.find((scan) => !scan.offline)?.at ?? 0;
    return accepted.get(code)!.some((scan) => scan.offline && scan.at < atOnline);
  }).length;

  const refused = runs.flatMap((run) => run.refused);
  const rows = [
    deskRow('offline phase: scans online', online, scanMs),
    batchRow(`offline phase: ${sent.length} batch${sent.length === 1 ? '' : 'es'} sent late`, sent, sendMs),
    ...(again ? [batchRow('offline phase: a batch sent again', [again], again.ms)] : []),
  ];
  const onlineRow = rows[0]!;
  const held =
    manifests.every((answer) => answer.body.data?.tickets.length === day.tickets) &&
    refused.length === 0 &&
    onlineRow.checkedIn === online.length &&
    misanswered === 0 &&
    rows[1]!.other === 0 &&
    retryDifferent === 0 &&
    counts?.checkedIn === day.tickets &&
    counts.booked === 0 &&
    calendar?.checkedIn === day.people &&
    notAtEarliest.length === 0 &&
    missing === 0 &&
    extra === 0 &&
    keptTwice.length === 0 &&
    keptLate.length === 0;
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const manifestKb = Math.round(manifests[0]!.bytes / 1024);
  const manifestMs = manifests.map((answer) => answer.ms);
  const notes = [
    `${held ? 'Offline, no ticket counted twice' : 'OFFLINE CHECK FAILED'}: ${codes.length} more tickets, ` +
      `${scanCount} scans at ${desks} desks, ${allKept.length} of them (${Math.round((allKept.length / scanCount) * 100)} %) ` +
      `made offline and sent late; ${codes.length - notAtEarliest.length} of ${codes.length} tickets checked in at ` +
      `the time of their earliest scan; the day's bookings list counts ${counts?.checkedIn ?? '?'} of ` +
      `${day.tickets} checked in and ${counts?.booked ?? '?'} still booked, the calendar ` +
      `${calendar?.checkedIn ?? '?'} of ${day.people} people. Conflicts expected ${expected.length} (the tickets ` +
      `let in at two desks), listed ${conflicts.length}: ${missing} missing, ${extra} not expected, each with both ` +
      `desks and times; duplicates ${keptTwice.length} (a ticket with two scans kept), ${keptLate.length} with ` +
      `a later scan kept than the earliest.`,
    `Each desk took the day's manifest first (${day.tickets} tickets as SHA-256 hashes, ${manifestKb} kB, ` +
      `${percentile(manifestMs, 50)} ms p50) and let a ticket in offline only if it held it as booked ` +
      `(${refused.length} refused). Scanning took ${seconds(scanMs)} s: ${online.length} online check-ins with ` +
      `the desk's name, ${allKept.length} scans kept offline; then the desks sent them at once, at most ` +
      `${DOOR_BATCH_MAX} a call: ${sent.length} calls in ${seconds(sendMs)} s (in their rows: p50/p95/p99 per call, scans answered ` +
      `admitted as checked in and conflict as already checked in). ` +
      `In ${onlineOverruled} tickets an offline scan made before another desk's online check-in became the ` +
      `check-in, and that online scan the conflict; ${overruledCount} offline scans let their ticket in when sent ` +
      `and were overruled by an earlier scan sent later.`,
  ];
  if (retried && again) {
    notes.push(
      `The first call (${retried.scans.length} scans of ${deskName(retried.desk)}) sent again answered ` +
        `${retrySame} scans as before, ${retryOverruled} as overruled since (admitted then, a conflict now), ` +
        `${retryDifferent} otherwise${retryDifferent ? '' : '; it applied nothing twice'}: the counts and ` +
        `conflicts above were taken after it.`,
    );
  }
  if (misanswered)
    notes.push(`${misanswered} offline scans got no answer of their own (nonces out of order).`);
  if (notAtEarliest.length)
    notes.push(`Not checked in at their earliest scan: ${notAtEarliest.slice(0, 10).join(', ')}`);
  if (refused.length) notes.push(`Not in a desk's manifest as booked: ${refused.slice(0, 10).join(', ')}`);
  return { rows, notes, held };
}
