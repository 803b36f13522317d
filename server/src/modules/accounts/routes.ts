import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { devRoutes } from './dev-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { createAccountServices } from './services.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { wechatRoutes } from './wechat-routes.ts';

/** Accounts (issue 3): spec sections 4-6 and 8, PRODUCT.md "Accounts", "WeChat" and "Personal data". */
export async function accountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const services = createAccountServices(ctx);
  await signInRoutes(app, services);
  await profileRoutes(app, services);
  await wechatRoutes(app, services);
  await devRoutes(app, services);
}
