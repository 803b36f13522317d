import {
  AccountMessages,
  type authenticationSchema,
  type changePhoneSchema,
  type changePwdSchema,
  type deleteAccountSchema,
  IdType,
  type UserInfoResponse,
  type updateAccountSchema,
} from '@museum/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { documentFingerprint } from '../../platform/crypto/documents.ts';
import type { SessionUser } from '../../platform/http/auth.ts';
import { fail, unauthorized } from '../../platform/http/errors.ts';
import { closeAccount } from './closing.ts';
import type { AccountsKit, Client } from './kit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { users } from './tables.ts';
import { findById, findByPhone, isUniqueViolation, toProfile, type UserRow, updateUser } from './users.ts';

/** Real-name attempts per account per day: enough for typos, too few to probe whose ID is registered. */
const REAL_NAME_DAILY_ATTEMPTS = 10;

/** Takes an image the visitor uploaded as their avatar; answers the address to keep, or refuses it. */
export type ClaimAvatar = (userId: number, url: string) => Promise<string>;

/** What the accounts feature needs of other features, wired in features/index.ts. */
export interface AccountPorts {
  avatars(ctx: AppContext): ClaimAvatar;
}

/** The personal centre: account info, nickname and avatar, password, phone, real name, closing the account. */
export function createProfileService(kit: AccountsKit, claimAvatar: ClaimAvatar) {
  const { ctx, smsCodes, loginLock, sessions } = kit;

  async function self(userId: number): Promise<UserRow> {
    const user = await findById(ctx.db, userId);
    if (user?.status !== 'active') throw unauthorized();
    return user;
  }
  const infoOf = (user: UserRow): UserInfoResponse => ({ user: toProfile(user, ctx.personalData) });
  /** The account as it stands after a change. */
  const reloaded = async (userId: number) => infoOf((await findById(ctx.db, userId))!);

  /** A password the visitor typed for an account that has one, counted by the login lock before it is checked. */
  const checkPassword = (user: UserRow, password: string, client: Client, wrong: string) =>
    loginLock.check(user.phone!, client.ip, () => verifyPassword(user.passwordHash, password), wrong);

  /** The login password, when the account has one, proves it is the owner. */
  async function confirmPassword(user: UserRow, password: string | undefined, client: Client) {
    if (!user.passwordHash) return;
    if (!password) throw fail(AccountMessages.currentPasswordRequired);
    await checkPassword(user, password, client, AccountMessages.currentPasswordWrong);
  }

  return {
    info: async (userId: number): Promise<UserInfoResponse> => infoOf(await self(userId)),

    async update(userId: number, { nickname, avatar }: z.output<typeof updateAccountSchema>) {
      const user = await self(userId);
      // Only the visitor's own uploaded image, kept under the address the upload service gives it.
      const stored = avatar ? await claimAvatar(user.id, avatar) : avatar;
      await updateUser(ctx.db, user.id, { nickname, avatar: stored });
      return reloaded(user.id);
    },

    /** Other devices are signed out; the one that made the change stays signed in. Answers whether it was a change. */
    async changePassword(
      session: SessionUser,
      { oldPwd, smsCode, newPwd }: z.output<typeof changePwdSchema>,
      client: Client,
    ): Promise<{ hadPassword: boolean }> {
      const user = await self(session.id);
      if (oldPwd) {
        if (!user.passwordHash) throw fail(AccountMessages.oldPasswordRequired);
        await checkPassword(user, oldPwd, client, AccountMessages.oldPasswordWrong);
      } else {
        await smsCodes.verify(user.phone!, 'findPwd', smsCode!);
      }
      if (user.passwordHash && (await verifyPassword(user.passwordHash, newPwd))) {
        throw fail(AccountMessages.samePassword);
      }
      await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newPwd) });
      await sessions.revokeAll(user.id, session.sessionId);
      return { hadPassword: Boolean(user.passwordHash) };
    },

    async changePhone(
      userId: number,
      { phone, smsCode, password }: z.output<typeof changePhoneSchema>,
      client: Client,
    ) {
      const user = await self(userId);
      if (phone === user.phone) throw fail(AccountMessages.samePhone);
      await confirmPassword(user, password, client);
      if (await findByPhone(ctx.db, phone)) throw fail(AccountMessages.phoneTaken);
      await smsCodes.verify(phone, 'shenFen', smsCode);
      try {
        await updateUser(ctx.db, user.id, { phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
        throw error;
      }
      return reloaded(user.id);
    },

    async close(userId: number, { password, smsCode }: z.output<typeof deleteAccountSchema>, client: Client) {
      const user = await self(userId);
      if (password) {
        if (!user.passwordHash) throw fail(AccountMessages.noPasswordToConfirm);
        await confirmPassword(user, password, client);
      } else {
        await smsCodes.verify(user.phone!, 'shenFen', smsCode!);
      }
      await closeAccount(ctx, sessions, user.id);
    },

    async verifyRealName(userId: number, { truename, card, idType }: z.output<typeof authenticationSchema>) {
      const user = await self(userId);
      if (user.realNameVerifiedAt) throw fail(AccountMessages.alreadyVerified(ctx.config.site.name));
      const attempts = await ctx.cache.increment(`realname:attempts:${user.id}`, 24 * 3600);
      if (attempts > REAL_NAME_DAILY_ATTEMPTS) throw fail(AccountMessages.realNameTooManyAttempts);
      const fingerprint = documentFingerprint(ctx.personalData, idType, card);
      const taken =
        idType === IdType.residentCard ? AccountMessages.idCardTaken : AccountMessages.documentTaken;
      const [holder] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idCardHmac, fingerprint), ne(users.id, user.id)))
        .limit(1);
      if (holder) throw fail(taken);
      try {
        await updateUser(ctx.db, user.id, {
          realNameCipher: ctx.personalData.encrypt(truename),
          idCardCipher: ctx.personalData.encrypt(card),
          idCardHmac: fingerprint,
          idType: idType === IdType.residentCard ? null : idType,
          realNameVerifiedAt: ctx.clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(taken);
        throw error;
      }
      return reloaded(user.id);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
