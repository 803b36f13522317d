import { createHmac, randomUUID } from 'node:crypto';
import {
  type Fetch,
  requestJson,
  type SmsMessage,
  type SmsNotice,
  type SmsProvider,
  SmsSendError,
} from './provider.ts';

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The notice template (a closed day's bookings cancelled), if registered. */
  noticeTemplateCode?: string;
  endpoint: string;
}

/** RFC 3986 encoding as Aliyun's POP signature wants it (space as %20, `*` encoded, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

/** Aliyun RPC signature V1: Base64(HMAC-SHA1(secret + "&", METHOD&%2F&encode(canonical query))). */
export function aliyunSignature(
  params: Record<string, string>,
  accessKeySecret: string,
  method = 'GET',
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign, 'utf8').digest('base64');
}

interface AliyunResponse {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

/** Aliyun SMS (dysmsapi SendSms 2017-05-25); the template receives `{"code": "123456"}`. */
export function createAliyunSmsProvider(options: AliyunSmsOptions, fetchImpl: Fetch = fetch): SmsProvider {
  async function deliver(phone: string, templateCode: string, templateParam: Record<string, string>) {
    const params: Record<string, string> = {
      AccessKeyId: options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = aliyunSignature(params, options.accessKeySecret);
    const url = `${options.endpoint.replace(/\/+$/, '')}/?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
    const body = await requestJson<AliyunResponse>(fetchImpl, 'aliyun', url);
    if (body.Code !== 'OK') {
      throw new SmsSendError(`aliyun SMS refused: ${body.Code} ${body.Message} (${body.RequestId})`);
    }
  }
  return {
    kind: 'aliyun',
    send: (message: SmsMessage) => deliver(message.phone, options.templateCode, { code: message.code }),
    async notify(notice: SmsNotice) {
      if (!options.noticeTemplateCode) throw new SmsSendError('aliyun SMS: no notice template configured');
      await deliver(notice.phone, options.noticeTemplateCode, notice.params);
    },
  };
}
