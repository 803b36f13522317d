import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, PRODUCTION_TEST_ENV } from '#test/helpers/app.ts';
import { uniquePhone } from '#test/helpers/users.ts';
import { loadConfig } from '../../../config.ts';
import { aliyunSignature, createAliyunSmsProvider, percentEncode } from '../../../platform/sms/aliyun.ts';
import { SmsSendError } from '../../../platform/sms/provider.ts';
import { createTencentSmsProvider, tc3Authorization } from '../../../platform/sms/tencent.ts';
import { smsKeys } from '../sms-codes.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const message = { phone: '13800138000', type: 'signIn' as const, code: '482913', ttlMinutes: 5 };

afterEach(() => vi.unstubAllGlobals());

describe('Aliyun SMS', () => {
  it('signs as Aliyun documents it (the SendSms example)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(percentEncode("a b*~'")).toBe('a%20b%2A~%27');
  });

  it('sends the code in TemplateParam with a signature, and reports a refusal', async () => {
    const fetchMock = vi.fn(async (_url: string) => json({ Code: 'OK', Message: 'OK', RequestId: 'r1' }));
    const provider = createAliyunSmsProvider(
      {
        accessKeyId: 'AK',
        accessKeySecret: 'SECRET',
        signName: '天山美术馆',
        templateCode: 'SMS_1',
        endpoint: 'https://dysmsapi.aliyuncs.com',
      },
      fetchMock as unknown as typeof fetch,
    );
    await provider.send(message);
    const url = new URL(fetchMock.mock.calls[0]![0]);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800138000',
      SignName: '天山美术馆',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"482913"}',
      AccessKeyId: 'AK',
    });
    const { Signature, ...signed } = params;
    expect(Signature).toBe(aliyunSignature(signed, 'SECRET'));
    expect(url.toString()).not.toContain('SECRET');

    fetchMock.mockImplementationOnce(async () =>
      json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }),
    );
    await expect(provider.send(message)).rejects.toThrow(SmsSendError);
  });
});

describe('Tencent Cloud SMS', () => {
  it('signs as Tencent Cloud documents it (TC3-HMAC-SHA256 example)', () => {
    expect(
      tc3Authorization({
        secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
        secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
        service: 'cvm',
        host: 'cvm.tencentcloudapi.com',
        payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
        timestamp: 1551113065,
      }),
    ).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('posts SendSms with the code and minutes as template parameters, and reports a refusal', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      json({ Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } }),
    );
    const provider = createTencentSmsProvider(
      {
        secretId: 'SID',
        secretKey: 'SKEY',
        sdkAppId: '1400000000',
        signName: '天山美术馆',
        templateId: '100001',
        region: 'ap-guangzhou',
        endpoint: 'https://sms.tencentcloudapi.com',
      },
      fetchMock as unknown as typeof fetch,
    );
    await provider.send(message);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://sms.tencentcloudapi.com');
    const headers = init!.headers as Record<string, string>;
    expect(headers['X-TC-Action']).toBe('SendSms');
    expect(headers['X-TC-Version']).toBe('2021-01-11');
    expect(headers.Authorization).toBe(
      tc3Authorization({
        secretId: 'SID',
        secretKey: 'SKEY',
        service: 'sms',
        host: 'sms.tencentcloudapi.com',
        payload: init!.body as string,
        timestamp: Number(headers['X-TC-Timestamp']),
      }),
    );
    expect(JSON.parse(init!.body as string)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000000',
      SignName: '天山美术馆',
      TemplateId: '100001',
      TemplateParamSet: ['482913', '5'],
    });

    fetchMock.mockImplementationOnce(async () =>
      json({ Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' }, RequestId: 'r' } }),
    );
    await expect(provider.send(message)).rejects.toThrow(SmsSendError);
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(provider.send(message)).rejects.toThrow(SmsSendError);
  });
});

describe('provider selection', () => {
  it('refuses a real provider without its credentials', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun' })).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, SMS_TEMPLATE_CODE/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'tencent', SMS_TEMPLATE_CODE: '1' })).toThrow(
      /TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID/,
    );
  });

  it('sends through the configured adapter, without a dev outbox, and lets the visitor retry after a failure', async () => {
    const fetchMock = vi.fn(async () => json({ Code: 'OK' }));
    vi.stubGlobal('fetch', fetchMock);
    const t = await createTestApp({
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'AK',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'SECRET',
      SMS_TEMPLATE_CODE: 'SMS_1',
    });
    try {
      const phone = uniquePhone();
      expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).code).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((await t.app.inject({ url: `/prod-api/dev/sms-outbox?phone=${phone}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/prod-api/dev/captcha?uuid=x' })).statusCode).toBe(404);

      const other = uniquePhone();
      fetchMock.mockImplementationOnce(async () => json({ Code: 'isv.MOBILE_NUMBER_ILLEGAL' }));
      expect(await t.api('GET', `/common/sms/send?phone=${other}&type=signIn`)).toEqual({
        code: 500,
        msg: '短信发送失败，请稍后重试',
      });
      expect(await t.cache.get(smsKeys.minuteGap(other))).toBeNull();
      expect((await t.api('GET', `/common/sms/send?phone=${other}&type=signIn`)).code).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('has no development route in production, whatever is allowed: the console provider only logs there', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      { ...PRODUCTION_TEST_ENV, ALLOW_CONSOLE_SMS: 'true', ALLOW_WECHAT_SIMULATOR: 'true' },
      undefined,
      undefined,
      { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const phone = uniquePhone();
      expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).code).toBe(200);
      expect((await t.app.inject({ url: `/prod-api/dev/sms-outbox?phone=${phone}` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/prod-api/dev/captcha?uuid=x' })).statusCode).toBe(404);
      expect(await t.cache.get(`sms:outbox:${phone}`)).toBeNull();
      const sent = lines.map((line) => JSON.parse(line)).find((line) => line.msg.startsWith('console SMS'));
      expect(sent.msg).toMatch(/\d{6}/);
      expect(sent.phone).not.toContain(phone);
    } finally {
      await t.close();
    }
  });

  it('keeps its outbox outside production, for development and end-to-end tests', async () => {
    const t = await createTestApp();
    try {
      const phone = uniquePhone();
      expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).code).toBe(200);
      const outbox = await t.api('GET', `/dev/sms-outbox?phone=${phone}`);
      expect(outbox.data[0]).toMatchObject({ phone, type: 'signIn', code: expect.stringMatching(/^\d{6}$/) });
    } finally {
      await t.close();
    }
  });
});
