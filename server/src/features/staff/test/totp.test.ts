import { AccountMessages, Messages, StaffMessages } from '@museum/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { totpCode } from '../../../platform/crypto/totp.ts';
import { auditLog, staff, staffRecoveryCodes } from '../tables.ts';
import { otpKeys } from '../totp.ts';
import { createStaff, STAFF_PASSWORD, staffSignIn, type TestStaff } from './support.ts';

// Every 6-digit code the server compares with a secret is counted: the limits must hold before one is compared.
const codeChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../platform/crypto/totp.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../platform/crypto/totp.ts')>();
  return {
    ...original,
    matchTotp: (...args: Parameters<typeof original.matchTotp>) => {
      codeChecks.count++;
      return original.matchTotp(...args);
    },
  };
});

/** The app's clock, moved by the tests (a code's step, a ticket's five minutes). */
let now = Date.now();
const step = 30_000;
let t: TestApp;
beforeAll(async () => {
  // The captcha is single use and tested with sign-in; these tests are about the second step.
  t = await createTestApp({ CAPTCHA_ENABLED: 'false' }, undefined, () => new Date(now));
});
afterAll(() => t.close());
beforeEach(() => {
  // A new step for every test: the codes of the last one have been spent.
  now += 3 * step;
  codeChecks.count = 0;
});

let network = 0;
/** A network of its own for each caller, so that the sign-in lock of one test never counts another's tries. */
const newIp = () => `10.77.${++network >> 8}.${network & 255}`;

const code = (secret: string, offset = 0) => totpCode(secret, new Date(now + offset * step));
const as = (who: TestStaff) => ({ headers: who.headers });

/** Enrols `who` through the API: the secret and the recovery codes. */
async function enrol(who: TestStaff): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await t.api('POST', '/admin/me/totp', {
    ...as(who),
    payload: { password: STAFF_PASSWORD },
  });
  expect(started, started.msg).toMatchObject({ code: 200 });
  const secret = started.data.secret as string;
  const confirmed = await t.api('PUT', '/admin/me/totp', { ...as(who), payload: { code: code(secret) } });
  expect(confirmed, confirmed.msg).toMatchObject({ code: 200, msg: StaffMessages.totpOn });
  // The confirming code is spent: sign-ins in this test start a step later.
  now += step;
  return { secret, recoveryCodes: confirmed.data.recoveryCodes };
}

/** The first step: answers the ticket (and checks that no token came with it). */
async function ticketFor(username: string, ip: string): Promise<string> {
  const first = await staffSignIn(t, username, STAFF_PASSWORD, ip);
  expect(first).toEqual({
    code: 200,
    msg: StaffMessages.otpRequired,
    data: { otpRequired: true, ticket: expect.any(String) },
  });
  return first.data.ticket;
}

const second = (ticket: string, otp: string, ip: string) =>
  t.api('POST', '/admin/login/otp', { payload: { ticket, code: otp }, remoteAddress: ip });

const me = (token: string) => t.api('GET', '/admin/me', { headers: { authorization: `Bearer ${token}` } });

/** Starts an enrolment of `who` with `password`, from a network of its own unless given. */
const startEnrolment = (who: TestStaff, password: string, ip = newIp()) =>
  t.api('POST', '/admin/me/totp', { ...as(who), payload: { password }, remoteAddress: ip });

const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, String(id)))
    .orderBy(asc(auditLog.id));

