import {
  AccountMessages,
  AccountPaths,
  captchaImageResultSchema,
  checkExistParamsSchema,
  findPwdSchema,
  signInSchema,
  signUpSchema,
  smsSendQuerySchema,
  smsSignInSchema,
  tokenResultSchema,
} from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { requestLanguage } from '../../platform/http/language.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { Client } from './kit.ts';
import type { SignInService } from './sign-in.ts';

/** Who is asking, as the accounts services record it. */
export const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});

/** Captcha, SMS codes, registration, the ways in (but WeChat) and out, and password recovery (docs/spec §7). */
export async function signInRoutes(fastify: FastifyInstance, signIn: SignInService) {
  const app = typed(fastify);

  app.get(
    AccountPaths.captchaImage,
    { schema: { response: { 200: captchaImageResultSchema } } },
    async () => {
      const image = await signIn.captchaImage();
      // RuoYi-style clients read these at the top level; the envelope's data carries the same.
      return { ...ok(image), ...image };
    },
  );

  app.get(
    AccountPaths.smsSend,
    { schema: { querystring: smsSendQuerySchema, response: answer.message } },
    async (request) => {
      await signIn.sendSmsCode(request.query.phone, request.query.type, clientOf(request));
      return ok(undefined, AccountMessages.codeSent);
    },
  );

  app.get(
    AccountPaths.checkExist(':value'),
    { schema: { params: checkExistParamsSchema, response: answer.message } },
    async (request) => {
      await signIn.checkFree(request.params.value, clientOf(request));
      return ok(undefined, AccountMessages.phoneAvailable);
    },
  );

  app.post(
    AccountPaths.signIn,
    { schema: { body: signInSchema, response: answer.data(tokenResultSchema) } },
    async (request) =>
      ok({ token: await signIn.signIn(request.body, clientOf(request)) }, AccountMessages.signedIn),
  );

  app.post(
    AccountPaths.smsSignIn,
    { schema: { body: smsSignInSchema, response: answer.data(tokenResultSchema) } },
    async (request) =>
      ok({ token: await signIn.smsSignIn(request.body, clientOf(request)) }, AccountMessages.signedIn),
  );

  app.get(AccountPaths.signOut, { schema: { response: answer.message } }, async (request) => {
    await signIn.signOut(await request.optionalUser());
    return ok(undefined, AccountMessages.signedOut);
  });

  app.post(
    AccountPaths.signUp,
    { schema: { body: signUpSchema, response: answer.message } },
    async (request) => {
      await signIn.signUp(request.body, clientOf(request));
      return ok(undefined, AccountMessages.signedUp);
    },
  );

  app.put(
    AccountPaths.findPwd,
    { schema: { body: findPwdSchema, response: answer.message } },
    async (request) => {
      await signIn.recoverPassword(request.body, clientOf(request));
      return ok(undefined, AccountMessages.passwordReset);
    },
  );
}
