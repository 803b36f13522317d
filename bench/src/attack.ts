import { randomInt } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AccountMessages,
  AccountPaths,
  ContentPaths,
  FilePaths,
  Messages,
  OTP_MAX_FAILURES,
  type RecoveryCodes,
  StaffPaths,
  type StaffSignInResult,
  type TokenResult,
  type TotpEnrolment,
  type UploadPolicy,
  uploadMessages,
} from '@museum/shared';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { TOTP_STEP_SECONDS, totpCode } from '../../server/src/platform/crypto/totp.ts';
import { fuzzRoutes } from './fuzz.ts';
import { type Answer, api, expectOk, percentile, pool } from './http.ts';
import { runServerScript } from './server.ts';
import type { SmsLog } from './sms-log.ts';

/** One attack repeated against the running server: what was sent, what the server did, and whether it held. */
export interface AttackResult {
  name: string;
  sent: string;
  did: string;
  held: boolean;
  /** Details for the report below the table (failures, with the request and the answer). */
  notes: string[];
}

export interface AttackStaff {
  username: string;
  password: string;
}

/** The server under attack and the settings it was started with. */
export interface AttackTarget {
  url: string;
  pid: number;
  dataDir: string;
  /** Sent with every call (behind TRUST_PROXY=1, a made-up client address of this run). */
  headers: Record<string, string>;
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  loginMaxFailures: number;
  /** The SMS codes the server wrote to its log. */
  sms: SmsLog;
  /** The staff member whose one-time codes are guessed (`addCodeGuessStaff`). */
  staff: AttackStaff;
  /** Where the server's memory probe (memory-probe.ts) writes its figures after a garbage collection. */
  memoryFile?: string;
  log: (line: string) => void;
}

const BURST = 300;
/** The right password or code, hidden in the burst at this place. */
const RIGHT_AT = 149;
const PASSWORD = 'Attack2026ok';

const randomPhone = () => `199${String(randomInt(100_000_000)).padStart(8, '0')}`;
const count = <T>(items: T[], test: (item: T) => boolean) => items.filter(test).length;
const describe = (answer: Answer<unknown> | Error) =>
  answer instanceof Error
    ? `no answer (${answer.message})`
    : `${answer.status} ${answer.body.code} ${answer.body.msg}`;
const fmt = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/** Sends an SMS code of `type` to `phone` and reads it back from the server's log (production has no outbox). */
async function smsCode(t: AttackTarget, phone: string, type: 'signIn' | 'signUp'): Promise<string> {
  const code = t.sms.next(phone, type);
  await expectOk(t.url, 'GET', `${AccountPaths.smsSend}?phone=${phone}&type=${type}`, { headers: t.headers });
  return code;
}

/** A new visitor signed in by SMS (the first SMS sign-in creates the account): its token. */
export async function signedInVisitor(t: AttackTarget): Promise<{ phone: string; token: string }> {
  const phone = randomPhone();
  const code = await smsCode(t, phone, 'signIn');
  const answer = await expectOk<TokenResult>(t.url, 'POST', AccountPaths.smsSignIn, {
    body: { phone, smsCode: code },
    headers: t.headers,
  });
  return { phone, token: answer.body.data!.token };
}

/** Fires all `bodies` at `path` at once; a call that got no answer is kept as its error. */
function burst(t: AttackTarget, path: string, bodies: unknown[]) {
  return Promise.all(
    bodies.map((body) =>
      api(t.url, 'POST', path, { body, headers: t.headers }).catch((error: unknown) => error as Error),
    ),
  );
}

const answered = (answer: Answer<unknown> | Error): answer is Answer<unknown> => !(answer instanceof Error);

/**
 * 1. A registered visitor's phone gets 300 password sign-ins at once, wrong ones with the right password 150th.
 * Each check of a password answers "还可尝试N次" or, the last one, the lock; the rest must be refused unchecked.
 */
