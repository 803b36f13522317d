import {
  AccountMessages,
  AccountPaths,
  authenticationSchema,
  changePhoneSchema,
  changePwdSchema,
  deleteAccountSchema,
  updateAccountSchema,
  userInfoResponseSchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { requireProfile, requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import type { ProfileService } from './profile.ts';
import { clientOf } from './sign-in-routes.ts';

/** The personal centre's account calls (docs/spec §7). */
export async function profileRoutes(fastify: FastifyInstance, profile: ProfileService, siteName: string) {
  const app = typed(fastify);
  const accountInfo = answer.data(userInfoResponseSchema);

  // A WeChat-only account reads its info too: the site then asks it to complete the profile.
  app.get(
    AccountPaths.getInfo,
    { onRequest: requireUser, schema: { response: accountInfo } },
    async (request) => ok(await profile.info(request.user.id)),
  );

  app.put(
    AccountPaths.account,
    { onRequest: requireProfile, schema: { body: updateAccountSchema, response: accountInfo } },
    async (request) => ok(await profile.update(request.user.id, request.body), AccountMessages.profileSaved),
  );

  app.put(
    AccountPaths.changePwd,
    { onRequest: requireProfile, schema: { body: changePwdSchema, response: answer.message } },
    async (request) => {
      const { hadPassword } = await profile.changePassword(request.user, request.body, clientOf(request));
      return ok(undefined, hadPassword ? AccountMessages.passwordChanged : AccountMessages.passwordSet);
    },
  );

  app.put(
    AccountPaths.changePhone,
    { onRequest: requireProfile, schema: { body: changePhoneSchema, response: accountInfo } },
    async (request) =>
      ok(
        await profile.changePhone(request.user.id, request.body, clientOf(request)),
        AccountMessages.phoneChanged,
      ),
  );

  app.delete(
    AccountPaths.account,
    { onRequest: requireProfile, schema: { body: deleteAccountSchema, response: answer.message } },
    async (request) => {
      await profile.close(request.user.id, request.body, clientOf(request));
      return ok(undefined, AccountMessages.closed(siteName));
    },
  );

  app.put(
    AccountPaths.authentication,
    { onRequest: requireProfile, schema: { body: authenticationSchema, response: accountInfo } },
    async (request) =>
      ok(await profile.verifyRealName(request.user.id, request.body), AccountMessages.verified),
  );
}
