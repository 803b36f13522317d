import {
  type changeOwnPasswordSchema,
  type createStaffSchema,
  type PageQuery,
  type StaffMember,
  StaffMessages,
  type StaffProfile,
  type StaffSignInResult,
  type staffListQuerySchema,
  type staffLoginOtpSchema,
  type staffLoginSchema,
  type updateStaffSchema,
} from '@museum/shared';
import { and, arrayContains, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { paged } from '../../platform/db/paging.ts';
import { keywordWhere } from '../../platform/db/text-match.ts';
import { fail, notFound } from '../../platform/http/errors.ts';
import type { StaffUser } from '../../platform/http/staff-auth.ts';
import { createCaptchaService, createLoginLock, verifyPassword } from '../accounts/index.ts';
import { type AuditActor, type AuditQuery, listAudit, recordAudit, recordFailedSignIn } from './audit.ts';
import {
  changeStaffMember,
  createStaffMember,
  findStaffById,
  findStaffByUsername,
  type StaffRow,
  toMember,
} from './members.ts';
import { createStaffSessionStore } from './sessions.ts';
import { staff } from './tables.ts';
import { createStaffTotp, totpEnabled, turnOffTotp } from './totp.ts';

/** Who is asking: kept with a session, and the key of the per-network password limit. */
export interface StaffClient {
  ip: string;
  userAgent?: string;
}

export const actorOf = (user: StaffUser): AuditActor => ({ id: user.id, username: user.username });

/** Sign-in and out, and the staff accounts admins manage; every change is audited. */
export function createStaffService(ctx: AppContext) {
  const { db, config } = ctx;
  const captcha = createCaptchaService(ctx.cache, config.captchaEnabled);
  // The visitors' limits, on counters of their own: a staff name and a visitor's phone never share a count.
  const loginLock = createLoginLock(ctx.cache, {
    maxFailures: config.accounts.loginMaxFailures,
    accountMaxFailures: config.accounts.loginAccountMaxFailures,
    lockMinutes: config.accounts.loginLockMinutes,
    scope: 'staff-login',
    messages: StaffMessages,
  });
  const sessions = createStaffSessionStore(db, { ttlMs: config.staff.sessionTtlMs });
  const totp = createStaffTotp(ctx, loginLock);
  const lockMinutes = config.accounts.loginLockMinutes;
  /** What the lock answers to the attempt that sets it (one it refuses says the minutes left instead). */
  const lockedNow = new Set([StaffMessages.locked(lockMinutes), StaffMessages.accountLocked(lockMinutes)]);

  /**
   * The password step, its failures audited: one row for each password checked and found wrong, which the lock
   * bounds, written as the lock for the one that set it. An attempt the lock refuses unchecked writes nothing: its
   * lock has its row.
   */
  async function checkSignInPassword(
    username: string,
    account: StaffRow | undefined,
    password: string,
    client: StaffClient,
  ) {
    let wrong = false;
    try {
      await loginLock.check(
        username,
        client.ip,
        async () => {
          wrong = !((await verifyPassword(account?.passwordHash, password)) && account);
          return !wrong;
        },
        StaffMessages.wrongCredentials,
      );
    } catch (error) {
      if (wrong) {
        const locked = error instanceof Error && lockedNow.has(error.message);
        await recordFailedSignIn(
          db,
          username,
          account?.id ?? null,
          locked ? { outcome: 'locked', via: 'password' } : { outcome: 'wrongPassword' },
        );
      }
      throw error;
    }
  }

  /** A new session, and the sign-in in the audit log: who entered the console, and with what. */
  async function startSession(
    account: AuditActor & { id: number },
    client: StaffClient,
    via: 'password' | 'code',
  ) {
    const token = await sessions.create(account.id, client);
    await recordAudit(db, {
      actor: account,
      action: 'signin',
      module: 'staff',
      recordId: account.id,
      after: { via },
    });
    return token;
  }

  return {
    /**
     * Answers the new session's token, or, for a staff member with one-time codes on, a ticket for the second
     * step (`signInWithCode`). A disabled account is told so only once its password is right.
     */
    async signIn(body: z.output<typeof staffLoginSchema>, client: StaffClient): Promise<StaffSignInResult> {
      const { username, password } = body;
      await loginLock.assertNotLocked(username, client.ip);
      await captcha.verify(body.uuid, body.code);
      const account = await findStaffByUsername(db, username);
      await checkSignInPassword(username, account, password, client);
      if (!account!.enabled) throw fail(StaffMessages.disabled);
      if (account!.totpSecret !== null)
        return { otpRequired: true, ticket: await totp.issueTicket(account!.id) };
      return { token: await startSession(account!, client, 'password') };
    },

    /** The second step: a ticket and a code; answers the token, and how many recovery codes are left after one. */
    async signInWithCode(
      body: z.output<typeof staffLoginOtpSchema>,
      client: StaffClient,
    ): Promise<{ token: string; recoveryLeft?: number }> {
      const { staffId, recoveryLeft } = await totp.verifyTicket(body.ticket, body.code);
      const account = await findStaffById(db, staffId);
      if (!account) throw fail(StaffMessages.wrongCredentials);
      const token = await startSession(account, client, 'code');
      return recoveryLeft === undefined ? { token } : { token, recoveryLeft };
    },

    startTotp: (user: StaffUser, password: string, client: StaffClient) =>
      totp.startEnrolment(user, password, client.ip),
    confirmTotp: (user: StaffUser, code: string) => totp.confirmEnrolment(user, code),
    disableTotp: (user: StaffUser, password: string, client: StaffClient) =>
      totp.disable(user, password, client.ip),

    /**
     * An admin turns someone's one-time codes off (a lost phone): their next sign-in needs the password only. Not
     * their own: `disableTotp` asks for the password, which a borrowed session does not have.
     */
    async resetTotp(id: number, by: StaffUser) {
      if (id === by.id) throw fail(StaffMessages.turnOffOwnTotpInAccount);
      await turnOffTotp(db, id, actorOf(by));
    },

    async signOut(user: StaffUser) {
      await sessions.revoke(user.sessionId);
    },

    me: async (user: StaffUser): Promise<StaffProfile> => ({
      username: user.username,
      name: user.name,
      roles: user.roles,
      totpEnabled: await totpEnabled(db, user.id),
    }),

    async list(
      query: z.output<typeof staffListQuerySchema>,
    ): Promise<{ rows: StaffMember[]; total: number }> {
      const conditions: (SQL | undefined)[] = [keywordWhere(query.keyword, staff.username, staff.name)];
      if (query.role) conditions.push(arrayContains(staff.roles, [query.role]));
      if (query.enabled !== undefined) conditions.push(eq(staff.enabled, query.enabled));
      const where = and(...conditions);
      const rows = db.select().from(staff).where(where).orderBy(asc(staff.id)).$dynamic();
      const page = await paged(query as PageQuery, rows, db.$count(staff, where));
      return { rows: page.rows.map(toMember), total: page.total };
    },

    async one(id: number): Promise<StaffMember> {
      const row = await findStaffById(db, id);
      if (!row) throw notFound(StaffMessages.notFound);
      return toMember(row);
    },

    async create(body: z.output<typeof createStaffSchema>, by: StaffUser): Promise<StaffMember> {
      return toMember(await createStaffMember(db, body, actorOf(by)));
    },

    /**
     * An admin changes an account. Not their own password: `changeOwnPassword` asks for the current one, which a
     * borrowed session does not have.
     */
    async update(id: number, body: z.output<typeof updateStaffSchema>, by: StaffUser): Promise<StaffMember> {
      if (id === by.id && body.password !== undefined) throw fail(StaffMessages.changeOwnPasswordInAccount);
      return toMember(await changeStaffMember(db, id, body, actorOf(by)));
    },

    /**
     * Any staff member's own password: the current one is counted by the same lock as sign-in before it is checked;
     * this session stays, every other one of the account ends, and the change is audited.
     */
    async changeOwnPassword(
      by: StaffUser,
      body: z.output<typeof changeOwnPasswordSchema>,
      client: StaffClient,
    ) {
      const account = await findStaffById(db, by.id);
      if (!account) throw notFound(StaffMessages.notFound);
      await loginLock.check(
        account.username,
        client.ip,
        () => verifyPassword(account.passwordHash, body.oldPassword),
        StaffMessages.oldPasswordWrong,
      );
      if (await verifyPassword(account.passwordHash, body.newPassword))
        throw fail(StaffMessages.samePassword);
      await changeStaffMember(db, by.id, { password: body.newPassword }, actorOf(by), {
        keepSessionId: by.sessionId,
      });
    },

    audit: (query: AuditQuery) => listAudit(db, ctx.clock, query),
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
