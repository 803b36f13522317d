import { randomBytes, randomInt } from 'node:crypto';
import {
  AccountMessages,
  AccountPaths,
  API_BASE,
  checkNickname,
  type TokenResult,
  WechatLoginCode,
  type WechatQrcode,
  wanShanSchema,
  wechatStateQuerySchema,
} from '@museum/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { BusinessError, fail, unauthorized } from '../../platform/http/errors.ts';
import type { WechatIdentity } from '../../platform/wechat/open-platform.ts';
import { renderResultPage, renderSimulatorPage } from '../../platform/wechat/simulator-page.ts';
import { cleanUpClosedAccount, closeAccountIn } from './deletion.ts';
import { users, wechatSimulatorUsers } from './schema.ts';
import type { AccountServices } from './services.ts';
import { assertActive, findById, findByPhone, isUniqueViolation, updateUser } from './users.ts';
import { accountForWechat } from './wechat-accounts.ts';
import { WECHAT_STATE_TTL_SECONDS } from './wechat-states.ts';

const DEVICE_COOKIE = 'wx_sim_device';
const SIMULATOR_PATH = `${API_BASE}${AccountPaths.wechatSimulator}`;

const simulatorFormSchema = z.object({
  state: wechatStateQuerySchema.shape.state,
  action: z.enum(['confirm', 'cancel']),
  identity: z.string().regex(/^(new|\d{1,9})$/),
  nickname: z.string().max(40).optional(),
});

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(html);
}

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

