import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { devRoutes } from './dev-routes.ts';
import { createAccountsKit } from './kit.ts';
import { type AccountPorts, createProfileService } from './profile.ts';
import { profileRoutes } from './profile-routes.ts';
import { createSignInService } from './sign-in.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { createWechatService } from './wechat.ts';
import { wechatRoutes } from './wechat-routes.ts';

/** Accounts: docs/spec §4-6 and §8, docs/PRODUCT.md "Accounts", "WeChat" and "Personal data". */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext, ports: AccountPorts) {
  const kit = createAccountsKit(ctx);
  await signInRoutes(app, createSignInService(kit));
  await profileRoutes(app, createProfileService(kit, ports.avatars(ctx)), ctx.config.site.name);
  await wechatRoutes(app, createWechatService(kit), ctx.config);
  await devRoutes(app, kit);
}
