import {
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
    async (request) => ok(await profile.update(request.user.id, request.body), '资料已保存'),
  );

  app.put(
    AccountPaths.changePwd,
    { onRequest: requireProfile, schema: { body: changePwdSchema, response: answer.message } },
    async (request) => {
      const { hadPassword } = await profile.changePassword(request.user, request.body, clientOf(request));
      return ok(undefined, hadPassword ? '密码已修改，其他设备上的登录已退出' : '密码已设置');
    },
  );

  app.put(
    AccountPaths.changePhone,
    { onRequest: requireProfile, schema: { body: changePhoneSchema, response: accountInfo } },
    async (request) =>
      ok(
        await profile.changePhone(request.user.id, request.body, clientOf(request)),
        '手机号已更换，请使用新手机号登录',
      ),
  );

  app.delete(
    AccountPaths.account,
    { onRequest: requireProfile, schema: { body: deleteAccountSchema, response: answer.message } },
    async (request) => {
      await profile.close(request.user.id, request.body, clientOf(request));
      return ok(undefined, `账号已注销，感谢您对${siteName}的关注`);
    },
  );

  app.put(
    AccountPaths.authentication,
    { onRequest: requireProfile, schema: { body: authenticationSchema, response: accountInfo } },
    async (request) => ok(await profile.verifyRealName(request.user.id, request.body), '实名认证成功'),
  );
}