export async function passwordBurst(t: AttackTarget): Promise<AttackResult> {
  const phone = randomPhone();
  const code = await smsCode(t, phone, 'signUp');
  await expectOk(t.url, 'POST', AccountPaths.signUp, {
    body: { phone, password: PASSWORD, smsCode: code, checked: true, signupType: 0 },
    headers: t.headers,
  });
  const bodies = Array.from({ length: BURST }, (_, i) => ({
    username: phone,
    password: i === RIGHT_AT ? PASSWORD : `Wrong${i}Guess`,
    uuid: '',
    code: '',
  }));
  const answers = await burst(t, AccountPaths.signIn, bodies);
  const done = answers.filter(answered);
  const left = count(done, (a) => a.body.code !== 200 && a.body.msg.includes('还可尝试'));
  const locked = count(done, (a) => a.body.code !== 200 && /锁定|暂停密码登录/.test(a.body.msg));
  const signedIn = count(done, (a) => a.status === 200 && a.body.code === 200);
  const other = answers.length - left - locked - signedIn;
  // Every attempts-left answer checked a password, and so did the one that set the lock.
  const checked = left + Math.min(locked, 1);
  const right = answers[RIGHT_AT]!;
  const rightRefused = answered(right) && right.body.code !== 200;
  const after = await api(t.url, 'POST', AccountPaths.signIn, { body: bodies[RIGHT_AT], headers: t.headers });
  const held = rightRefused && signedIn === 0 && checked <= t.loginMaxFailures && other === 0;
  const notes: string[] = [];
  if (!held) {
    notes.push(
      `Password burst: POST /prod-api${AccountPaths.signIn} ×${BURST} at once for ${phone}, right password ${RIGHT_AT + 1}th: ` +
        `the right one answered "${describe(right)}"; answers: ${summarise(answers)}.`,
    );
  }
  return {
    name: '1. password burst',
    sent: `${BURST} sign-ins at once to one account, wrong passwords with the right one ${RIGHT_AT + 1}th`,
    did:
      `还可尝试N次 ${left}, 锁定 ${locked}, 登录成功 ${signedIn}${other ? `, other ${other}` : ''}: ` +
      `${checked} passwords checked (limit ${t.loginMaxFailures}); the right one ${rightRefused ? 'refused' : 'ACCEPTED'}` +
      `${after.body.code === 200 ? ', and accepted right after' : ', and still refused right after (locked)'}`,
    held,
    notes,
  };
}

/**
 * 2. 300 SMS sign-ins at once with guessed codes, the right code 150th: after the 5th wrong guess the code is dead
 * for every request in flight, so at most 4 answers say "短信验证码错误" and the right code is refused.
 */
export async function smsGuesses(t: AttackTarget): Promise<AttackResult> {
  const phone = randomPhone();
  const code = await smsCode(t, phone, 'signIn');
  const wrong = (i: number) => {
    const guess = String((Number(code) + 1 + i * 3331) % 1_000_000).padStart(6, '0');
    return guess === code ? String((Number(code) + 7) % 1_000_000).padStart(6, '0') : guess;
  };
  const bodies = Array.from({ length: BURST }, (_, i) => ({
    phone,
    smsCode: i === RIGHT_AT ? code : wrong(i),
  }));
  const answers = await burst(t, AccountPaths.smsSignIn, bodies);
  const done = answers.filter(answered);
  const wrongAnswers = count(done, (a) => a.body.msg === AccountMessages.smsCodeWrong);
  const tooMany = count(done, (a) => a.body.msg === AccountMessages.smsCodeTooManyTries);
  const expired = count(done, (a) => a.body.msg === AccountMessages.smsCodeExpired);
  const signedIn = count(done, (a) => a.status === 200 && a.body.code === 200);
  const other = answers.length - wrongAnswers - tooMany - expired - signedIn;
  const right = answers[RIGHT_AT]!;
  const rightRefused = answered(right) && right.body.code !== 200;
  const after = await api(t.url, 'POST', AccountPaths.smsSignIn, {
    body: bodies[RIGHT_AT],
    headers: t.headers,
  });
  const held = rightRefused && signedIn === 0 && wrongAnswers <= 4 && other === 0 && after.body.code !== 200;
  const notes: string[] = [];
  if (!held) {
    notes.push(
      `SMS guesses: POST /prod-api${AccountPaths.smsSignIn} ×${BURST} at once for ${phone}, right code ${RIGHT_AT + 1}th: ` +
        `the right one answered "${describe(right)}", sent again after "${describe(after)}"; answers: ${summarise(answers)}.`,
    );
  }
  return {
    name: '2. SMS code guesses',
    sent: `${BURST} SMS sign-ins at once with guessed codes, the right code ${RIGHT_AT + 1}th`,
    did:
      `短信验证码错误 ${wrongAnswers}, 错误次数过多 ${tooMany}, 已失效 ${expired}, 登录成功 ${signedIn}` +
      `${other ? `, other ${other}` : ''}; the right code ${rightRefused ? 'refused' : 'ACCEPTED'}, ` +
      `and ${after.body.code === 200 ? 'ACCEPTED' : `refused again after ("${after.body.msg}")`}`,
    held,
    notes,
  };
}

