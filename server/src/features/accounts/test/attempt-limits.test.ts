import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { CAPTCHA_OFF, passwordChecks, SIGN_IN_BURST, WRONG_PASSWORD } from '#test/helpers/password-checks.ts';
import { uniquePhone } from '#test/helpers/users.ts';
import { ACCOUNT_TEST_ENV, bearer, PASSWORD, register, sendCode } from './support.ts';

// Every password the server checks is counted: the limits must hold before one is checked.
vi.mock('@node-rs/argon2', async (importOriginal) =>
  (await import('#test/helpers/password-checks.ts')).countingArgon2(importOriginal),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNT_TEST_ENV, ...CAPTCHA_OFF });
});
afterAll(() => t.close());
beforeEach(() => {
  passwordChecks.count = 0;
});

const signIn = (phone: string, password: string, ip: string) =>
  t.api('POST', '/client/signIn', {
    payload: { username: phone, password, uuid: '', code: '' },
    remoteAddress: ip,
  });

/** The same request `count` times at once. */
const burst = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

async function signedIn(phone: string) {
  await register(t, phone);
  const body = await signIn(phone, PASSWORD, '10.9.0.1');
  expect(body.code).toBe(200);
  passwordChecks.count = 0;
  return body.data.token as string;
}

describe('password attempts under a burst', () => {
  it('checks at most five passwords of 300 sent at once, then keeps the lock', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const answers = await burst(SIGN_IN_BURST, () => signIn(phone, WRONG_PASSWORD, '10.8.0.1'));
    expect(passwordChecks.count).toBe(5);
    expect(answers.filter((a) => a.msg.includes('还可尝试'))).toHaveLength(4);
    expect(answers.every((a) => a.code === 500)).toBe(true);
    // Locked for the full time, the right password included; from another network the owner still gets in.
    expect((await signIn(phone, PASSWORD, '10.8.0.1')).msg).toMatch(/已被锁定，请15分钟后再试/);
    expect((await signIn(phone, PASSWORD, '10.8.0.2')).code).toBe(200);
    expect(passwordChecks.count).toBe(6);
  });

  it('gives a right password its attempt back, so the owner is not counted against', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    for (let i = 0; i < 4; i++) await signIn(phone, WRONG_PASSWORD, '10.8.1.1');
    expect((await signIn(phone, PASSWORD, '10.8.1.1')).code).toBe(200);
    expect((await signIn(phone, WRONG_PASSWORD, '10.8.1.1')).msg).toBe('手机号或密码错误，还可尝试4次');
  });

  it('counts every address of an IPv6 /64 as one network', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    for (let i = 1; i <= 5; i++) await signIn(phone, WRONG_PASSWORD, `2001:db8:5:9::${i}`);
    expect((await signIn(phone, PASSWORD, '2001:db8:5:9:ffff::1')).msg).toMatch(/已被锁定/);
    expect((await signIn(phone, PASSWORD, '2001:db8:5:a::1')).code).toBe(200);
  });

  it('locks password sign-in of an account guessed at from many networks', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    await burst(SIGN_IN_BURST, (i) => signIn(phone, WRONG_PASSWORD, `10.7.${i >> 8}.${i & 255}`));
    expect(passwordChecks.count).toBe(20);
    const fresh = await signIn(phone, PASSWORD, '10.7.200.1');
    expect(fresh.msg).toMatch(
      /该账号近期密码错误次数过多，已暂停密码登录，请15分钟后再试，或使用短信验证码登录/,
    );
    // The owner still gets in by SMS.
    const smsCode = await sendCode(t, phone, 'signIn');
    expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } })).code).toBe(200);
  });

  it('limits the current password asked for when closing the account', async () => {
    const phone = uniquePhone();
    const token = await signedIn(phone);
    const answers = await burst(SIGN_IN_BURST, () =>
      t.api('DELETE', '/client/account', {
        headers: bearer(token),
        payload: { password: WRONG_PASSWORD },
        remoteAddress: '10.6.0.1',
      }),
    );
    expect(passwordChecks.count).toBe(5);
    expect(answers.filter((a) => a.msg.startsWith('登录密码错误，还可尝试'))).toHaveLength(4);
    expect(answers.every((a) => a.code === 500)).toBe(true);
  });

  it('limits the old password asked for when changing it', async () => {
    const phone = uniquePhone();
    const token = await signedIn(phone);
    await burst(SIGN_IN_BURST, () =>
      t.api('PUT', '/client/changePwd', {
        headers: bearer(token),
        payload: { oldPwd: WRONG_PASSWORD, newPwd: 'Tianshan2027' },
        remoteAddress: '10.6.1.1',
      }),
    );
    expect(passwordChecks.count).toBe(5);
    expect(await signIn(phone, PASSWORD, '10.6.1.2')).toMatchObject({ code: 200 });
  });
});

describe('SMS code guesses under a burst', () => {
  it('compares at most five guesses of 300, and the code is dead for every request after the fifth', async () => {
    const phone = uniquePhone();
    const code = await sendCode(t, phone, 'signIn');
    const fingerprint = vi.spyOn(t.ctx.personalData, 'fingerprint');
    const guesses = Array.from({ length: SIGN_IN_BURST }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await burst(SIGN_IN_BURST, (i) =>
      t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: guesses[i] } }),
    );
    const compared = fingerprint.mock.calls.filter(([text]) => text.startsWith(`sms:signIn:${phone}:`));
    fingerprint.mockRestore();
    expect(compared).toHaveLength(5);
    expect(answers.filter((a) => a.msg === '短信验证码错误')).toHaveLength(4);
    expect(answers.every((a) => a.code !== 200)).toBe(true);
    const late = await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: code } });
    expect(late).toMatchObject({ code: 500, msg: '短信验证码已失效，请重新获取' });
  });

  it('still accepts the right code after four wrong ones', async () => {
    const phone = uniquePhone();
    const code = await sendCode(t, phone, 'signIn');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++)
      await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: wrong } });
    expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: code } })).code).toBe(200);
  });
});

describe('asking whether a phone is registered', () => {
  it('answers one network a limited number of times an hour, so phone ranges cannot be swept', async () => {
    const ask = (i: number, remoteAddress: string) =>
      t.api('GET', `/client/checkExist/${uniquePhone()}`, {
        remoteAddress: remoteAddress.replace('*', String(i)),
      });
    const answers = await burst(70, (i) => ask(i, '2001:db8:c:1::*'));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(60);
    expect(answers.filter((a) => a.msg === '当前网络查询手机号过于频繁，请稍后再试')).toHaveLength(10);
    expect((await ask(1, '2001:db8:c:2::*')).code).toBe(200);
  });
});
