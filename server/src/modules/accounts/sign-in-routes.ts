import {
  AccountMessages,
  AccountPaths,
  type CaptchaImage,
  checkExistParamsSchema,
  findPwdSchema,
  signInSchema,
  signUpSchema,
  smsSendQuerySchema,
  smsSignInSchema,
  type TokenResult,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AccountServices } from './services.ts';
import {
  assertActive,
  createUser,
  defaultNickname,
  findByPhone,
  isUniqueViolation,
  updateUser,
} from './users.ts';

/** Captcha, SMS codes, registration, the three ways in (but WeChat) and out, and password recovery. */
export async function signInRoutes(fastify: FastifyInstance, services: AccountServices) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, captcha, smsCodes, loginLock } = services;

  app.get(AccountPaths.captchaImage, async () => {
    const image: CaptchaImage = await captcha.issue();
    // RuoYi-style clients read these at the top level; the envelope's data carries the same.
    return { ...ok(image), ...image };
  });

  app.get(AccountPaths.smsSend, { schema: { querystring: smsSendQuerySchema } }, async (request) => {
    const { phone, type } = request.query;
    if (type === 'signUp' || type === 'findPwd') {
      const user = await findByPhone(ctx.db, phone);
      if (type === 'signUp' && user) throw fail(AccountMessages.phoneTaken);
      if (type === 'findPwd' && !user) throw fail(AccountMessages.phoneNotRegistered);
    }
    await smsCodes.send(phone, type, request.ip);
    return ok(undefined, '验证码已发送，5分钟内有效');
  });

  // Code 200 when the phone is free to register (PRODUCT.md "Accounts").
  app.get(
    AccountPaths.checkExistTemplate,
    { schema: { params: checkExistParamsSchema } },
    async (request) => {
      if (await findByPhone(ctx.db, request.params.value)) throw fail(AccountMessages.phoneTaken);
      return ok(undefined, '该手机号可以注册');
    },
  );

  app.post(AccountPaths.signIn, { schema: { body: signInSchema } }, async (request) => {
    const { username: phone, password, code, uuid } = request.body;
    await loginLock.assertNotLocked(phone, request.ip);
    await captcha.verify(uuid, code);
    const user = await findByPhone(ctx.db, phone);
    if (user && !user.passwordHash) throw fail(AccountMessages.noPassword);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      return loginLock.failed(phone, request.ip);
    }
    await loginLock.clear(phone, request.ip);
    assertActive(user);
    return ok<TokenResult>({ token: await services.startSession(user.id, request) }, '登录成功');
  });

  // An unregistered phone gets an account on its first SMS sign-in (PRODUCT.md "Accounts").
  app.post(AccountPaths.smsSignIn, { schema: { body: smsSignInSchema } }, async (request) => {
    const { phone, smsCode } = request.body;
    await smsCodes.verify(phone, 'signIn', smsCode);
    let user = await findByPhone(ctx.db, phone);
    if (!user) {
      try {
        user = await createUser(ctx.db, { phone, nickname: defaultNickname(phone) });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        user = await findByPhone(ctx.db, phone);
      }
    }
    if (!user) throw fail(AccountMessages.smsCodeExpired);
    assertActive(user);
    return ok<TokenResult>({ token: await services.startSession(user.id, request) }, '登录成功');
  });

  app.get(AccountPaths.signOut, async (request) => {
    const user = await request.optionalUser();
    if (user) await ctx.sessions.revoke(user.sessionId);
    return ok(undefined, '已退出登录');
  });

  app.post(AccountPaths.signUp, { schema: { body: signUpSchema } }, async (request) => {
    const { phone, password, smsCode } = request.body;
    if (await findByPhone(ctx.db, phone)) throw fail(AccountMessages.phoneTaken);
    await smsCodes.verify(phone, 'signUp', smsCode);
    try {
      await createUser(ctx.db, {
        phone,
        passwordHash: await hashPassword(password),
        nickname: defaultNickname(phone),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
      throw error;
    }
    return ok(undefined, '注册成功，请登录');
  });

  // Recovery ends every session: whoever knew the old password is signed out everywhere.
  app.put(AccountPaths.findPwd, { schema: { body: findPwdSchema } }, async (request) => {
    const { phone, newPwd, smsCode } = request.body;
    const user = await findByPhone(ctx.db, phone);
    if (!user) throw fail(AccountMessages.phoneNotRegistered);
    await smsCodes.verify(phone, 'findPwd', smsCode);
    assertActive(user);
    await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newPwd) });
    await ctx.sessions.revokeAll(user.id);
    await loginLock.clear(phone, request.ip);
    return ok(undefined, '密码已重置，请使用新密码登录');
  });
}