/** Sign-ins of the code-guessing cycle, each followed by 4 wrong codes: the cycle of issue 23, 25 times over. */
const CODE_ROUNDS = 25;
const CODES_PER_ROUND = 4;

/**
 * Adds the staff member whose codes the attack guesses, through the server's command line before it starts
 * (production has no demo staff). Named for the run: a shared Redis keeps the counters by name.
 */
export async function addCodeGuessStaff(env: Record<string, string>): Promise<AttackStaff> {
  const staff = {
    username: `codeguess${randomInt(1_000_000)}`,
    password: `Bench${randomInt(1_000_000)}Code`,
  };
  await runServerScript('src/staff-cli.ts', { ...env, STAFF_PASSWORD: staff.password }, [
    'add',
    staff.username,
    '--role',
    'reviewer',
  ]);
  return staff;
}

/** A staff sign-in's first step: a token, or (one-time codes on) a ticket. */
const staffSignIn = (t: AttackTarget) =>
  expectOk<StaffSignInResult>(t.url, 'POST', StaffPaths.login, {
    body: { username: t.staff.username, password: t.staff.password },
    headers: t.headers,
  }).then((answer) => answer.body.data!);

/** A 6-digit code that no authenticator shows now for `secret` (the current step, nor one either side). */
function wrongCode(secret: string): string {
  const now = Date.now();
  const valid = [-1, 0, 1].map((step) => totpCode(secret, new Date(now + step * TOTP_STEP_SECONDS * 1000)));
  let guess: string;
  do guess = String(randomInt(1_000_000)).padStart(6, '0');
  while (valid.includes(guess));
  return guess;
}

/** Turns the attack's staff member's one-time codes on through the API, as the console does: their secret. */
async function enrolCodes(t: AttackTarget): Promise<string> {
  const signedIn = await staffSignIn(t);
  if (!('token' in signedIn)) throw new Error(`${t.staff.username} has one-time codes on already`);
  const as = { token: signedIn.token, headers: t.headers };
  const started = await expectOk<TotpEnrolment>(t.url, 'POST', StaffPaths.myTotp, {
    ...as,
    body: { password: t.staff.password },
  });
  const secret = started.body.data!.secret;
  await expectOk<RecoveryCodes>(t.url, 'PUT', StaffPaths.myTotp, {
    ...as,
    body: { code: totpCode(secret, new Date()) },
  });
  return secret;
}

const isCodeLock = (answer: Answer<unknown>) => answer.body.msg.startsWith('动态码错误次数过多');

/**
 * 3. Staff one-time codes: a staff member with codes on, and the password known. Sign in with the password, type
 * 4 wrong codes, again and again: a right password must not forgive wrong codes, so at most OTP_MAX_FAILURES are
 * compared before the code step locks, and then the right code is refused too.
 */
