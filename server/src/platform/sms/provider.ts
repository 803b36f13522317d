import type { SmsType } from '@museum/shared';

/** One verification code to deliver. */
export interface SmsMessage {
  phone: string;
  type: SmsType;
  code: string;
  ttlMinutes: number;
}

/**
 * A notice to a visitor (a closed day's bookings cancelled): the text for the console provider, and the values
 * the real providers' notice template (SMS_NOTICE_TEMPLATE_CODE) receives, in this order.
 */
export interface SmsNotice {
  phone: string;
  text: string;
  params: Record<string, string>;
}

/** Sends verification codes and notices; chosen by SMS_PROVIDER (docs/PRODUCT.md "Runs anywhere"). */
export interface SmsProvider {
  readonly kind: 'console' | 'aliyun' | 'tencent';
  send(message: SmsMessage): Promise<void>;
  /** Throws SmsSendError when no notice template is configured for a real provider. */
  notify(notice: SmsNotice): Promise<void>;
}

/** The provider refused or could not be reached; the detail is for the log, never for the visitor. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

const PURPOSES: Record<SmsType, string> = {
  signIn: '登录',
  signUp: '注册',
  findPwd: '找回密码',
  shenFen: '身份验证',
};

/** The text a visitor reads; the real providers render their registered template with the same values. */
export function smsText(signName: string, message: SmsMessage): string {
  return `【${signName}】您正在${PURPOSES[message.type]}，验证码为${message.code}，${message.ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
}

/** Provider HTTP calls give up after this long, so a slow gateway never holds a visitor's request. */
const SMS_HTTP_TIMEOUT_MS = 10_000;

export type Fetch = typeof fetch;

/**
 * Calls a provider's API and reads its JSON answer, giving up after SMS_HTTP_TIMEOUT_MS: a failure on the way
 * (unreachable, too slow, not JSON) is an SmsSendError naming the provider.
 */
export async function requestJson<T>(
  fetchImpl: Fetch,
  provider: SmsProvider['kind'],
  url: string,
  init: RequestInit = {},
): Promise<T> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(SMS_HTTP_TIMEOUT_MS) });
    return (await response.json()) as T;
  } catch (error) {
    throw new SmsSendError(`${provider} SMS request failed`, { cause: error });
  }
}
