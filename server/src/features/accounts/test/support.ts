import type { SmsOutboxEntry, SmsType } from '@museum/shared';
import { expect } from 'vitest';
import type { TestApp } from '#test/helpers/app.ts';
import { smsKeys } from '../sms-codes.ts';

/** Test apps for accounts: a generous per-IP SMS limit so many sends from 127.0.0.1 stay within it. */
export const ACCOUNT_TEST_ENV = { SMS_IP_HOURLY_LIMIT: '10000' } as const;

export const PASSWORD = 'Museum2026';
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a code (stepping over the one-minute gap) and reads it back from the console outbox. */
export async function sendCode(t: TestApp, phone: string, type: SmsType): Promise<string> {
  await t.cache.delete(smsKeys.minuteGap(phone));
  const sent = await t.api('GET', `/common/sms/send?phone=${phone}&type=${type}`);
  expect(sent).toMatchObject({ code: 200 });
  const outbox = await t.api('GET', `/dev/sms-outbox?phone=${phone}`);
  const entry = (outbox.data as SmsOutboxEntry[]).find((e) => e.type === type);
  return entry!.code;
}

/** A captcha and its answer, read through the development endpoint. */
export async function solveCaptcha(t: TestApp): Promise<{ uuid: string; code: string }> {
  const image = await t.api('GET', '/captchaImage');
  expect(image, image.msg).toMatchObject({ code: 200, uuid: expect.any(String) });
  const peek = await t.api('GET', `/dev/captcha?uuid=${image.uuid}`);
  expect(peek, peek.msg).toMatchObject({ code: 200, data: { answer: expect.any(String) } });
  return { uuid: image.uuid, code: peek.data.answer };
}

export async function register(t: TestApp, phone: string, password = PASSWORD) {
  const smsCode = await sendCode(t, phone, 'signUp');
  const body = await t.api('POST', '/client/signUp', {
    payload: { phone, password, smsCode, checked: true, signupType: 0 },
  });
  expect(body).toMatchObject({ code: 200 });
}

export async function signIn(t: TestApp, phone: string, password = PASSWORD, remoteAddress?: string) {
  return t.api('POST', '/client/signIn', {
    payload: { username: phone, password, ...(await solveCaptcha(t)) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Registers and signs in; returns the token. */
export async function registeredUser(t: TestApp, phone: string, password = PASSWORD): Promise<string> {
  await register(t, phone, password);
  const body = await signIn(t, phone, password);
  expect(body.code).toBe(200);
  return body.data.token;
}

export async function getInfo(t: TestApp, token: string) {
  return t.api('GET', '/client/getInfo', { headers: bearer(token) });
}