export async function staffCodeGuesses(t: AttackTarget): Promise<AttackResult> {
  const secret = await enrolCodes(t);
  const { username } = t.staff;
  const answers: Answer<unknown>[] = [];
  for (let round = 0; round < CODE_ROUNDS; round++) {
    const first = await staffSignIn(t);
    if (!('ticket' in first)) throw new Error(`${username} signed in without a code`);
    for (let i = 0; i < CODES_PER_ROUND; i++) {
      const body = { ticket: first.ticket, code: wrongCode(secret) };
      answers.push(await api(t.url, 'POST', StaffPaths.loginOtp, { body, headers: t.headers }));
    }
  }
  const compared = count(answers, (a) => a.body.msg.includes('还可尝试'));
  const locked = count(answers, isCodeLock);
  const signedIn = count(answers, (a) => a.body.code === 200);
  const other = answers.length - compared - locked - signedIn;
  // The lock's own answer compared a code too.
  const wrongThrough = compared + Math.min(locked, 1);
  const ticket = await staffSignIn(t);
  const right =
    'ticket' in ticket
      ? await api(t.url, 'POST', StaffPaths.loginOtp, {
          body: { ticket: ticket.ticket, code: totpCode(secret, new Date()) },
          headers: t.headers,
        })
      : undefined;
  const rightLocked = right !== undefined && isCodeLock(right);
  const held = wrongThrough <= OTP_MAX_FAILURES && locked > 0 && signedIn === 0 && other === 0 && rightLocked;
  const notes: string[] = [];
  if (!held) {
    notes.push(
      `Staff code guesses: ${CODE_ROUNDS} × (POST /prod-api${StaffPaths.login}, then ${CODES_PER_ROUND} × ` +
        `POST /prod-api${StaffPaths.loginOtp} with wrong codes) for ${username}: answers: ${summarise(answers)}; ` +
        `the right code after: "${right ? describe(right) : 'no ticket'}".`,
    );
  }
  return {
    name: '3. staff one-time code guesses',
    sent:
      `${CODE_ROUNDS} × (staff password sign-in, then ${CODES_PER_ROUND} wrong codes with its ticket), ` +
      'then the right code',
    did:
      `还可尝试N次 ${compared}, 动态码锁定 ${locked}, 登录成功 ${signedIn}${other ? `, other ${other}` : ''}: ` +
      `${wrongThrough} wrong codes compared before the code step locked (limit ${OTP_MAX_FAILURES}); ` +
      `the right code ${rightLocked ? 'refused (locked)' : `NOT refused by the lock ("${right ? right.body.msg : 'no ticket'}")`}`,
    held,
    notes,
  };
}

/** The answers of a burst by message, most frequent first. */
function summarise(answers: (Answer<unknown> | Error)[]): string {
  const kinds = new Map<string, number>();
  for (const answer of answers) kinds.set(describe(answer), (kinds.get(describe(answer)) ?? 0) + 1);
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([kind, n]) => `${n} × "${kind}"`)
    .join(', ');
}

