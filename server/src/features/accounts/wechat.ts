import { randomBytes, randomInt } from 'node:crypto';
import {
  AccountMessages,
  type ApiResult,
  checkNickname,
  type MessageResult,
  type TokenResult,
  WechatLoginCode,
  type WechatQrcode,
  type wanShanSchema,
} from '@museum/shared';
import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { BusinessError, fail, unauthorized } from '../../platform/http/errors.ts';
import type { WechatIdentity } from '../../platform/wechat/open-platform.ts';
import type { SimulatorIdentity } from '../../platform/wechat/simulator-page.ts';
import { afterAccountClosed, closeAccountIn } from './closing.ts';
import type { AccountsKit, Client } from './kit.ts';
import { users, wechatSimulatorUsers } from './tables.ts';
import { assertActive, findById, findByPhone, isUniqueViolation, updateUser } from './users.ts';
import { accountForWechat } from './wechat-accounts.ts';
import { WECHAT_STATE_TTL_SECONDS } from './wechat-states.ts';

/** What the phone (the simulator page, or WeChat's redirect) shows when a step is over. */
export interface ResultPage {
  title: string;
  text: string;
}

const EXPIRED: ResultPage = { title: '二维码已过期', text: '请刷新二维码后重新扫码。' };

/** WeChat QR login in both modes, the simulator's phone, and completing a WeChat-only profile. */
export function createWechatService(kit: AccountsKit) {
  const { ctx, wechatStates, smsCodes, sessions } = kit;

  /** A state the phone may still act on (issued, not yet confirmed, cancelled or expired), or null. */
  async function pending(state: string | undefined) {
    const entry = state ? await wechatStates.get(state) : null;
    return entry?.status === 'waiting' || entry?.status === 'scanned' ? entry : null;
  }

  /** Confirms a pending state for the account of a WeChat identity; the page says how it went. */
  async function confirm(state: string, identity: WechatIdentity): Promise<ResultPage> {
    try {
      const user = await accountForWechat(ctx.db, identity, ctx.config.site.name);
      if (await wechatStates.update(state, { status: 'confirmed', userId: user.id })) {
        return { title: '已确认登录', text: '请回到电脑上的网页，登录将自动完成。' };
      }
      return { title: '二维码已过期', text: '请回到网页刷新二维码后重新扫码。' };
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      await wechatStates.update(state, { status: 'failed', message: error.message });
      return { title: '无法登录', text: error.message };
    }
  }

  const identitiesOf = (device: string): Promise<SimulatorIdentity[]> =>
    ctx.db
      .select({ id: wechatSimulatorUsers.id, nickname: wechatSimulatorUsers.nickname })
      .from(wechatSimulatorUsers)
      .where(eq(wechatSimulatorUsers.deviceId, device))
      .orderBy(asc(wechatSimulatorUsers.id));

  return {
    /** A fresh state's QR code: WeChat's own page (open mode) or the simulator's address drawn as a QR code. */
    async qrcode(state: string, simulatorUrl: string): Promise<WechatQrcode> {
      if (!(await wechatStates.open(state))) throw fail(AccountMessages.wechatStateUsed);
      if (kit.wechatOpen) {
        return {
          mode: 'open',
          authorizeUrl: kit.wechatOpen.authorizeUrl(state),
          expiresIn: WECHAT_STATE_TTL_SECONDS,
        };
      }
      const base64 = await QRCode.toDataURL(simulatorUrl, {
        margin: 1,
        width: 360,
        errorCorrectionLevel: 'M',
        color: { dark: '#1c1b19', light: '#ffffff' },
      });
      return { mode: 'simulator', base64, simulatorUrl, expiresIn: WECHAT_STATE_TTL_SECONDS };
    },

    /** Polled every 2 s with errors suppressed: codes 202/203 while waiting, 410 when over, 200 with the token. */
    async checkLogin(state: string, client: Client): Promise<MessageResult | ApiResult<TokenResult>> {
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
      return ok<TokenResult>(
        { token: await kit.startSession(entry.userId, client) },
        AccountMessages.signedIn,
      );
    },

    /** Binds a phone to a WeChat-only account; when that phone already has an account, WeChat moves onto it. */
    async completeProfile(
      session: SessionUser,
      { phone, smsCode }: z.output<typeof wanShanSchema>,
      client: Client,
    ): Promise<ApiResult<TokenResult>> {
      const current = await findById(ctx.db, session.id);
      if (current?.status !== 'active') throw unauthorized();
      if (current.phone) throw fail(AccountMessages.profileAlreadyComplete);
      await smsCodes.verify(phone, 'shenFen', smsCode);
      const existing = await findByPhone(ctx.db, phone);
      if (existing) {
        assertActive(existing, ctx.config.site.name);
        const boundElsewhere =
          (existing.wechatUnionId && existing.wechatUnionId !== current.wechatUnionId) ||
          (existing.wechatOpenId && existing.wechatOpenId !== current.wechatOpenId);
        if (boundElsewhere) throw fail(AccountMessages.wechatBoundElsewhere);
        await ctx.db.transaction(async (tx) => {
          await closeAccountIn(ctx, tx, current.id);
          await tx
            .update(users)
            .set({
              wechatOpenId: current.wechatOpenId,
              wechatUnionId: current.wechatUnionId,
              updatedAt: ctx.clock.now(),
            })
            .where(eq(users.id, existing.id));
        });
        await afterAccountClosed(ctx, sessions, current.id);
        return ok({ token: await kit.startSession(existing.id, client) }, AccountMessages.wechatBound);
      }
      try {
        await updateUser(ctx.db, current.id, { phone });
      } catch (error) {
        if (isUniqueViolation(error)) throw fail(AccountMessages.phoneTaken);
        throw error;
      }
      await sessions.revoke(session.sessionId);
      return ok({ token: await kit.startSession(current.id, client) }, AccountMessages.profileCompleted);
    },

    /** WeChat's redirect after the visitor answered on the phone (open mode): `code` is absent when refused. */
    async openPlatformReturn(state: string | undefined, code: string | undefined): Promise<ResultPage> {
      if (!state || !(await pending(state))) return EXPIRED;
      if (!code) {
        await wechatStates.update(state, { status: 'cancelled' });
        return { title: '已取消授权', text: '如需登录，请刷新二维码。' };
      }
      try {
        return await confirm(state, await kit.wechatOpen!.exchange(code));
      } catch (error) {
        ctx.log.error({ err: error }, 'WeChat code exchange failed');
        await wechatStates.update(state, { status: 'failed' });
        return { title: '授权失败', text: AccountMessages.wechatFailed };
      }
    },

    /** The simulated phone opened the QR code: the identities it holds, or null when the state is over. */
    async simulatorScan(state: string | undefined, device: string): Promise<SimulatorIdentity[] | null> {
      const entry = await pending(state);
      if (!state || !entry) return null;
      if (entry.status === 'waiting') await wechatStates.update(state, { status: 'scanned' });
      return identitiesOf(device);
    },

    identitiesOf,

    /** Whether a state can still be answered from the simulated phone. */
    isPending: async (state: string | undefined) => (await pending(state)) !== null,

    async simulatorCancel(state: string): Promise<ResultPage> {
      await wechatStates.update(state, { status: 'cancelled' });
      return { title: '已取消登录', text: '网页上的登录已取消。' };
    },

    /**
     * Confirms with a new simulated WeChat user (`nickname` may be empty) or one the device made before; null when
     * the device holds no such identity.
     */
    async simulatorConfirm(
      state: string,
      device: string,
      identity: 'new' | number,
      nickname: string | undefined,
    ): Promise<ResultPage | null> {
      let simulated: { openId: string; unionId: string; nickname: string } | undefined;
      if (identity === 'new') {
        simulated = {
          openId: `sim_o_${randomBytes(12).toString('hex')}`,
          unionId: `sim_u_${randomBytes(12).toString('hex')}`,
          nickname: nickname?.trim() || `微信用户${randomInt(1000, 10_000)}`,
        };
        await ctx.db.insert(wechatSimulatorUsers).values({ deviceId: device, ...simulated });
      } else {
        [simulated] = await ctx.db
          .select()
          .from(wechatSimulatorUsers)
          .where(and(eq(wechatSimulatorUsers.id, identity), eq(wechatSimulatorUsers.deviceId, device)))
          .limit(1);
        if (!simulated) return null;
      }
      return confirm(state, simulated);
    },

    /** A nickname typed on the simulated phone, checked like the site's own (null when acceptable or empty). */
    nicknameProblem: (nickname: string | undefined) =>
      nickname?.trim() && checkNickname(nickname) !== null ? AccountMessages.nicknameInvalid : null,
  };
}
export type WechatService = ReturnType<typeof createWechatService>;
