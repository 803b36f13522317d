type Fetch = typeof fetch;
/** WeChat calls give up after this long, so a slow API never holds a visitor's request. */
const HTTP_TIMEOUT_MS = 10_000;

/** Who scanned: the unionid links accounts across the museum's WeChat apps; the openid is per app. */
export interface WechatIdentity {
  openId: string;
  unionId: string | null;
  nickname: string | null;
}

export class WechatError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WechatError';
  }
}

export interface WechatOpenPlatform {
  /** WeChat's own QR page for website login, framed by the login dialog; it redirects the frame back to us. */
  authorizeUrl(state: string): string;
  /** Trades the `code` of the redirect for the visitor's identity (server to server; the secret never leaves). */
  exchange(code: string): Promise<WechatIdentity>;
}

const API = 'https://api.weixin.qq.com';

/** Every WeChat API answer may carry an error instead of its fields. */
interface WechatApiError {
  errcode?: number;
  errmsg?: string;
}

async function call<T>(fetchImpl: Fetch, url: string): Promise<T> {
  let body: T & WechatApiError;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    body = (await response.json()) as T & WechatApiError;
  } catch (error) {
    throw new WechatError('WeChat API unreachable', { cause: error });
  }
  if (body.errcode) throw new WechatError(`WeChat API refused: ${body.errcode} ${body.errmsg}`);
  return body;
}

/** WeChat Open Platform website login (snsapi_login), as the official wxLogin.js frames it. */
export function createWechatOpenPlatform(
  options: { appId: string; appSecret: string; redirectUri: string },
  fetchImpl: Fetch = fetch,
): WechatOpenPlatform {
  return {
    authorizeUrl(state) {
      const query = new URLSearchParams({
        appid: options.appId,
        scope: 'snsapi_login',
        redirect_uri: options.redirectUri,
        state,
        response_type: 'code',
        login_type: 'jssdk',
        // The redirect happens inside the frame, so the page that polls stays where it is.
        self_redirect: 'true',
      });
      return `https://open.weixin.qq.com/connect/qrconnect?${query}`;
    },

    async exchange(code) {
      const token = await call<{ access_token: string; openid: string; unionid?: string }>(
        fetchImpl,
        `${API}/sns/oauth2/access_token?${new URLSearchParams({
          appid: options.appId,
          secret: options.appSecret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      const info = await call<{ nickname?: string; unionid?: string }>(
        fetchImpl,
        `${API}/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid })}`,
      );
      return {
        openId: token.openid,
        unionId: token.unionid ?? info.unionid ?? null,
        nickname: info.nickname ?? null,
      };
    },
  };
}
