import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Cache } from '../cache/index.ts';
import { createAliyunSmsProvider } from './aliyun.ts';
import { type ConsoleSmsProvider, createConsoleSmsProvider } from './console.ts';
import type { Fetch, SmsProvider } from './provider.ts';
import { createTencentSmsProvider } from './tencent.ts';

export type { ConsoleSmsProvider } from './console.ts';
export { type SmsMessage, type SmsNotice, type SmsProvider, SmsSendError } from './provider.ts';

/** The provider SMS_PROVIDER names; loadConfig has already refused missing credentials. */
export function createSmsProvider(
  sms: Config['sms'],
  deps: { cache: Cache; log: FastifyBaseLogger; fetch?: Fetch },
): SmsProvider {
  const templateCode = sms.templateCode ?? '';
  switch (sms.provider) {
    case 'aliyun':
      return createAliyunSmsProvider(
        {
          accessKeyId: sms.aliyun.accessKeyId ?? '',
          accessKeySecret: sms.aliyun.accessKeySecret ?? '',
          signName: sms.signName,
          templateCode,
          noticeTemplateCode: sms.noticeTemplateCode,
          endpoint: sms.aliyun.endpoint,
        },
        deps.fetch,
      );
    case 'tencent':
      return createTencentSmsProvider(
        {
          secretId: sms.tencent.secretId ?? '',
          secretKey: sms.tencent.secretKey ?? '',
          sdkAppId: sms.tencent.sdkAppId ?? '',
          signName: sms.signName,
          templateId: templateCode,
          noticeTemplateId: sms.noticeTemplateCode,
          region: sms.tencent.region,
          endpoint: sms.tencent.endpoint,
        },
        deps.fetch,
      );
    default:
      return createConsoleSmsProvider(deps.cache, deps.log, sms.signName, sms.devOutbox);
  }
}

export const isConsoleProvider = (provider: SmsProvider): provider is ConsoleSmsProvider =>
  provider.kind === 'console';
