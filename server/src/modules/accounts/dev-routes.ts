import { AccountPaths, phoneSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { isConsoleProvider } from '../../platform/sms/index.ts';
import type { AccountServices } from './services.ts';

/**
 * Development helpers, registered only with the console SMS provider (PRODUCT.md): the SMS outbox, and, outside
 * production, the answer of a captcha so end-to-end tests can sign in through it.
 */
export async function devRoutes(fastify: FastifyInstance, services: AccountServices) {
  const { sms, captcha, ctx } = services;
  if (!isConsoleProvider(sms)) return;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    AccountPaths.devSmsOutbox,
    { schema: { querystring: z.object({ phone: phoneSchema }) } },
    async (request) => ok(await sms.outbox(request.query.phone)),
  );

  if (ctx.config.env === 'production') return;
  app.get(
    AccountPaths.devCaptcha,
    { schema: { querystring: z.object({ uuid: z.uuid('uuid 格式不正确') }) } },
    async (request) => ok({ answer: await captcha.peek(request.query.uuid) }),
  );
}
