import { createHash, createHmac } from 'node:crypto';
import {
  type Fetch,
  requestJson,
  type SmsMessage,
  type SmsNotice,
  type SmsProvider,
  SmsSendError,
} from './provider.ts';

export interface TencentSmsOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** The notice template (a closed day's bookings cancelled), if registered. */
  noticeTemplateId?: string;
  region: string;
  endpoint: string;
}

const CONTENT_TYPE = 'application/json; charset=utf-8';
const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256) of a JSON POST to "/", as the Authorization header. */
export function tc3Authorization(input: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${CONTENT_TYPE}\nhost:${input.host}\n`,
    signedHeaders,
    sha256(input.payload),
  ].join('\n');
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256(canonicalRequest)].join(
    '\n',
  );
  const secretDate = hmac(`TC3${input.secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

interface TencentResponse {
  Response?: {
    Error?: { Code: string; Message: string };
    SendStatusSet?: { Code: string; Message: string }[];
    RequestId?: string;
  };
}

/**
 * Tencent Cloud SMS (SendSms 2021-01-11). The template has two parameters: {1} the code, {2} minutes valid.
 */
export function createTencentSmsProvider(options: TencentSmsOptions, fetchImpl: Fetch = fetch): SmsProvider {
  const host = new URL(options.endpoint).host;
  async function deliver(phone: string, templateId: string, templateParams: string[]) {
    const payload = JSON.stringify({
      PhoneNumberSet: [`+86${phone}`],
      SmsSdkAppId: options.sdkAppId,
      SignName: options.signName,
      TemplateId: templateId,
      TemplateParamSet: templateParams,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const authorization = tc3Authorization({
      secretId: options.secretId,
      secretKey: options.secretKey,
      service: 'sms',
      host,
      payload,
      timestamp,
    });
    const body = await requestJson<TencentResponse>(fetchImpl, 'tencent', options.endpoint, {
      method: 'POST',
      headers: {
        Authorization: authorization,
        'Content-Type': CONTENT_TYPE,
        Host: host,
        'X-TC-Action': 'SendSms',
        'X-TC-Version': '2021-01-11',
        'X-TC-Region': options.region,
        'X-TC-Timestamp': String(timestamp),
      },
      body: payload,
    });
    const result = body.Response;
    const status = result?.SendStatusSet?.[0];
    if (result?.Error || status?.Code !== 'Ok') {
      const reason = result?.Error ?? status;
      throw new SmsSendError(
        `tencent SMS refused: ${reason?.Code} ${reason?.Message} (${result?.RequestId})`,
      );
    }
  }
  return {
    kind: 'tencent',
    send: (message: SmsMessage) =>
      deliver(message.phone, options.templateId, [message.code, String(message.ttlMinutes)]),
    async notify(notice: SmsNotice) {
      if (!options.noticeTemplateId) throw new SmsSendError('tencent SMS: no notice template configured');
      await deliver(notice.phone, options.noticeTemplateId, Object.values(notice.params));
    },
  };
}
