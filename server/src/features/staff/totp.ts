import { randomBytes } from 'node:crypto';
import {
  AccountMessages,
  OTP_MAX_FAILURES,
  RECOVERY_CODE_PATTERN,
  StaffMessages,
  type TotpEnrolment,
} from '@museum/shared';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context.ts';
import { hashToken } from '../../platform/crypto/session-tokens.ts';
import { matchTotp, newTotpSecret, totpUri } from '../../platform/crypto/totp.ts';
import type { Database } from '../../platform/db/client.ts';
import { fail, notFound } from '../../platform/http/errors.ts';
import { type LoginLock, verifyPassword } from '../accounts/index.ts';
import { type AuditActor, recordAudit, recordFailedSignIn } from './audit.ts';
import { findStaffById, type StaffRow } from './members.ts';
import { revokeStaffSessions } from './sessions.ts';
import { staff, staffRecoveryCodes } from './tables.ts';

/** The second step of a sign-in: a ticket lives 5 minutes and is used once. */
export const OTP_TICKET_SECONDS = 5 * 60;
export const RECOVERY_CODE_COUNT = 10;

/** Cache keys of the second step, exported for tests. */
export const otpKeys = {
  /** A ticket, by its SHA-256: the cache never holds a usable one. */
  ticket: (ticketHash: string) => `staff-otp:ticket:${ticketHash}`,
  /** A staff member's wrong codes (by username, as the password lock counts): a right password never clears it. */
  failures: (username: string) => `staff-otp:failures:${username}`,
};

/** A signed-in staff member acting on their own account. */
type StaffActor = AuditActor & { id: number; sessionId: number };

interface Ticket {
  staffId: number;
  /** Milliseconds, by the app's clock (the cache's own expiry is the backstop). */
  expiresAt: number;
}

/** No 0/o, 1/i/l: a recovery code is read off paper. 31 symbols, 8 of them: about 40 bits. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_UNBIASED = 256 - (256 % RECOVERY_ALPHABET.length);

function newRecoveryCode(): string {
  let code = '';
  while (code.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < RECOVERY_UNBIASED && code.length < 8)
        code += RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length];
    }
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What a typed recovery code is compared as: lower case, without the dash. */
const normalisedRecoveryCode = (code: string) => code.trim().toLowerCase().replace('-', '');

/** The audit row of a change of one's one-time codes: the state only, never a secret or a code. */
async function auditTotp(
  db: Parameters<typeof recordAudit>[0],
  actor: AuditActor,
  staffId: number,
  before: object | null,
  after: object,
) {
  await recordAudit(db, { actor, action: 'staff', module: 'staff', recordId: staffId, before, after });
}

/**
 * Turns a staff member's one-time codes off: secret, pending enrolment and recovery codes go, audited in the same
 * transaction. For the member themself (password checked by the caller), an admin, and `npm run staff -- totp-reset`.
 * Their sessions end too (a lost phone may hold one), but `keepSessionId`: the member's own, when they do it.
 * Throws `totpNotOn` when they were off (a pending enrolment is dropped all the same).
 */
export async function turnOffTotp(
  db: Database,
  staffId: number,
  actor: AuditActor,
  keepSessionId?: number,
): Promise<StaffRow> {
  return db
    .transaction(async (tx) => {
      const [prior] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
      if (!prior) throw notFound(StaffMessages.notFound);
      await tx
        .update(staff)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: sql`now()` })
        .where(eq(staff.id, staffId));
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      if (prior.totpSecret === null) return prior;
      await revokeStaffSessions(tx, staffId, keepSessionId);
      await auditTotp(tx, actor, staffId, { totpEnabled: true }, { totpEnabled: false });
      return prior;
    })
    .then((prior) => {
      if (prior.totpSecret === null) throw fail(StaffMessages.totpNotOn);
      return prior;
    });
}

/**
 * Two-step sign-in with time-based one-time codes (RFC 6238, docs/PRODUCT.md "Staff console"). The secret is
 * sealed at rest as ID numbers are (AES-256-GCM, `ctx.personalData`).
 */
