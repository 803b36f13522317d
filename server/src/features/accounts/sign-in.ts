import {
  AccountMessages,
  type CaptchaImage,
  type FindPwdBody,
  type SignInBody,
  type SignUpBody,
  type SmsSignInBody,
  type SmsType,
} from '@museum/shared';
import type { SessionUser } from '../../platform/http/auth.ts';
import { fail } from '../../platform/http/errors.ts';
import { networkOf } from '../../platform/http/network.ts';
import type { AccountsKit, Client } from './kit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  assertActive,
  createUser,
  defaultNickname,
  findByPhone,
  isUniqueViolation,
  updateUser,
} from './users.ts';

/** Captcha, SMS codes, registration, the ways in (but WeChat) and out, and password recovery. */
export function createSignInService(kit: AccountsKit) {
  const { ctx, captcha, smsCodes, loginLock, sessions } = kit;

  return {
    captchaImage: (): Promise<CaptchaImage> => captcha.issue(),

    /** Registration needs a free phone and recovery a registered one, before a code is spent on it. */
    async sendSmsCode(phone: string, type: SmsType, client: Client) {
      if (type === 'signUp' || type === 'findPwd') {
        const user = await findByPhone(ctx.db, phone);
        if (type === 'signUp' && user) throw fail(AccountMessages.phoneTaken);
        if (type === 'findPwd' && !user) throw fail(AccountMessages.phoneNotRegistered);
      }
      await smsCodes.send(phone, type, client.ip);
    },

    /**
     * Passes when the phone is free to register (docs/PRODUCT.md "Accounts"). It tells whether a phone has an
     * account, so one network may ask only so often: enough to register, too few to sweep a number range.
     */
    async checkFree(phone: string, client: Client) {
      const asked = await ctx.cache.increment(`checkExist:${networkOf(client.ip)}`, 3600);
      if (asked > ctx.config.accounts.checkExistHourlyLimit) throw fail(AccountMessages.checkExistLimit);
      if (await findByPhone(ctx.db, phone)) throw fail(AccountMessages.phoneTaken);
    },

    async signIn({ username: phone, password, code, uuid }: SignInBody, client: Client): Promise<string> {
      await loginLock.assertNotLocked(phone, client.ip);
      await captcha.verify(uuid, code);
      const user = await findByPhone(ctx.db, phone);
      if (user && !user.passwordHash) throw fail(AccountMessages.noPassword);
      await loginLock.check(phone, client.ip, async () =>
        Boolean((await verifyPassword(user?.passwordHash, password)) && user),
      );
      assertActive(user!, ctx.config.site.name);
      return kit.startSession(user!.id, client);
    },

    /** An unregistered phone gets an account on its first SMS sign-in (docs/PRODUCT.md "Accounts"). */
    async smsSignIn({ phone, smsCode }: SmsSignInBody, client: Client): Promise<string> {
      await smsCodes.verify(phone, 'signIn', smsCode);
      let user = await findByPhone(ctx.db, phone);
      if (!user) {
        try {
          user = await createUser(ctx.db, { phone, nickname: defaultNickname(phone, client.language) });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = await findByPhone(ctx.db, phone);
        }
      }
      if (!user) throw fail(AccountMessages.smsCodeExpired);
      assertActive(user, ctx.config.site.name);
      return kit.startSession(user.id, client);
    },

    async signOut(user: SessionUser | null) {
      if (user) await sessions.revoke(user.sessionId);
    },

    async signUp({ phone, password, smsCode }: SignUpBody, client: Client) {
      if (await findByPhone(ctx.db, phone)) throw fail(AccountMessages.phoneTaken);
      await smsCodes.verify(phone, 'signUp', smsCode);
      try {
        await createUser(ctx.db, {
          phone,
          passwordHash: await hashPassword(password),
          nickname: defaultNickname(phone, client.language),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
        throw error;
      }
    },

    /** Recovery ends every session: whoever knew the old password is signed out everywhere. */
    async recoverPassword({ phone, newPwd, smsCode }: FindPwdBody, client: Client) {
      const user = await findByPhone(ctx.db, phone);
      if (!user) throw fail(AccountMessages.phoneNotRegistered);
      await smsCodes.verify(phone, 'findPwd', smsCode);
      assertActive(user, ctx.config.site.name);
      await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newPwd) });
      await sessions.revokeAll(user.id);
      await loginLock.clear(phone, client.ip);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