/** The soft limit of open files of this process (Linux), or undefined elsewhere. */
async function openFileLimit(): Promise<number | undefined> {
  try {
    const limits = await readFile('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    return soft === undefined || soft === 'unlimited' ? undefined : Number(soft);
  } catch {
    return undefined;
  }
}

interface HeldSocket {
  kind: 'slow' | 'silent';
  openedAt: number;
  closedAt?: number;
  /** The status the server answered before closing (408 for a timeout), if any. */
  status?: string;
  socket: net.Socket;
}

/** Opens one socket; a slow one sends its request line and headers, promising a body it then sends a byte a second. */
function openSocket(t: AttackTarget, kind: HeldSocket['kind']): Promise<HeldSocket> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const held: HeldSocket = { kind, openedAt: 0, socket };
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      held.status ??= /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      held.closedAt = performance.now();
    });
    socket.once('connect', () => {
      held.openedAt = performance.now();
      if (kind === 'slow') {
        socket.write(
          `POST /prod-api${FilePaths.localUpload} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
            'Content-Type: multipart/form-data; boundary=slowly\r\nContent-Length: 100000\r\n\r\n',
        );
      }
      resolve(held);
    });
  });
}

/**
 * 4. Slow clients: 2 000 sockets send an upload's headers and then one body byte a second, 500 send nothing. The
 * server must close them all within twice REQUEST_TIMEOUT_SECONDS, and answer /health all the while.
 */
export async function slowClients(t: AttackTarget): Promise<AttackResult> {
  let slowCount = 2000;
  let silentCount = 500;
  const notes: string[] = [];
  const limit = await openFileLimit();
  // Leave room for the bench's own files and calls.
  if (limit !== undefined && limit - 200 < slowCount + silentCount) {
    const scale = Math.max(0, limit - 200) / (slowCount + silentCount);
    slowCount = Math.floor(slowCount * scale);
    silentCount = Math.floor(silentCount * scale);
    notes.push(
      `Slow clients: this process may open ${limit} files (ulimit -n), so ${slowCount} slow and ${silentCount} silent sockets were opened.`,
    );
  }
  const sockets: HeldSocket[] = [];
  const kinds = [...Array<'slow'>(slowCount).fill('slow'), ...Array<'silent'>(silentCount).fill('silent')];
  // In steps, so the listen backlog never overflows (a dropped SYN would be retried seconds later).
  for (let i = 0; i < kinds.length; i += 100) {
    sockets.push(...(await Promise.all(kinds.slice(i, i + 100).map((kind) => openSocket(t, kind)))));
  }
  const open = () => sockets.filter((s) => s.closedAt === undefined);
  const drip = setInterval(() => {
    for (const s of open()) if (s.kind === 'slow') s.socket.write('-');
  }, 1000);

  const probes: { ms: number; ok: boolean }[] = [];
  const limitMs = 2 * t.requestTimeoutSeconds * 1000;
  const deadline = performance.now() + limitMs + 5000;
  while (open().length > 0 && performance.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${t.url}/prod-api/health`, { signal: AbortSignal.timeout(5000) });
      await response.text();
      probes.push({ ms: performance.now() - started, ok: response.ok });
    } catch {
      probes.push({ ms: performance.now() - started, ok: false });
    }
    await sleep(Math.max(0, 500 - (performance.now() - started)));
  }
  clearInterval(drip);
  const leftOpen = open();
  for (const s of leftOpen) s.socket.destroy();

  const statsOf = (kind: HeldSocket['kind'], total: number) => {
    const closed = sockets.filter(
      (s) => s.kind === kind && s.closedAt !== undefined && !leftOpen.includes(s),
    );
    const seconds = closed.map((s) => (s.closedAt! - s.openedAt) / 1000);
    const statuses = new Map<string, number>();
    for (const s of closed) statuses.set(s.status ?? 'none', (statuses.get(s.status ?? 'none') ?? 0) + 1);
    const answeredWith = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    const late = count(seconds, (s) => s * 1000 > limitMs);
    const text = seconds.length
      ? `${closed.length}/${total} ${kind} closed after ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s ` +
        `(median ${percentile(seconds, 50).toFixed(1)} s), answered ${answeredWith}`
      : `0/${total} ${kind} closed`;
    return { closed: closed.length, late, text };
  };
  const slow = statsOf('slow', slowCount);
  const silent = statsOf('silent', silentCount);
  const failedProbes = count(probes, (p) => !p.ok);
  const probeMs = probes.map((p) => p.ms);
  const held =
    slow.closed === slowCount &&
    silent.closed === silentCount &&
    slow.late + silent.late === 0 &&
    failedProbes === 0 &&
    probes.length > 0;
  if (!held) {
    notes.push(
      `Slow clients: ${leftOpen.length} sockets still open after ${((limitMs + 5000) / 1000).toFixed(0)} s, ` +
        `${slow.late + silent.late} closed later than ${limitMs / 1000} s, ${failedProbes} of ${probes.length} health probes failed.`,
    );
  }
  return {
    name: '4. slow clients',
    sent:
      `${fmt(slowCount)} sockets: an upload's headers (Content-Length: 100000), then 1 body byte a second; ` +
      `${fmt(silentCount)} sockets sending nothing; GET /health every 500 ms`,
    did:
      `${slow.text}; ${silent.text}; health answered ${probes.length - failedProbes}/${probes.length} ` +
      `(p50 ${percentile(probeMs, 50)} ms, max ${percentile(probeMs, 100)} ms); limit ${limitMs / 1000} s ` +
      `(2 × REQUEST_TIMEOUT_SECONDS=${t.requestTimeoutSeconds}; HEADERS_TIMEOUT_SECONDS=${t.headersTimeoutSeconds})`,
    held,
    notes,
  };
}

/** Resident memory of a process, in MB (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

interface Memory {
  rssMb: number;
  /** The JS heap in use, when the server's memory probe answered. */
  heapMb?: number;
}

/**
 * The server's memory after a full garbage collection (the memory probe, on SIGUSR2): what it keeps, not garbage
 * a later collection would free. Its plain resident size when the probe is not loaded.
 */
async function serverMemory(t: AttackTarget): Promise<Memory> {
  if (t.memoryFile) {
    await rm(t.memoryFile, { force: true });
    process.kill(t.pid, 'SIGUSR2');
    const deadline = performance.now() + 15_000;
    while (performance.now() < deadline) {
      await sleep(100);
      try {
        const usage = JSON.parse(await readFile(t.memoryFile, 'utf8')) as NodeJS.MemoryUsage;
        return { rssMb: Math.round(usage.rss / 2 ** 20), heapMb: Math.round(usage.heapUsed / 2 ** 20) };
      } catch {
        // not written yet
      }
    }
  }
  return { rssMb: await rssMb(t.pid) };
}

/**
 * 5. Cache flooding: 50 000 requests to a public list, each with a junk parameter of its own. Shared answers are
 * keyed by the validated query, so the memory the server keeps must not grow by 100 MB or more.
 */
