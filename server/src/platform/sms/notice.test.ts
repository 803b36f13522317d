import { describe, expect, it, type Mock, vi } from 'vitest';
import { createAliyunSmsProvider } from './aliyun.ts';
import { type SmsProvider, SmsSendError } from './provider.ts';
import { createTencentSmsProvider } from './tencent.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const notice = {
  phone: '13800138000',
  text: '因设备检修，本馆12月4日 周五闭馆，您当日的入馆预约已取消。',
  params: { day: '12月4日 周五', reason: '设备检修' },
};

/**
 * A provider refuses a notice until its notice template is configured, without calling the service; with one, it
 * sends the notice. Answers the service's mock, for the request it made.
 */
async function sentOnlyWithNoticeTemplate<O>(
  create: (options: O, fetch: typeof globalThis.fetch) => SmsProvider,
  options: NoInfer<O>,
  noticeTemplate: Partial<NoInfer<O>>,
  answer: unknown,
): Promise<Mock<(url: string, init?: RequestInit) => Promise<Response>>> {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json(answer));
  const fetch = fetchMock as unknown as typeof globalThis.fetch;
  await expect(create(options, fetch).notify(notice)).rejects.toBeInstanceOf(SmsSendError);
  expect(fetchMock).not.toHaveBeenCalled();
  await create({ ...options, ...noticeTemplate }, fetch).notify(notice);
  return fetchMock;
}

describe('SMS notices (a closed day cancelled bookings)', () => {
  it('go through the Aliyun notice template with the day and the reason', async () => {
    const fetchMock = await sentOnlyWithNoticeTemplate(
      createAliyunSmsProvider,
      {
        accessKeyId: 'AK',
        accessKeySecret: 'SECRET',
        signName: '天山美术馆',
        templateCode: 'SMS_CODE',
        endpoint: 'https://dysmsapi.aliyuncs.com',
      },
      { noticeTemplateCode: 'SMS_NOTICE' },
      { Code: 'OK', Message: 'OK', RequestId: 'r1' },
    );
    const params = Object.fromEntries(new URL(fetchMock.mock.calls[0]![0]).searchParams);
    expect(params).toMatchObject({
      PhoneNumbers: '13800138000',
      TemplateCode: 'SMS_NOTICE',
      TemplateParam: JSON.stringify(notice.params),
    });
  });

  it('go through the Tencent notice template with the day and the reason, in order', async () => {
    const fetchMock = await sentOnlyWithNoticeTemplate(
      createTencentSmsProvider,
      {
        secretId: 'ID',
        secretKey: 'KEY',
        sdkAppId: '1400000000',
        signName: '天山美术馆',
        templateId: '100',
        region: 'ap-guangzhou',
        endpoint: 'https://sms.tencentcloudapi.com',
      },
      { noticeTemplateId: '200' },
      { Response: { RequestId: 'r1', SendStatusSet: [{ Code: 'Ok', Message: 'send success' }] } },
    );
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({
      PhoneNumberSet: ['+8613800138000'],
      TemplateId: '200',
      TemplateParamSet: ['12月4日 周五', '设备检修'],
    });
  });
});
