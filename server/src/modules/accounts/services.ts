import { AccountPaths, API_BASE } from '@museum/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { createSmsProvider, type SmsProvider } from '../../platform/sms/index.ts';
import { createWechatOpenPlatform, type WechatOpenPlatform } from '../../platform/wechat/open-platform.ts';
import { type CaptchaService, createCaptchaService } from './captcha.ts';
import { createLoginLock, type LoginLock } from './login-lock.ts';
import { createSmsCodeService, type SmsCodeService } from './sms-codes.ts';
import { createWechatStates, type WechatStates } from './wechat-states.ts';

/** Everything the accounts routes share, built once per app from the context and its configuration. */
export interface AccountServices {
  ctx: AppContext;
  captcha: CaptchaService;
  sms: SmsProvider;
  smsCodes: SmsCodeService;
  loginLock: LoginLock;
  wechatStates: WechatStates;
  /** null in simulator mode. */
  wechatOpen: WechatOpenPlatform | null;
  /** Opens a session for the user and returns its bearer token. */
  startSession(userId: number, request: FastifyRequest): Promise<string>;
}

export function createAccountServices(ctx: AppContext, deps: { fetch?: typeof fetch } = {}): AccountServices {
  const { config } = ctx;
  const sms = createSmsProvider(config.sms, { cache: ctx.cache, log: ctx.log, fetch: deps.fetch });
  const wechatOpen =
    config.wechat.mode === 'open'
      ? createWechatOpenPlatform(
          {
            appId: config.wechat.appId ?? '',
            appSecret: config.wechat.appSecret ?? '',
            redirectUri: `${config.publicUrl?.replace(/\/+$/, '')}${API_BASE}${AccountPaths.wechatCallback}`,
          },
          deps.fetch,
        )
      : null;
  return {
    ctx,
    captcha: createCaptchaService(ctx.cache, config.captchaEnabled),
    sms,
    smsCodes: createSmsCodeService({
      cache: ctx.cache,
      provider: sms,
      cipher: ctx.personalData,
      ipHourlyLimit: config.sms.ipHourlyLimit,
      log: ctx.log,
    }),
    loginLock: createLoginLock(ctx.cache, {
      maxFailures: config.accounts.loginMaxFailures,
      lockMinutes: config.accounts.loginLockMinutes,
    }),
    wechatStates: createWechatStates(ctx.cache),
    wechatOpen,
    startSession: (userId, request) =>
      ctx.sessions.create(userId, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  };
}