describe('enrolment', () => {
  it('hands out a secret, its URI and QR code, keeps it sealed and pending until a first code confirms it', async () => {
    const member = await createStaff(t, ['editor']);
    expect(await t.api('PUT', '/admin/me/totp', { ...as(member), payload: { code: '123456' } })).toEqual({
      code: 500,
      msg: StaffMessages.totpNotStarted,
    });
    const started = await startEnrolment(member, STAFF_PASSWORD);
    expect(started).toMatchObject({ code: 200, data: { secret: expect.stringMatching(/^[A-Z2-7]{32}$/) } });
    const { secret, uri, qrCode } = started.data;
    const issuer = encodeURIComponent(t.config.site.name);
    expect(uri).toBe(`otpauth://totp/${issuer}:${member.username}?secret=${secret}&issuer=${issuer}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.totpSecret).toBeNull();
    expect(row!.totpPendingSecret).toMatch(/^v1\./);
    expect(row!.totpPendingSecret).not.toContain(secret);
    expect(t.ctx.personalData.decrypt(row!.totpPendingSecret!)).toBe(secret);
    expect((await me(member.token)).data.totpEnabled).toBe(false);

    expect(await t.api('PUT', '/admin/me/totp', { ...as(member), payload: { code: 'abcdef' } })).toEqual({
      code: 500,
      msg: StaffMessages.otpInvalid,
    });
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await t.api('PUT', '/admin/me/totp', { ...as(member), payload: { code: wrong } })).toEqual({
      code: 500,
      msg: `${StaffMessages.otpWrong}，还可尝试4次`,
    });
    // A code of the step before is still taken (a phone a little slow).
    const confirmed = await t.api('PUT', '/admin/me/totp', {
      ...as(member),
      payload: { code: code(secret, -1) },
    });
    expect(confirmed).toMatchObject({ code: 200, msg: StaffMessages.totpOn });
    const recoveryCodes = confirmed.data.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

    const stored = await t.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffId, member.id));
    expect(stored).toHaveLength(10);
    const storedText = JSON.stringify(stored);
    for (const recovery of recoveryCodes) {
      expect(storedText).not.toContain(recovery);
      expect(storedText).not.toContain(recovery.replace('-', ''));
    }
    const [on] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(on).toMatchObject({ totpSecret: row!.totpPendingSecret, totpPendingSecret: null });

    expect(await me(member.token)).toMatchObject({ code: 200, data: { totpEnabled: true } });
    expect(await startEnrolment(member, STAFF_PASSWORD)).toEqual({
      code: 500,
      msg: StaffMessages.totpAlreadyOn,
    });
    const admin = await createStaff(t, ['admin']);
    const listed = await t.api('GET', `/admin/staff?keyword=${member.username}`, as(admin));
    expect(listed.rows).toEqual([expect.objectContaining({ id: member.id, totpEnabled: true })]);
    expect(await t.api('GET', `/admin/staff/${admin.id}`, as(admin))).toMatchObject({
      data: { totpEnabled: false },
    });
  });
  it('asks for the current password first (a session alone cannot enrol a phone), counted by the sign-in lock', async () => {
    const member = await createStaff(t, ['reviewer']);
    const ip = newIp();
    expect(await t.api('POST', '/admin/me/totp', { ...as(member), payload: {} })).toEqual({
      code: 500,
      msg: Messages.passwordRequired,
    });
    for (let left = 4; left >= 1; left--) {
      expect(await startEnrolment(member, 'Wrong2026x', ip)).toEqual({
        code: 500,
        msg: `${AccountMessages.currentPasswordWrong}，还可尝试${left}次`,
      });
    }
    expect(await startEnrolment(member, 'Wrong2026x', ip)).toEqual({
      code: 500,
      msg: StaffMessages.locked(15),
    });
    expect(await startEnrolment(member, STAFF_PASSWORD, ip)).toEqual({
      code: 500,
      msg: StaffMessages.locked(15),
    });
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.totpPendingSecret).toBeNull();
    expect((await startEnrolment(member, STAFF_PASSWORD)).code).toBe(200);
  });

  it('counts wrong first codes as wrong codes at sign-in are: the fifth locks the confirmation', async () => {
    const member = await createStaff(t, ['editor']);
    const secret = (await startEnrolment(member, STAFF_PASSWORD)).data.secret as string;
    const confirm = (otp: string) =>
      t.api('PUT', '/admin/me/totp', { ...as(member), payload: { code: otp } });
    codeChecks.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm('000000')));
    expect(codeChecks.count).toBe(5);
    expect(answers.filter((answer) => answer.msg === StaffMessages.otpLocked(15))).toHaveLength(16);
    expect(await confirm(code(secret))).toEqual({ code: 500, msg: StaffMessages.otpLocked(15) });
    expect((await me(member.token)).data.totpEnabled).toBe(false);
  });
});

describe('two-step sign-in', () => {
  it('answers a ticket for the password, then the token for a code; the ticket is single use', async () => {
    const member = await createStaff(t, ['frontdesk']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const ticket = await ticketFor(member.username, ip);
    expect(await t.cache.get(`staff-otp:ticket:${ticket}`)).toBeNull();

    expect(await second(ticket, '12ab', ip)).toEqual({ code: 500, msg: StaffMessages.otpInvalid });
    expect(await second(ticket, String((Number(code(secret)) + 7) % 1_000_000).padStart(6, '0'), ip)).toEqual(
      {
        code: 500,
        msg: '动态码错误或已过期，请重新输入，还可尝试4次',
      },
    );
    const signedIn = await second(ticket, ` ${code(secret)} `, ip);
    expect(signedIn).toEqual({ code: 200, msg: StaffMessages.signedIn, data: { token: expect.any(String) } });
    expect(await me(signedIn.data.token)).toMatchObject({ code: 200, data: { username: member.username } });
    // The password alone did not sign in: the second step is audited as the sign-in, after its wrong code.
    const signIns = (await auditOf(member.id)).filter((row) => row.action === 'signin');
    expect(signIns.map((row) => row.after)).toEqual([
      { via: 'password' },
      { outcome: 'wrongCode' },
      { via: 'code' },
    ]);

    now += step;
    expect(await second(ticket, code(secret), ip)).toEqual({ code: 500, msg: StaffMessages.otpExpired });
    expect(await second('made-up', code(secret), ip)).toEqual({ code: 500, msg: StaffMessages.otpExpired });
    // A wrong code is no wrong password: the password still has its five tries.
    expect((await staffSignIn(t, member.username, 'Wrong2026x', ip)).msg).toBe(
      '用户名或密码错误，还可尝试4次',
    );
  });

  it('refuses a code once used (in its window, and any earlier one), takes the next step’s', async () => {
    const member = await createStaff(t, ['reviewer']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const used = code(secret);
    expect((await second(await ticketFor(member.username, ip), used, ip)).code).toBe(200);
    const replay = await second(await ticketFor(member.username, ip), used, ip);
    expect(replay).toEqual({ code: 500, msg: '动态码错误或已过期，请重新输入，还可尝试4次' });
    const ticket = await ticketFor(member.username, ip);
    expect((await second(ticket, code(secret, -1), ip)).code).toBe(500);
    // Replays at once: one of them only signs in.
    now += step;
    const next = code(secret);
    const tickets = await Promise.all([1, 2, 3].map(() => ticketFor(member.username, newIp())));
    const raced = await Promise.all(tickets.map((one) => second(one, next, ip)));
    expect(raced.filter((answer) => answer.code === 200)).toHaveLength(1);
    // The next step's code, within the drift allowed, is taken once.
    expect((await second(ticket, code(secret, 1), ip)).code).toBe(200);
  });

  it('refuses a code two steps off', async () => {
    const member = await createStaff(t, ['editor']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const ticket = await ticketFor(member.username, ip);
    expect((await second(ticket, code(secret, 2), ip)).code).toBe(500);
    expect((await second(ticket, code(secret, -2), ip)).code).toBe(500);
    expect((await second(ticket, code(secret), ip)).code).toBe(200);
  });

  it('lets a ticket expire after five minutes', async () => {
    const member = await createStaff(t, ['editor']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const ticket = await ticketFor(member.username, ip);
    now += 5 * 60_000 - 1000;
    const late = await ticketFor(member.username, ip);
    now += 1000;
    expect(await second(ticket, code(secret), ip)).toEqual({ code: 500, msg: StaffMessages.otpExpired });
    expect((await second(late, code(secret), ip)).code).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without its dash, and says how many are left', async () => {
    const member = await createStaff(t, ['editor']);
    const { recoveryCodes } = await enrol(member);
    const ip = newIp();
    const [first, second_] = recoveryCodes as [string, string];
    expect(await second(await ticketFor(member.username, ip), first.toUpperCase(), ip)).toEqual({
      code: 200,
      msg: StaffMessages.recoveryCodeUsed(9),
      data: { token: expect.any(String) },
    });
    expect(await second(await ticketFor(member.username, ip), first, ip)).toEqual({
      code: 500,
      msg: '动态码错误或已过期，请重新输入，还可尝试4次',
    });
    expect(await second(await ticketFor(member.username, ip), second_.replace('-', ''), ip)).toMatchObject({
      code: 200,
      msg: StaffMessages.recoveryCodeUsed(8),
    });
    const used = await t.db
      .select()
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, member.id)));
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(2);
  });
});

describe('wrong codes', () => {
  const wrongAnswer = (left: number) => `动态码错误或已过期，请重新输入，还可尝试${left}次`;
  /** The failed sign-ins audited for `id`, as who, what and how (never the code typed). */
  const failuresOf = async (id: number) =>
    (await auditOf(id))
      .filter((row) => row.action === 'signin' && row.after && 'outcome' in row.after)
      .map(({ staffId, username, module, after }) => ({ staffId, username, module, after }));

  it('are counted per staff member: the fifth locks the code step, from every network, until it opens again', async () => {
    const member = await createStaff(t, ['editor']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const ticket = await ticketFor(member.username, ip);
    for (let left = 4; left >= 1; left--)
      expect((await second(ticket, '000000', ip)).msg).toBe(wrongAnswer(left));
    expect(await second(ticket, '000000', ip)).toEqual({ code: 500, msg: StaffMessages.otpLocked(15) });
    expect(await second(ticket, code(secret), ip)).toEqual({ code: 500, msg: StaffMessages.otpLocked(15) });
    // The password was not guessed: it still answers a ticket, from anywhere, but no code is taken with it.
    const elsewhere = newIp();
    const fresh = await ticketFor(member.username, elsewhere);
    expect(await second(fresh, code(secret), elsewhere)).toEqual({
      code: 500,
      msg: StaffMessages.otpLocked(15),
    });
    expect(await t.cache.ttl(otpKeys.failures(member.username))).toBeGreaterThan(14 * 60);
    // When the lock's time is up, the right code signs in.
    await t.cache.delete(otpKeys.failures(member.username));
    expect((await second(fresh, code(secret), elsewhere)).code).toBe(200);
  });

  it('are not forgiven by a right password: sign in, four wrong codes, again and again, compares five in all', async () => {
    const member = await createStaff(t, ['frontdesk']);
    const { secret, recoveryCodes } = await enrol(member);
    const ip = newIp();
    codeChecks.count = 0;
    const answers: string[] = [];
    for (let round = 0; round < 5; round++) {
      const ticket = await ticketFor(member.username, ip);
      for (let i = 0; i < 4; i++) answers.push((await second(ticket, '000000', ip)).msg);
    }
    expect(codeChecks.count).toBe(5);
    expect(answers).toEqual([
      ...[4, 3, 2, 1].map(wrongAnswer),
      ...Array<string>(16).fill(StaffMessages.otpLocked(15)),
    ]);
    // While locked the right code is refused, and not even compared; a recovery code too.
    expect(await second(await ticketFor(member.username, ip), code(secret), ip)).toEqual({
      code: 500,
      msg: StaffMessages.otpLocked(15),
    });
    expect(await second(await ticketFor(member.username, ip), recoveryCodes[0]!, ip)).toEqual({
      code: 500,
      msg: StaffMessages.otpLocked(15),
    });
    expect(codeChecks.count).toBe(5);
    // Each wrong code compared is audited, the fifth as the lock; the refused ones write nothing.
    const attempt = { staffId: null, username: member.username, module: 'staff' };
    expect(await failuresOf(member.id)).toEqual([
      ...Array(4).fill({ ...attempt, after: { outcome: 'wrongCode' } }),
      { ...attempt, after: { outcome: 'locked', via: 'code' } },
    ]);
  });

  it('of 40 sent at once over eight tickets from eight networks, five are compared; then the right one is refused', async () => {
    const member = await createStaff(t, ['editor']);
    const { secret } = await enrol(member);
    const networks = Array.from({ length: 8 }, newIp);
    const tickets = await Promise.all(networks.map((ip) => ticketFor(member.username, ip)));
    codeChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => second(tickets[i % 8]!, '000000', networks[i % 8]!)),
    );
    expect(codeChecks.count).toBe(5);
    expect(answers.filter((answer) => /还可尝试[1-4]次$/.test(answer.msg))).toHaveLength(4);
    expect(answers.filter((answer) => answer.msg === StaffMessages.otpLocked(15))).toHaveLength(36);
    expect(await second(tickets[0]!, code(secret), networks[0]!)).toEqual({
      code: 500,
      msg: StaffMessages.otpLocked(15),
    });
    expect(codeChecks.count).toBe(5);
    expect((await failuresOf(member.id)).map((row) => row.after?.outcome).sort()).toEqual([
      'locked',
      'wrongCode',
      'wrongCode',
      'wrongCode',
      'wrongCode',
    ]);
  });
});

describe('turning one-time codes off', () => {
  it('needs one’s password (counted by the sign-in lock), then signs in with the password alone', async () => {
    const member = await createStaff(t, ['editor']);
    const { secret } = await enrol(member);
    const ip = newIp();
    const off = (password: string) =>
      t.api('DELETE', '/admin/me/totp', { ...as(member), payload: { password }, remoteAddress: ip });
    expect(await off('Wrong2026x')).toEqual({ code: 500, msg: '登录密码错误，还可尝试4次' });
    expect((await me(member.token)).data.totpEnabled).toBe(true);
    expect(await off(STAFF_PASSWORD)).toEqual({ code: 200, msg: StaffMessages.totpOff });
    expect(await off(STAFF_PASSWORD)).toEqual({ code: 500, msg: StaffMessages.totpNotOn });
    expect((await me(member.token)).data.totpEnabled).toBe(false);
    expect(await t.db.$count(staffRecoveryCodes, eq(staffRecoveryCodes.staffId, member.id))).toBe(0);
    const signIn = await staffSignIn(t, member.username, STAFF_PASSWORD, newIp());
    expect(signIn).toMatchObject({
      code: 200,
      msg: StaffMessages.signedIn,
      data: { token: expect.any(String) },
    });
    expect(signIn.data).not.toHaveProperty('ticket');

    // And on again, with a new secret: the old one's codes open nothing.
    const again = await enrol(member);
    expect(again.secret).not.toBe(secret);
  });

  it('by an admin for themself only on their own account page, which asks for the password', async () => {
    const admin = await createStaff(t, ['admin']);
    await enrol(admin);
    expect(await t.api('DELETE', `/admin/staff/${admin.id}/totp`, as(admin))).toEqual({
      code: 500,
      msg: StaffMessages.turnOffOwnTotpInAccount,
    });
    expect((await me(admin.token)).data.totpEnabled).toBe(true);
    expect(
      await t.api('DELETE', '/admin/me/totp', { ...as(admin), payload: { password: STAFF_PASSWORD } }),
    ).toEqual({ code: 200, msg: StaffMessages.totpOff });
  });

  it('by an admin for someone who lost the phone (403 for anyone else), audited without a secret or a code', async () => {
    const admin = await createStaff(t, ['admin']);
    const editor = await createStaff(t, ['editor', 'reviewer']);
    const member = await createStaff(t, ['frontdesk']);
    const { secret, recoveryCodes } = await enrol(member);
    const ip = newIp();
    await second(await ticketFor(member.username, ip), recoveryCodes[3]!, ip);

    expect(await t.api('DELETE', `/admin/staff/${member.id}/totp`, as(editor))).toEqual({
      code: 403,
      msg: '当前操作没有权限',
    });
    expect(await t.api('DELETE', `/admin/staff/${member.id}/totp`, as(member))).toMatchObject({ code: 403 });
    expect(await t.api('DELETE', '/admin/staff/999999/totp', as(admin))).toEqual({
      code: 404,
      msg: StaffMessages.notFound,
    });
    expect(await t.api('DELETE', `/admin/staff/${editor.id}/totp`, as(admin))).toEqual({
      code: 500,
      msg: StaffMessages.totpNotOn,
    });
    expect(await t.api('DELETE', `/admin/staff/${member.id}/totp`, as(admin))).toEqual({
      code: 200,
      msg: StaffMessages.totpReset,
    });
    // The lost phone's session ends with the reset; the admin's own goes on.
    expect((await me(member.token)).code).toBe(401);
    expect((await me(admin.token)).code).toBe(200);
    expect((await staffSignIn(t, member.username, STAFF_PASSWORD, newIp())).data).toEqual({
      token: expect.any(String),
    });

    const rows = await auditOf(member.id);
    const totpRows = rows.filter(
      (row) => JSON.stringify(row.after).includes('totp') || JSON.stringify(row.after).includes('recovery'),
    );
    expect(
      totpRows.map(({ username, action, module, before, after }) => ({
        username,
        action,
        module,
        before,
        after,
      })),
    ).toEqual([
      {
        username: member.username,
        action: 'staff',
        module: 'staff',
        before: null,
        after: { totpEnrolmentStarted: true },
      },
      {
        username: member.username,
        action: 'staff',
        module: 'staff',
        before: { totpEnabled: false },
        after: { totpEnabled: true, recoveryCodesIssued: 10 },
      },
      {
        username: member.username,
        action: 'staff',
        module: 'staff',
        before: null,
        after: { recoveryCodeUsed: true, recoveryCodesLeft: 9 },
      },
      {
        username: admin.username,
        action: 'staff',
        module: 'staff',
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      },
    ]);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(secret);
    for (const recovery of recoveryCodes) expect(text).not.toContain(recovery);
    expect(text).not.toMatch(/v1\.|secret"/);
  });
});