/** WeChat QR login in both modes, the simulator's phone page, and completing a WeChat-only profile. */
export async function wechatRoutes(fastify: FastifyInstance, services: AccountServices) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx, wechatStates, smsCodes } = services;
  const siteName = ctx.config.site.name;

  /** Confirms a pending state for the account of a WeChat identity; the page's title and text say how it went. */
  async function confirm(state: string, identity: WechatIdentity): Promise<[string, string]> {
    try {
      const user = await accountForWechat(ctx.db, identity);
      if (await wechatStates.update(state, { status: 'confirmed', userId: user.id })) {
        return ['已确认登录', '请回到电脑上的网页，登录将自动完成。'];
      }
      return ['二维码已过期', '请回到网页刷新二维码后重新扫码。'];
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      await wechatStates.update(state, { status: 'failed', message: error.message });
      return ['无法登录', error.message];
    }
  }

  app.get(AccountPaths.wechatQrcode, { schema: { querystring: wechatStateQuerySchema } }, async (request) => {
    const { state } = request.query;
    if (!(await wechatStates.open(state))) throw fail(AccountMessages.wechatStateUsed);
    if (services.wechatOpen) {
      return ok<WechatQrcode>({
        mode: 'open',
        authorizeUrl: services.wechatOpen.authorizeUrl(state),
        expiresIn: WECHAT_STATE_TTL_SECONDS,
      });
    }
    const origin = ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
    const simulatorUrl = `${origin}${SIMULATOR_PATH}?state=${state}`;
    const base64 = await QRCode.toDataURL(simulatorUrl, {
      margin: 1,
      width: 360,
      errorCorrectionLevel: 'M',
      color: { dark: '#1c1b19', light: '#ffffff' },
    });
    return ok<WechatQrcode>({ mode: 'simulator', base64, simulatorUrl, expiresIn: WECHAT_STATE_TTL_SECONDS });
  });

  // Polled every 2 s with errors suppressed: codes 202/203 while waiting, 410 when over, 200 with the token.
  app.get(
    AccountPaths.wechatCheckLogin,
    { schema: { querystring: wechatStateQuerySchema } },
    async (request) => {
      const { state } = request.query;
      const entry = await wechatStates.get(state);
      if (!entry) return { code: WechatLoginCode.expired, msg: AccountMessages.wechatExpired };
      switch (entry.status) {
        case 'waiting':
          return { code: WechatLoginCode.waiting, msg: AccountMessages.wechatWaiting };
        case 'scanned':
          return { code: WechatLoginCode.scanned, msg: AccountMessages.wechatScanned };
        case 'cancelled':
          return { code: WechatLoginCode.expired, msg: AccountMessages.wechatCancelled };
        case 'failed':
          return { code: WechatLoginCode.expired, msg: entry.message ?? AccountMessages.wechatFailed };
      }
      if (!entry.userId || !(await wechatStates.spend(state))) {
        return { code: WechatLoginCode.expired, msg: AccountMessages.wechatStateUsed };
      }
      return ok<TokenResult>({ token: await services.startSession(entry.userId, request) }, '登录成功');
    },
  );

  // Binds a phone to a WeChat-only account; when that phone already has an account, WeChat moves onto it.
  app.put(
    AccountPaths.wanShan,
    { preHandler: requireUser, schema: { body: wanShanSchema } },
    async (request) => {
      const { phone, smsCode } = request.body;
      const current = await findById(ctx.db, request.user.id);
      if (current?.status !== 'active') throw unauthorized();
      if (current.phone) throw fail(AccountMessages.profileAlreadyComplete);
      await smsCodes.verify(phone, 'shenFen', smsCode);
      const existing = await findByPhone(ctx.db, phone);
      if (existing) {
        assertActive(existing);
        const boundElsewhere =
          (existing.wechatUnionId && existing.wechatUnionId !== current.wechatUnionId) ||
          (existing.wechatOpenId && existing.wechatOpenId !== current.wechatOpenId);
        if (boundElsewhere) throw fail(AccountMessages.wechatBoundElsewhere);
        await ctx.db.transaction(async (tx) => {
          await closeAccountIn(tx, current.id);
          await tx
            .update(users)
            .set({
              wechatOpenId: current.wechatOpenId,
              wechatUnionId: current.wechatUnionId,
              updatedAt: new Date(),
            })
            .where(eq(users.id, existing.id));
        });
        await ctx.sessions.revokeAll(current.id);
        await cleanUpClosedAccount(ctx, current.id);
        return ok<TokenResult>(
          { token: await services.startSession(existing.id, request) },
          '已绑定到您的账号',
        );
      }
      try {
        await updateUser(ctx.db, current.id, { phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
        throw error;
      }
      await ctx.sessions.revoke(request.user.sessionId);
      return ok<TokenResult>({ token: await services.startSession(current.id, request) }, '信息已完善');
    },
  );

  if (services.wechatOpen) {
    const open = services.wechatOpen;
    // WeChat loads this inside the login dialog's frame after the visitor confirms on the phone.
    app.get(AccountPaths.wechatCallback, async (request, reply) => {
      const query = z
        .object({ state: wechatStateQuerySchema.shape.state, code: z.string().min(1).max(256).optional() })
        .safeParse(request.query);
      const entry = query.success ? await wechatStates.get(query.data.state) : null;
      if (!query.success || !entry || (entry.status !== 'waiting' && entry.status !== 'scanned')) {
        return sendPage(
          reply,
          renderResultPage('二维码已过期', '请刷新二维码后重新扫码。', { simulator: false }),
        );
      }
      const { state, code } = query.data;
      if (!code) {
        await wechatStates.update(state, { status: 'cancelled' });
        return sendPage(
          reply,
          renderResultPage('已取消授权', '如需登录，请刷新二维码。', { simulator: false }),
        );
      }
      try {
        const [title, text] = await confirm(state, await open.exchange(code));
        return sendPage(reply, renderResultPage(title, text, { simulator: false }));
      } catch (error) {
        request.log.error({ err: error }, 'WeChat code exchange failed');
        await wechatStates.update(state, { status: 'failed' });
        return sendPage(
          reply,
          renderResultPage('授权失败', AccountMessages.wechatFailed, { simulator: false }),
        );
      }
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

    const identitiesOf = (device: string) =>
      ctx.db
        .select({ id: wechatSimulatorUsers.id, nickname: wechatSimulatorUsers.nickname })
        .from(wechatSimulatorUsers)
        .where(eq(wechatSimulatorUsers.deviceId, device))
        .orderBy(asc(wechatSimulatorUsers.id));
    const expiredPage = (reply: FastifyReply) =>
      sendPage(
        reply,
        renderResultPage('二维码已失效', '请回到网页刷新二维码后重新扫码。', { simulator: true }),
        410,
      );

    scope.get(AccountPaths.wechatSimulator, async (request, reply) => {
      const query = wechatStateQuerySchema.safeParse(request.query);
      const entry = query.success ? await wechatStates.get(query.data.state) : null;
      if (!query.success || !entry || (entry.status !== 'waiting' && entry.status !== 'scanned')) {
        return expiredPage(reply);
      }
      const state = query.data.state;
      if (entry.status === 'waiting') await wechatStates.update(state, { status: 'scanned' });
      const device = simulatorDevice(request, reply);
      return sendPage(
        reply,
        renderSimulatorPage({
          siteName,
          state,
          identities: await identitiesOf(device),
          formAction: SIMULATOR_PATH,
        }),
      );
    });

    scope.post(AccountPaths.wechatSimulator, async (request, reply) => {
      const form = simulatorFormSchema.safeParse(request.body);
      const entry = form.success ? await wechatStates.get(form.data.state) : null;
      if (!form.success || !entry || (entry.status !== 'waiting' && entry.status !== 'scanned')) {
        return expiredPage(reply);
      }
      const { state, action, identity, nickname } = form.data;
      if (action === 'cancel') {
        await wechatStates.update(state, { status: 'cancelled' });
        return sendPage(reply, renderResultPage('已取消登录', '网页上的登录已取消。', { simulator: true }));
      }
      const device = simulatorDevice(request, reply);
      let simulated: { openId: string; unionId: string; nickname: string } | undefined;
      if (identity === 'new') {
        if (nickname?.trim() && checkNickname(nickname) !== null) {
          const identities = await identitiesOf(device);
          const page = renderSimulatorPage({
            siteName,
            state,
            identities,
            formAction: SIMULATOR_PATH,
            error: AccountMessages.nicknameInvalid,
          });
          return sendPage(reply, page, 400);
        }
        const values = {
          deviceId: device,
          openId: `sim_o_${randomBytes(12).toString('hex')}`,
          unionId: `sim_u_${randomBytes(12).toString('hex')}`,
          nickname: nickname?.trim() || `微信用户${randomInt(1000, 10_000)}`,
        };
        await ctx.db.insert(wechatSimulatorUsers).values(values);
        simulated = values;
      } else {
        [simulated] = await ctx.db
          .select()
          .from(wechatSimulatorUsers)
          .where(
            and(eq(wechatSimulatorUsers.id, Number(identity)), eq(wechatSimulatorUsers.deviceId, device)),
          )
          .limit(1);
        if (!simulated) return expiredPage(reply);
      }
      const { openId, unionId } = simulated;
      const [title, text] = await confirm(state, { openId, unionId, nickname: simulated.nickname });
      return sendPage(reply, renderResultPage(title, text, { simulator: true }));
    });
  });
}