export async function cacheFlood(t: AttackTarget): Promise<AttackResult> {
  const list = `/prod-api${ContentPaths.exhibitionList}?pageNum=1&pageSize=10`;
  const requests = 50_000;
  await autocannon({ url: `${t.url}${list}`, connections: 10, amount: 2000 });
  const before = await serverMemory(t);
  let peak = before.rssMb;
  const sampler = setInterval(() => {
    rssMb(t.pid).then(
      (mb) => {
        peak = Math.max(peak, mb);
      },
      () => {},
    );
  }, 250);
  let n = 0;
  // In two halves, to tell growth that levels off from growth with every new address.
  const flood = () =>
    autocannon({
      url: t.url,
      connections: 50,
      amount: requests / 2,
      headers: { 'accept-encoding': 'identity' },
      requests: [
        { method: 'GET', setupRequest: (request) => ({ ...request, path: `${list}&junk${n++}=x` }) },
      ],
    });
  const first = await flood();
  const half = await serverMemory(t);
  const second = await flood();
  clearInterval(sampler);
  const after = await serverMemory(t);
  const result = {
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    non2xx: first.non2xx + second.non2xx,
    perSecond: Math.round((first.requests.average + second.requests.average) / 2),
  };
  const growth = after.rssMb - before.rssMb;
  const failures = result.errors + result.timeouts + result.non2xx;
  const held = growth < 100 && failures === 0;
  const signed = (n: number) => `${n >= 0 ? '+' : ''}${n}`;
  const heap =
    before.heapMb !== undefined && after.heapMb !== undefined
      ? `; JS heap ${before.heapMb} → ${half.heapMb} → ${after.heapMb} MB`
      : '';
  const notes: string[] = [];
  if (!held) {
    notes.push(
      `Cache flooding: \`GET ${list}&junk<N>=x\` ×${requests}: RSS ${before.rssMb} → ${half.rssMb} → ${after.rssMb} MB${heap}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers.`,
    );
  }
  return {
    name: '5. cache flooding',
    sent: `${fmt(requests)} × \`GET ${list}&junk<N>=x\`, each N new (50 connections)`,
    did:
      `RSS${before.heapMb === undefined ? '' : ' after a full GC'} ${before.rssMb} MB → ${half.rssMb} MB after ` +
      `${fmt(requests / 2)} → ${after.rssMb} MB after ${fmt(requests)} (${signed(growth)} MB)${heap}; ` +
      `RSS peak ${peak} MB during the flood; ${fmt(result.perSecond)} req/s, ${failures} failed`,
    held,
    notes,
  };
}

/** A small real PNG (8 × 8, the museum's seal red). */
const smallPng = (): Promise<Buffer> =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#8b2e24' } })
    .png()
    .toBuffer();

