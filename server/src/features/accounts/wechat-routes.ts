import { randomBytes } from 'node:crypto';
import {
  AccountMessages,
  AccountPaths,
  API_BASE,
  apiResultSchema,
  messageResultSchema,
  textSchema,
  tokenResultSchema,
  wanShanSchema,
  wechatQrcodeSchema,
  wechatStateQuerySchema,
} from '@museum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { renderResultPage, renderSimulatorPage } from '../../platform/wechat/simulator-page.ts';
import { clientOf } from './sign-in-routes.ts';
import type { ResultPage, WechatService } from './wechat.ts';

const DEVICE_COOKIE = 'wx_sim_device';
const SIMULATOR_PATH = `${API_BASE}${AccountPaths.wechatSimulator}`;

const simulatorFormSchema = z.object({
  state: wechatStateQuerySchema.shape.state,
  action: z.enum(['confirm', 'cancel']),
  identity: textSchema(AccountMessages.formInvalid).regex(/^(new|\d{1,9})$/),
  nickname: textSchema(AccountMessages.formInvalid).max(40).optional(),
});
const callbackQuerySchema = z.object({
  state: wechatStateQuerySchema.shape.state,
  code: textSchema(AccountMessages.authCodeInvalid).min(1).max(256).optional(),
});

/** `framed`: the open-mode callback is shown inside the login dialog's frame, so this site may frame it. */
function sendPage(reply: FastifyReply, html: string, status = 200, framed = false) {
  const ancestors = framed ? "'self'" : "'none'";
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`,
    )
    .send(html);
}

/** The phone's pages, for the API document. */
const pageAnswer = answer.raw('A page for the phone', ['text/html'], 'text');

const sendResult = (reply: FastifyReply, page: ResultPage, simulator: boolean) =>
  sendPage(reply, renderResultPage(page.title, page.text, { simulator }), 200, !simulator);

/** The simulated phone: a random id in a long-lived cookie, owning the WeChat identities created on it. */
function simulatorDevice(request: FastifyRequest, reply: FastifyReply): string {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([a-f0-9]{32})`).exec(request.headers.cookie ?? '');
  if (match) return match[1]!;
  const device = randomBytes(16).toString('hex');
  reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${device}; Path=${SIMULATOR_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax`,
  );
  return device;
}

/** WeChat QR login (docs/spec §4, §7) in both modes, and the pages the phone shows. */
export async function wechatRoutes(fastify: FastifyInstance, wechat: WechatService, config: Config) {
  const app = typed(fastify);
  const siteName = config.site.name;

  app.get(
    AccountPaths.wechatQrcode,
    { schema: { querystring: wechatStateQuerySchema, response: answer.data(wechatQrcodeSchema) } },
    async (request) => {
      const { state } = request.query;
      return ok(
        await wechat.qrcode(state, `${publicOrigin(config, request)}${SIMULATOR_PATH}?state=${state}`),
      );
    },
  );

  app.get(
    AccountPaths.wechatCheckLogin,
    {
      schema: {
        querystring: wechatStateQuerySchema,
        response: { 200: z.union([apiResultSchema(tokenResultSchema), messageResultSchema]) },
      },
    },
    async (request) => wechat.checkLogin(request.query.state, clientOf(request)),
  );

  app.put(
    AccountPaths.wanShan,
    { onRequest: requireUser, schema: { body: wanShanSchema, response: answer.data(tokenResultSchema) } },
    async (request) => wechat.completeProfile(request.user, request.body, clientOf(request)),
  );

  if (config.wechat.mode === 'open') {
    // WeChat loads this inside the login dialog's frame after the visitor answers on the phone.
    app.get(AccountPaths.wechatCallback, { schema: { response: pageAnswer } }, async (request, reply) => {
      const query = callbackQuerySchema.safeParse(request.query);
      const page = await wechat.openPlatformReturn(query.data?.state, query.data?.code);
      return sendResult(reply, page, false);
    });
    return;
  }

  await fastify.register(async (scope) => {
    // The phone page posts an ordinary HTML form; the parser stays inside this scope.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const expired = (reply: FastifyReply) =>
      sendPage(
        reply,
        renderResultPage('二维码已失效', '请回到网页刷新二维码后重新扫码。', { simulator: true }),
        410,
      );
    const phonePage = (state: string, identities: { id: number; nickname: string }[], error?: string) =>
      renderSimulatorPage({ siteName, state, identities, formAction: SIMULATOR_PATH, error });

    scope.get(AccountPaths.wechatSimulator, { schema: { response: pageAnswer } }, async (request, reply) => {
      const state = wechatStateQuerySchema.safeParse(request.query).data?.state;
      const identities = await wechat.simulatorScan(state, simulatorDevice(request, reply));
      return state && identities ? sendPage(reply, phonePage(state, identities)) : expired(reply);
    });

    scope.post(AccountPaths.wechatSimulator, { schema: { response: pageAnswer } }, async (request, reply) => {
      const form = simulatorFormSchema.safeParse(request.body);
      if (!form.success || !(await wechat.isPending(form.data.state))) return expired(reply);
      const { state, action, identity, nickname } = form.data;
      if (action === 'cancel') return sendResult(reply, await wechat.simulatorCancel(state), true);
      const device = simulatorDevice(request, reply);
      const problem = identity === 'new' ? wechat.nicknameProblem(nickname) : null;
      if (problem) return sendPage(reply, phonePage(state, await wechat.identitiesOf(device), problem), 400);
      const page = await wechat.simulatorConfirm(
        state,
        device,
        identity === 'new' ? 'new' : Number(identity),
        nickname,
      );
      return page ? sendResult(reply, page, true) : expired(reply);
    });
  });
}
