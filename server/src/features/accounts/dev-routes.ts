import {
  AccountMessages,
  AccountPaths,
  devCaptchaAnswerSchema,
  phoneSchema,
  smsOutboxEntrySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { isConsoleProvider } from '../../platform/sms/index.ts';
import type { AccountsKit } from './kit.ts';

/**
 * Development helpers, registered only with the console SMS provider and never in production, whatever is allowed
 * there (docs/PRODUCT.md "Runs anywhere"): anyone reading them could sign in as anyone. The SMS outbox, and the
 * answer of a captcha so end-to-end tests can sign in through it.
 */
export async function devRoutes(fastify: FastifyInstance, { sms, captcha, ctx }: AccountsKit) {
  if (ctx.config.env === 'production' || !isConsoleProvider(sms)) return;
  const app = typed(fastify);

  app.get(
    AccountPaths.devSmsOutbox,
    {
      schema: {
        querystring: z.object({ phone: phoneSchema }),
        response: answer.data(z.array(smsOutboxEntrySchema)),
      },
    },
    async (request) => ok(await sms.outbox(request.query.phone)),
  );

  app.get(
    AccountPaths.devCaptcha,
    {
      schema: {
        querystring: z.object({ uuid: z.uuid(AccountMessages.uuidInvalid) }),
        response: answer.data(devCaptchaAnswerSchema),
      },
    },
    async (request) => ok({ answer: await captcha.peek(request.query.uuid) }),
  );
}