export function createStaffTotp(ctx: AppContext, loginLock: LoginLock) {
  const { db, cache, clock, personalData } = ctx;
  const lockMinutes = ctx.config.accounts.loginLockMinutes;
  const lockSeconds = lockMinutes * 60;

  /**
   * Recovery codes are stored as a keyed HMAC-SHA256 (the personal-data MAC key, which is not in the database),
   * not argon2: they are random with about 40 bits each, not chosen by a person, so a slow hash buys nothing a
   * key kept outside the database does not; online guessing is bounded by the ticket and sign-in limits; and a
   * deterministic digest lets one UPDATE find and spend a code atomically instead of trying ten slow hashes.
   */
  const recoveryDigest = (staffId: number, code: string) =>
    personalData.fingerprint(`staff-recovery:${staffId}:${normalisedRecoveryCode(code)}`);

  async function account(staffId: number): Promise<StaffRow> {
    const row = await findStaffById(db, staffId);
    if (!row) throw notFound(StaffMessages.notFound);
    return row;
  }

  /** One's current password before one's codes change, counted by the sign-in lock: a session alone is not enough. */
  const confirmPassword = (row: StaffRow, password: string, ip: string) =>
    loginLock.check(
      row.username,
      ip,
      () => verifyPassword(row.passwordHash, password),
      AccountMessages.currentPasswordWrong,
    );

  /**
   * Counts a code against its staff member, then lets `spend` compare it unless the code step is locked: counting
   * and deciding are one cache step, so a burst compares at most OTP_MAX_FAILURES codes, whatever the tickets,
   * networks and passwords in between. A right code takes its count back, which forgets the counter unless a
   * lock was set meanwhile. `onWrong` hears of each code compared and found wrong, and whether it set the lock.
   */
  async function countedCode<T>(
    username: string,
    spend: () => Promise<T | null>,
    onWrong: (locked: boolean) => Promise<void> = async () => {},
  ): Promise<T> {
    const key = otpKeys.failures(username);
    const count = await cache.countAttempt(key, OTP_MAX_FAILURES, lockSeconds, lockSeconds);
    if (count > OTP_MAX_FAILURES) {
      const minutesLeft = Math.max(1, Math.ceil((await cache.ttl(key)) / 60));
      throw fail(StaffMessages.otpLocked(minutesLeft));
    }
    const spent = await spend().catch(async (error: unknown) => {
      await cache.releaseAttempt(key, OTP_MAX_FAILURES);
      throw error;
    });
    if (spent !== null) {
      await cache.releaseAttempt(key, OTP_MAX_FAILURES);
      return spent;
    }
    const locked = count === OTP_MAX_FAILURES;
    await onWrong(locked);
    if (locked) throw fail(StaffMessages.otpLocked(lockMinutes));
    throw fail(AccountMessages.attemptsLeft(StaffMessages.otpWrong, OTP_MAX_FAILURES - count));
  }

  /**
   * Checks a code of a staff member with one-time codes on, and spends it: answers null when wrong. A 6-digit code
   * is taken only if its step is later than the last one taken, decided by one UPDATE, so the same code twice (even
   * at once) signs in once. A recovery code is spent by one UPDATE too, and its use audited.
   */
  async function spendCode(row: StaffRow, code: string): Promise<{ recoveryLeft?: number } | null> {
    const sealed = row.totpSecret;
    if (sealed === null) return null;
    if (!RECOVERY_CODE_PATTERN.test(code)) {
      const step = matchTotp(personalData.decrypt(sealed), code, clock.now());
      if (step === null) return null;
      const taken = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, row.id),
            eq(staff.totpSecret, sealed),
            or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
          ),
        )
        .returning({ id: staff.id });
      return taken.length > 0 ? {} : null;
    }
    return db.transaction(async (tx) => {
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, row.id),
            eq(staffRecoveryCodes.codeHash, recoveryDigest(row.id, code)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      if (!used) return null;
      const left = await tx.$count(
        staffRecoveryCodes,
        and(eq(staffRecoveryCodes.staffId, row.id), isNull(staffRecoveryCodes.usedAt)),
      );
      await auditTotp(tx, { id: row.id, username: row.username }, row.id, null, {
        recoveryCodeUsed: true,
        recoveryCodesLeft: left,
      });
      return { recoveryLeft: left };
    });
  }

  return {
    /** A new ticket for the second step of `staffId`'s sign-in: random, single use, 5 minutes, cached hashed. */
    async issueTicket(staffId: number): Promise<string> {
      const ticket = randomBytes(32).toString('base64url');
      const value: Ticket = { staffId, expiresAt: clock.now().getTime() + OTP_TICKET_SECONDS * 1000 };
      await cache.set(otpKeys.ticket(hashToken(ticket)), JSON.stringify(value), OTP_TICKET_SECONDS);
      return ticket;
    },

    /**
     * The second step: answers who signed in (and, after a recovery code, how many are left), or throws. Codes are
     * counted per staff member (`countedCode`); each wrong one is audited, and the one that locks as the lock.
     */
    async verifyTicket(ticket: string, code: string): Promise<{ staffId: number; recoveryLeft?: number }> {
      const ticketKey = otpKeys.ticket(hashToken(ticket));
      const raw = await cache.get(ticketKey);
      const held = raw ? (JSON.parse(raw) as Ticket) : null;
      if (!held || clock.now().getTime() >= held.expiresAt) {
        if (held) await cache.delete(ticketKey);
        throw fail(StaffMessages.otpExpired);
      }
      const row = await findStaffById(db, held.staffId);
      // Turned off (or the account gone) since the password: sign in again.
      if (!row || row.totpSecret === null) {
        await cache.delete(ticketKey);
        throw fail(StaffMessages.otpExpired);
      }
      if (!row.enabled) throw fail(StaffMessages.disabled);
      const spent = await countedCode(
        row.username,
        () => spendCode(row, code),
        (locked) =>
          recordFailedSignIn(
            db,
            row.username,
            row.id,
            locked ? { outcome: 'locked', via: 'code' } : { outcome: 'wrongCode' },
          ),
      );
      // Single use, even when two right codes race with one ticket.
      if ((await cache.take(ticketKey)) === null) throw fail(StaffMessages.otpExpired);
      return { staffId: row.id, ...spent };
    },

    /**
     * Starts (or restarts) enrolment, once the password is right: a new secret, sealed, kept pending until a first
     * code confirms it.
     */
    async startEnrolment(actor: StaffActor, password: string, ip: string): Promise<TotpEnrolment> {
      const row = await account(actor.id);
      if (row.totpSecret !== null) throw fail(StaffMessages.totpAlreadyOn);
      await confirmPassword(row, password, ip);
      const secret = newTotpSecret();
      const started = await db.transaction(async (tx) => {
        const updated = await tx
          .update(staff)
          .set({ totpPendingSecret: personalData.encrypt(secret) })
          .where(and(eq(staff.id, row.id), isNull(staff.totpSecret)))
          .returning({ id: staff.id });
        if (updated.length === 0) return false;
        await auditTotp(tx, actor, row.id, null, { totpEnrolmentStarted: true });
        return true;
      });
      if (!started) throw fail(StaffMessages.totpAlreadyOn);
      const uri = totpUri(ctx.config.site.name, row.username, secret);
      return { secret, uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2 }) };
    },

    /**
     * Confirms the pending secret with a code of it, counted as codes at sign-in are: one-time codes are on;
     * answers the recovery codes, once.
     */
    async confirmEnrolment(actor: StaffActor, code: string): Promise<string[]> {
      const row = await account(actor.id);
      if (row.totpSecret !== null) throw fail(StaffMessages.totpAlreadyOn);
      const pending = row.totpPendingSecret;
      if (pending === null) throw fail(StaffMessages.totpNotStarted);
      const step = await countedCode(row.username, async () =>
        matchTotp(personalData.decrypt(pending), code, clock.now()),
      );
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const confirmed = await db.transaction(async (tx) => {
        // The very secret that was checked, still pending and not yet on: two confirmations turn it on once.
        const updated = await tx
          .update(staff)
          .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step, updatedAt: sql`now()` })
          .where(and(eq(staff.id, row.id), eq(staff.totpPendingSecret, pending), isNull(staff.totpSecret)))
          .returning({ id: staff.id });
        if (updated.length === 0) return false;
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
        await tx
          .insert(staffRecoveryCodes)
          .values(codes.map((c) => ({ staffId: row.id, codeHash: recoveryDigest(row.id, c) })));
        await auditTotp(
          tx,
          actor,
          row.id,
          { totpEnabled: false },
          { totpEnabled: true, recoveryCodesIssued: RECOVERY_CODE_COUNT },
        );
        return true;
      });
      if (!confirmed) throw fail(StaffMessages.totpNotStarted);
      return codes;
    },

    /** Turns one's own one-time codes off: the password first, counted by the sign-in lock. */
    async disable(actor: StaffActor, password: string, ip: string) {
      const row = await account(actor.id);
      if (row.totpSecret === null) throw fail(StaffMessages.totpNotOn);
      await confirmPassword(row, password, ip);
      await turnOffTotp(db, row.id, actor, actor.sessionId);
    },
  };
}

export type StaffTotp = ReturnType<typeof createStaffTotp>;

/** Whether `staffId` has one-time codes on: for `GET /admin/me`. */
export async function totpEnabled(db: Database, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), isNotNull(staff.totpSecret)));
  return row !== undefined;
}
