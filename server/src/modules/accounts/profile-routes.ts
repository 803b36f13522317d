import {
  AccountMessages,
  AccountPaths,
  AVATAR_TYPES,
  authenticationSchema,
  changePhoneSchema,
  changePwdSchema,
  deleteAccountSchema,
  type UserInfoResponse,
  updateAccountSchema,
} from '@museum/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fail, unauthorized } from '../../platform/http/errors.ts';
import { isSafeKey } from '../../platform/storage/storage.ts';
import { createUploadService } from '../files/uploads.ts';
import { closeAccount } from './deletion.ts';
import { requireProfile } from './guards.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { users } from './schema.ts';
import type { AccountServices } from './services.ts';
import { findById, findByPhone, isUniqueViolation, toProfile, type UserRow, updateUser } from './users.ts';

/** Real-name attempts per account per day: enough for typos, too few to probe whose ID is registered. */
const REAL_NAME_DAILY_ATTEMPTS = 10;

/** The personal centre: account info, nickname and avatar, password, phone, real name, closing the account. */
export async function profileRoutes(fastify: FastifyInstance, services: AccountServices) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, smsCodes, loginLock } = services;
  const uploads = createUploadService(ctx);

  async function self(request: FastifyRequest): Promise<UserRow> {
    const user = await findById(ctx.db, request.user.id);
    if (user?.status !== 'active') throw unauthorized();
    return user;
  }
  /** The storage key behind an avatar address the upload service gave out, or null. */
  function avatarKey(avatar: string | null): string | null {
    const base = [uploads.publicBaseUrl, '/files/'].find((prefix) => avatar?.startsWith(prefix));
    if (!avatar || !base) return null;
    const key = avatar.slice(base.length);
    return isSafeKey(key) ? key : null;
  }
  const info = (user: UserRow): UserInfoResponse => ({ user: toProfile(user, ctx.personalData) });

  /** The login password, when the account has one, proves it is the owner (counted by the login lock). */
  async function confirmPassword(user: UserRow, password: string | undefined, request: FastifyRequest) {
    if (!user.passwordHash) return;
    if (!password) throw fail(AccountMessages.currentPasswordRequired);
    await loginLock.assertNotLocked(user.phone!, request.ip);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await loginLock.failed(user.phone!, request.ip, AccountMessages.currentPasswordWrong);
    }
  }

  app.get(AccountPaths.getInfo, { preHandler: requireUser }, async (request) =>
    ok(info(await self(request))),
  );

  app.put(
    AccountPaths.account,
    { preHandler: requireProfile, schema: { body: updateAccountSchema } },
    async (request) => {
      const { nickname, avatar } = request.body;
      const user = await self(request);
      // Only the visitor's own uploaded image; stored under the address the upload service gives it.
      const stored = avatar
        ? uploads.describe(await uploads.claim(user.id, [avatar], AVATAR_TYPES))[0]!.url
        : avatar;
      await updateUser(ctx.db, user.id, { nickname, avatar: stored });
      return ok(info((await findById(ctx.db, user.id))!), '资料已保存');
    },
  );

  // Other devices are signed out; the one that made the change stays signed in.
  app.put(
    AccountPaths.changePwd,
    { preHandler: requireProfile, schema: { body: changePwdSchema } },
    async (request) => {
      const { oldPwd, smsCode, newPwd } = request.body;
      const user = await self(request);
      if (oldPwd) {
        if (!user.passwordHash) throw fail(AccountMessages.oldPasswordRequired);
        await loginLock.assertNotLocked(user.phone!, request.ip);
        if (!(await verifyPassword(user.passwordHash, oldPwd))) {
          await loginLock.failed(user.phone!, request.ip, AccountMessages.oldPasswordWrong);
        }
      } else {
        await smsCodes.verify(user.phone!, 'findPwd', smsCode!);
      }
      if (user.passwordHash && (await verifyPassword(user.passwordHash, newPwd))) {
        throw fail(AccountMessages.samePassword);
      }
      await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newPwd) });
      await ctx.sessions.revokeAll(user.id, request.user.sessionId);
      return ok(undefined, user.passwordHash ? '密码已修改，其他设备上的登录已退出' : '密码已设置');
    },
  );

  app.put(
    AccountPaths.changePhone,
    { preHandler: requireProfile, schema: { body: changePhoneSchema } },
    async (request) => {
      const { phone, smsCode, password } = request.body;
      const user = await self(request);
      if (phone === user.phone) throw fail(AccountMessages.samePhone);
      await confirmPassword(user, password, request);
      if (await findByPhone(ctx.db, phone)) throw fail(AccountMessages.phoneTaken);
      await smsCodes.verify(phone, 'shenFen', smsCode);
      try {
        await updateUser(ctx.db, user.id, { phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
        throw error;
      }
      return ok(info((await findById(ctx.db, user.id))!), '手机号已更换，请使用新手机号登录');
    },
  );

  app.delete(
    AccountPaths.account,
    { preHandler: requireProfile, schema: { body: deleteAccountSchema } },
    async (request) => {
      const { password, smsCode } = request.body;
      const user = await self(request);
      if (password) {
        if (!user.passwordHash) throw fail(AccountMessages.noPasswordToConfirm);
        await confirmPassword(user, password, request);
      } else {
        await smsCodes.verify(user.phone!, 'shenFen', smsCode!);
      }
      await closeAccount(ctx, user.id, avatarKey(user.avatar));
      return ok(undefined, '账号已注销，感谢您对天山美术馆的关注');
    },
  );

  app.put(
    AccountPaths.authentication,
    { preHandler: requireProfile, schema: { body: authenticationSchema } },
    async (request) => {
      const { truename, card } = request.body;
      const user = await self(request);
      if (user.realNameVerifiedAt) throw fail(AccountMessages.alreadyVerified);
      const attempts = await ctx.cache.increment(`realname:attempts:${user.id}`, 24 * 3600);
      if (attempts > REAL_NAME_DAILY_ATTEMPTS) throw fail(AccountMessages.realNameTooManyAttempts);
      const fingerprint = ctx.personalData.fingerprint(card);
      const [holder] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idCardHmac, fingerprint), ne(users.id, user.id)))
        .limit(1);
      if (holder) throw fail(AccountMessages.idCardTaken);
      try {
        await updateUser(ctx.db, user.id, {
          realNameCipher: ctx.personalData.encrypt(truename),
          idCardCipher: ctx.personalData.encrypt(card),
          idCardHmac: fingerprint,
          realNameVerifiedAt: new Date(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.idCardTaken);
        throw error;
      }
      return ok(info((await findById(ctx.db, user.id))!), '实名认证成功');
    },
  );
}
