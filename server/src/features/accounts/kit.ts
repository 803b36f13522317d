import type { Language } from '@museum/shared';
import { AccountPaths, API_BASE } from '@museum/shared';
import type { AppContext } from '../../platform/context.ts';
import { createSmsProvider, type SmsProvider } from '../../platform/sms/index.ts';
import { createWechatOpenPlatform, type WechatOpenPlatform } from '../../platform/wechat/open-platform.ts';
import { type CaptchaService, createCaptchaService } from './captcha.ts';
import { createLoginLock, type LoginLock } from './login-lock.ts';
import { createSessionStore, type SessionStore } from './sessions.ts';
import { createSmsCodeService, type SmsCodeService } from './sms-codes.ts';
import { createWechatStates, type WechatStates } from './wechat-states.ts';

/** Who is asking: kept with a session (the security log), and the key of per-IP limits. */
export interface Client {
  ip: string;
  userAgent?: string;
  /** The language the visitor asked in: a new account's first nickname is in it. */
  language?: Language;
}

/** What the accounts services share, built once per app from the context and its configuration. */
export interface AccountsKit {
  ctx: AppContext;
  captcha: CaptchaService;
  sms: SmsProvider;
  smsCodes: SmsCodeService;
  loginLock: LoginLock;
  sessions: SessionStore;
  wechatStates: WechatStates;
  /** null in simulator mode. */
  wechatOpen: WechatOpenPlatform | null;
  /** Opens a session for the user and returns its bearer token. */
  startSession(userId: number, client: Client): Promise<string>;
}

export function createAccountsKit(ctx: AppContext, deps: { fetch?: typeof fetch } = {}): AccountsKit {
  const { config } = ctx;
  const sms = createSmsProvider(config.sms, { cache: ctx.cache, log: ctx.log, fetch: deps.fetch });
  const sessions = createSessionStore(ctx.db, { ttlMs: config.accounts.sessionTtlMs });
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
      accountMaxFailures: config.accounts.loginAccountMaxFailures,
      lockMinutes: config.accounts.loginLockMinutes,
    }),
    sessions,
    wechatStates: createWechatStates(ctx.cache),
    wechatOpen,
    startSession: (userId, client) => sessions.create(userId, client),
  };
}
