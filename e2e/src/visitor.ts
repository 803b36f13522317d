import { AccountPaths, FilePaths, idCardCheckDigit } from '@museum/shared';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect } from './test.ts';

/** The cookie the site keeps a visitor's session in (docs/spec §3). */
const TOKEN_COOKIE = 'Web-XJMSG-Token';

/** A valid 18-digit ID number (GB 11643 check digit) ending in the given three digits. */
export function idCardNumber(sequence: string): string {
  const body = `65010419850315${sequence.padStart(3, '0').slice(-3)}`;
  return body + idCardCheckDigit(body);
}

/** Signs a visitor in over the API with an SMS code read from the console provider's outbox; answers the token. */
export async function signInVisitor(request: APIRequestContext, phone: string): Promise<string> {
  await request.get(`/prod-api${AccountPaths.smsSend}?phone=${phone}&type=signIn`);
  const outbox = await (await request.get(`/prod-api${AccountPaths.devSmsOutbox}?phone=${phone}`)).json();
  const signedIn = await (
    await request.post(`/prod-api${AccountPaths.smsSignIn}`, {
      data: { phone, smsCode: outbox.data[0].code },
    })
  ).json();
  expect(signedIn.code, JSON.stringify(signedIn)).toBe(200);
  return signedIn.data.token;
}

/** Verifies the visitor's real name over the API, as the real-name form does. */
export async function verifyRealName(request: APIRequestContext, token: string, name: string, card: string) {
  const answer = await (
    await request.put(`/prod-api${AccountPaths.authentication}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { truename: name, card, consent: true },
    })
  ).json();
  expect(answer.code, JSON.stringify(answer)).toBe(200);
}

/** Hands the visitor's session to every page of the browser context. */
export function signInPages(context: BrowserContext, token: string, baseURL: string) {
  return context.addCookies([{ name: TOKEN_COOKIE, value: token, url: baseURL }]);
}

/** Uploads a file as the visitor does, through the upload policy; answers the stored file's address. */
export async function uploadAsVisitor(
  request: APIRequestContext,
  token: string,
  kind: 'document' | 'media',
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const policy = (
    await (await request.get(`/prod-api${FilePaths.uploadPolicy}?kind=${kind}`, { headers })).json()
  ).data;
  const key = `${policy.keyPrefix}${Date.now()}-${file.name}`;
  const stored = await (
    await request.post(policy.url, { headers, multipart: { ...policy.fields, key, file } })
  ).json();
  expect(stored.code, JSON.stringify(stored)).toBe(200);
  return `${policy.publicBaseUrl}${key}`;
}