/** Files and bytes under a folder, recursively (0 when it does not exist). */
async function folderSize(folder: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return { files, bytes };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const signedBytes = (bytes: number) =>
  `${bytes >= 0 ? '+' : '-'}${Math.abs(bytes) < 2 ** 20 ? `${fmt(Math.abs(bytes))} bytes` : mb(Math.abs(bytes))}`;

/**
 * 6. Upload policy reuse: one signed-in visitor's policy, posted with the same small PNG under 500 different keys
 * (50 at a time). A policy stores one file.
 */
export async function uploadPolicyReuse(t: AttackTarget, token: string): Promise<AttackResult> {
  const policy = await expectOk<UploadPolicy>(t.url, 'GET', `${FilePaths.uploadPolicy}?kind=media&ext=png`, {
    token,
    headers: t.headers,
  });
  const sts = policy.body.data!;
  const png = await smallPng();
  const uploads = path.join(t.dataDir, 'files', 'uploads');
  const [filesBefore, dirBefore] = await Promise.all([folderSize(uploads), folderSize(t.dataDir)]);
  const posts = 500;
  const answers = await pool(
    Array.from({ length: posts }, (_, i) => i),
    50,
    async (i) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(sts.fields)) form.append(name, value);
      const name = `copy${i}.png`;
      form.append('key', `${sts.keyPrefix}${Date.now()}-${name}`);
      form.append('file', new Blob([png], { type: 'image/png' }), name);
      try {
        const response = await fetch(`${t.url}${sts.url}`, {
          method: 'POST',
          body: form,
          headers: t.headers,
        });
        const body = (await response.json().catch(() => ({ code: response.status, msg: '' }))) as {
          code: number;
          msg: string;
        };
        return { status: response.status, code: body.code, msg: body.msg };
      } catch (error) {
        return { status: 0, code: 0, msg: (error as Error).message };
      }
    },
  );
  const [filesAfter, dirAfter] = await Promise.all([folderSize(uploads), folderSize(t.dataDir)]);
  const stored = count(answers, (a) => a.status === 200 && a.code === 200);
  const used = count(answers, (a) => a.msg === uploadMessages.policyUsed);
  const other = posts - stored - used;
  const newFiles = filesAfter.files - filesBefore.files;
  const held = stored === 1 && newFiles === 1;
  const notes: string[] = [];
  if (!held) {
    const kinds = [
      ...new Set(answers.filter((a) => a.code !== 200).map((a) => `${a.status} ${a.code} ${a.msg}`)),
    ];
    notes.push(
      `Upload policy reuse: \`POST ${sts.url}\` ×${posts} (one policy, keys \`${sts.keyPrefix}<time>-copy<i>.png\`): ` +
        `${stored} stored, ${newFiles} new files on disk; other answers: ${kinds.slice(0, 5).join(' | ')}.`,
    );
  }
  return {
    name: '6. upload policy reuse',
    sent: `one upload policy, the same ${png.length}-byte PNG posted ${posts} times under new keys (50 at a time)`,
    did:
      `${stored} stored, ${used} refused "${uploadMessages.policyUsed}"${other ? `, ${other} other` : ''}; ` +
      `files under uploads/ ${filesBefore.files} → ${filesAfter.files} (${signedBytes(filesAfter.bytes - filesBefore.bytes)}); ` +
      `DATA_DIR ${mb(dirBefore.bytes)} → ${mb(dirAfter.bytes)} (${signedBytes(dirAfter.bytes - dirBefore.bytes)})`,
    held,
    notes,
  };
}

/**
 * 7. Fuzz: every route of /prod-api/openapi.json, each field (query, path, JSON body) in turn given a NUL byte,
 * 2^40, or a value of the wrong type. No answer may be a server error (5xx, or the generic "服务器开小差了").
 */
export async function fuzz(
  t: AttackTarget,
  visitor: { phone: string; token: string },
): Promise<AttackResult> {
  const outcome = await fuzzRoutes(t.url, { token: visitor.token, phone: visitor.phone, headers: t.headers });
  t.log(`    most frequent answers: ${outcome.messages}`);
  const notes: string[] = [];
  for (const failure of outcome.failures.slice(0, 20)) {
    notes.push(`Fuzz: \`${failure.request}\` → \`${failure.answer}\``);
  }
  if (outcome.failures.length > 20)
    notes.push(`Fuzz: … and ${outcome.failures.length - 20} more server errors.`);
  return {
    name: '7. fuzz every route',
    sent:
      `${fmt(outcome.requests)} requests over ${outcome.operations} operations of /prod-api/openapi.json: ` +
      'each query, path and JSON body field in turn set to a string with a NUL byte, 2^40, {}, [] or true (signed in)',
    did:
      `${outcome.failures.length} server errors (5xx or "${Messages.serverError}"); ` +
      `${outcome.busy} × 503 with Retry-After (image queue full); answers by HTTP status: ${outcome.statuses}`,
    held: outcome.failures.length === 0,
    notes,
  };
}

/** Runs the seven attacks one after another against a server started for them. */
export async function runAttacks(t: AttackTarget): Promise<AttackResult[]> {
  const results: AttackResult[] = [];
  const step = async (label: string, attack: () => Promise<AttackResult>) => {
    t.log(`  ${label}`);
    const started = performance.now();
    const result = await attack();
    t.log(
      `    ${result.held ? 'held' : 'DID NOT HOLD'} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${result.did}`,
    );
    results.push(result);
  };
  await step('password burst', () => passwordBurst(t));
  await step('SMS code guesses', () => smsGuesses(t));
  await step('staff one-time code guesses', () => staffCodeGuesses(t));
  await step('slow clients', () => slowClients(t));
  await step('cache flooding', () => cacheFlood(t));
  const visitor = await signedInVisitor(t);
  await step('upload policy reuse', () => uploadPolicyReuse(t, visitor.token));
  await step('fuzz', () => fuzz(t, visitor));
  return results;
}
