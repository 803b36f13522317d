import type { SmsOutboxEntry } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { uniquePhone } from '#test/helpers/users.ts';
import { DEMO_VISITOR } from '../../../seed/accounts.ts';
import { hashToken } from '../sessions.ts';
import { SMS_CODE_TTL_SECONDS, smsKeys } from '../sms-codes.ts';
import { sessions, users } from '../tables.ts';
import {
  ACCOUNT_TEST_ENV,
  bearer,
  getInfo,
  PASSWORD,
  register,
  registeredUser,
  sendCode,
  signIn,
  solveCaptcha,
} from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ACCOUNT_TEST_ENV);
});
afterAll(() => t.close());

const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('captcha', () => {
  it('answers captchaEnabled, a base64 PNG and a uuid, at the top level and in data', async () => {
    const body = await t.api('GET', '/captchaImage');
    expect(body).toMatchObject({ code: 200, captchaEnabled: true, uuid: expect.any(String) });
    expect(Buffer.from(body.img, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(body.data).toEqual({ captchaEnabled: true, img: body.img, uuid: body.uuid });
  });

  it('is single use: a wrong answer spends it', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const { uuid, code } = await solveCaptcha(t);
    const wrong = await t.api('POST', '/client/signIn', {
      payload: { username: phone, password: PASSWORD, uuid, code: `${code}x` },
    });
    expect(wrong).toEqual({ code: 500, msg: '验证码错误，请重新输入' });
    const again = await t.api('POST', '/client/signIn', {
      payload: { username: phone, password: PASSWORD, uuid, code },
    });
    expect(again).toEqual({ code: 500, msg: '验证码已失效，请点击图片刷新后重试' });
  });

  it('is case-insensitive and lives two minutes', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const { uuid, code } = await solveCaptcha(t);
    expect(await t.cache.ttl(`captcha:${uuid}`)).toBeLessThanOrEqual(120);
    const body = await t.api('POST', '/client/signIn', {
      payload: { username: phone, password: PASSWORD, uuid, code: code.toUpperCase() },
    });
    expect(body.code).toBe(200);
  });

  it('asks for the captcha when it is missing', async () => {
    const body = await t.api('POST', '/client/signIn', {
      payload: { username: uniquePhone(), password: PASSWORD },
    });
    expect(body).toEqual({ code: 500, msg: '请输入验证码' });
  });

  it('can be turned off with CAPTCHA_ENABLED=false', async () => {
    const off = await createTestApp({ ...ACCOUNT_TEST_ENV, CAPTCHA_ENABLED: 'false' });
    try {
      const image = await off.api('GET', '/captchaImage');
      expect(image).toMatchObject({ code: 200, captchaEnabled: false });
      expect(image.img).toBeUndefined();
      const phone = uniquePhone();
      await register(off, phone);
      const body = await off.api('POST', '/client/signIn', {
        payload: { username: phone, password: PASSWORD },
      });
      expect(body.code).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('SMS codes', () => {
  it('answers 手机号不能为空 for an empty or missing phone', async () => {
    expect(await t.api('GET', '/common/sms/send?phone=&type=signIn')).toEqual({
      code: 500,
      msg: '手机号不能为空',
    });
    expect(await t.api('GET', '/common/sms/send?type=signIn')).toEqual({ code: 500, msg: '手机号不能为空' });
  });

  it('refuses a malformed phone and an unknown type', async () => {
    expect((await t.api('GET', '/common/sms/send?phone=12345&type=signIn')).msg).toBe('请输入正确的手机号');
    const phone = uniquePhone();
    expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=hack`)).msg).toContain('短信类型有误');
  });

  it('sends 6 digits through the console outbox, newest first, and keeps only a keyed hash', async () => {
    const phone = uniquePhone();
    const first = await sendCode(t, phone, 'signIn');
    const second = await sendCode(t, phone, 'signIn');
    expect(first).toMatch(/^\d{6}$/);
    const outbox = await t.api('GET', `/dev/sms-outbox?phone=${phone}`);
    const entries = outbox.data as SmsOutboxEntry[];
    expect(entries.map((e) => e.code)).toEqual([second, first]);
    expect(entries[0]!.text).toContain(second);
    expect(entries[0]!.text).toContain('5分钟内有效');
    const stored = await t.cache.get(smsKeys.code('signIn', phone));
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(second);
    const ttl = await t.cache.ttl(smsKeys.code('signIn', phone));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SMS_CODE_TTL_SECONDS);
  });

  it('will not send a sign-up code to a registered phone, nor a recovery code to an unknown one', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signUp`)).msg).toBe(
      '该手机号已注册，请直接登录',
    );
    expect((await t.api('GET', `/common/sms/send?phone=${uniquePhone()}&type=findPwd`)).msg).toBe(
      '该手机号尚未注册，请先注册',
    );
  });

  it('sends at most one code a minute to a phone', async () => {
    const phone = uniquePhone();
    expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).code).toBe(200);
    const again = await t.api('GET', `/common/sms/send?phone=${phone}&type=shenFen`);
    expect(again.code).toBe(500);
    expect(again.msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
  });

  it('sends at most five codes an hour and ten a day to a phone', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) await sendCode(t, phone, 'signIn');
    await t.cache.delete(smsKeys.minuteGap(phone));
    expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).msg).toBe(
      '该手机号获取验证码过于频繁，请一小时后再试',
    );
    // A new hour: five more, then the day is full.
    await t.cache.delete(smsKeys.hour(phone));
    for (let i = 0; i < 5; i++) await sendCode(t, phone, 'signIn');
    await t.cache.delete(smsKeys.minuteGap(phone));
    await t.cache.delete(smsKeys.hour(phone));
    expect((await t.api('GET', `/common/sms/send?phone=${phone}&type=signIn`)).msg).toBe(
      '该手机号今日获取验证码次数已达上限，请明天再试',
    );
  });

  it('limits codes per IP per hour (SMS_IP_HOURLY_LIMIT)', async () => {
    const limited = await createTestApp({ SMS_IP_HOURLY_LIMIT: '2' });
    try {
      const send = (remoteAddress: string) =>
        limited.app
          .inject({ url: `/prod-api/common/sms/send?phone=${uniquePhone()}&type=signIn`, remoteAddress })
          .then((r) => r.json());
      expect((await send('10.1.1.1')).code).toBe(200);
      expect((await send('10.1.1.1')).code).toBe(200);
      expect(await send('10.1.1.1')).toEqual({ code: 500, msg: '当前网络获取验证码过于频繁，请稍后再试' });
      expect((await send('10.1.1.2')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('is single use', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } })).code).toBe(200);
    expect(await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } })).toEqual({
      code: 500,
      msg: '短信验证码已失效，请重新获取',
    });
  });

  it('belongs to its purpose: a sign-in code does not register', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    const body = await t.api('POST', '/client/signUp', {
      payload: { phone, password: PASSWORD, smsCode, checked: true, signupType: 0 },
    });
    expect(body).toEqual({ code: 500, msg: '短信验证码已失效，请重新获取' });
  });

  it('dies after five wrong tries, even for the right code afterwards', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    const wrong = smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: wrong } })).msg).toBe(
        '短信验证码错误',
      );
    }
    expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode: wrong } })).msg).toBe(
      '短信验证码错误次数过多，请重新获取',
    );
    expect((await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } })).msg).toBe(
      '短信验证码已失效，请重新获取',
    );
  });
});

describe('registration', () => {
  it('checkExist answers 200 for a free phone and a message for a taken one', async () => {
    const phone = uniquePhone();
    expect((await t.api('GET', `/client/checkExist/${phone}`)).code).toBe(200);
    await register(t, phone);
    expect(await t.api('GET', `/client/checkExist/${phone}`)).toEqual({
      code: 500,
      msg: '该手机号已注册，请直接登录',
    });
    expect((await t.api('GET', '/client/checkExist/123')).msg).toBe('请输入正确的手机号');
  });

  it('registers with an argon2id hash and a nickname that hides the phone', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const [row] = await t.db.select().from(users).where(eq(users.phone, phone));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(row!.nickname).toBe(`观众${phone.slice(-4)}`);
  });

  it('names what is wrong', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signUp');
    const attempt = (payload: Record<string, unknown>) =>
      t.api('POST', '/client/signUp', {
        payload: { phone, password: PASSWORD, smsCode, checked: true, signupType: 0, ...payload },
      });
    expect((await attempt({ password: 'museum2026' })).msg).toBe(
      '请输入正确的密码，密码8-20位，须包含英文大写、小写、数字',
    );
    expect((await attempt({ password: 'Mu2026!!abc' })).msg).toContain('请输入正确的密码');
    expect((await attempt({ password: 'Museum2026Museum20269' })).msg).toContain('请输入正确的密码');
    expect((await attempt({ checked: false })).msg).toBe('请勾选同意《用户服务协议》和《隐私政策》');
    expect((await attempt({ smsCode: '' })).msg).toBe('请输入验证码');
    expect((await attempt({ phone: '' })).msg).toBe('请输入手机号');
    expect((await attempt({ phone: '23800000000' })).msg).toBe('请输入正确的手机号');
    expect((await attempt({})).code).toBe(200);
    expect((await attempt({})).msg).toBe('该手机号已注册，请直接登录');
  });
});

describe('password sign-in', () => {
  it('answers a token that opens getInfo', async () => {
    const phone = uniquePhone();
    const body = await signIn(t, phone, PASSWORD).then(async (first) => {
      expect(first.msg).toContain('手机号或密码错误');
      await register(t, phone);
      return signIn(t, phone);
    });
    expect(body).toMatchObject({ code: 200, msg: '登录成功', data: { token: expect.any(String) } });
    const info = await getInfo(t, body.data.token);
    expect(info.data.user).toMatchObject({ username: phone, hasPassword: true, realNameVerified: false });
  });

  it('counts failures and locks the account-and-IP pair after five', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const ip = '10.2.0.1';
    for (let left = 4; left >= 1; left--) {
      expect((await signIn(t, phone, 'Wrong2026x', ip)).msg).toBe(`手机号或密码错误，还可尝试${left}次`);
    }
    const locked = await signIn(t, phone, 'Wrong2026x', ip);
    expect(locked.msg).toMatch(/密码错误次数过多，该账号在当前网络已被锁定，请15分钟后再试/);
    // The right password is refused too while locked, but only from that IP.
    expect((await signIn(t, phone, PASSWORD, ip)).msg).toMatch(/已被锁定/);
    expect((await signIn(t, phone, PASSWORD, '10.2.0.2')).code).toBe(200);
    // Recovering the password from the locked IP lifts the lock there.
    const smsCode = await sendCode(t, phone, 'findPwd');
    await t.app.inject({
      method: 'PUT',
      url: '/prod-api/client/findPwd',
      payload: { phone, newPwd: 'Tianshan2027', smsCode },
      remoteAddress: ip,
    });
    expect((await signIn(t, phone, 'Tianshan2027', ip)).code).toBe(200);
  });

  it('answers the same for an unknown phone as for a wrong password', async () => {
    expect((await signIn(t, uniquePhone(), PASSWORD, '10.3.0.1')).msg).toBe('手机号或密码错误，还可尝试4次');
  });

  it('refuses a suspended account and ends its sessions', async () => {
    const phone = uniquePhone();
    const token = await registeredUser(t, phone);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.phone, phone));
    expect((await getInfo(t, token)).code).toBe(401);
    expect((await signIn(t, phone)).msg).toBe('该账号已被停用，如有疑问请联系天山美术馆');
  });
});

describe('sessions', () => {
  it('keeps only a hash of the token and slides the expiry on use', async () => {
    const token = await registeredUser(t, uniquePhone());
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(token);
    const day = 24 * 3600 * 1000;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - day), expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(sessions.id, row!.id));
    expect((await getInfo(t, token)).code).toBe(200);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);
  });

  it('refuses an expired session', async () => {
    const token = await registeredUser(t, uniquePhone());
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await getInfo(t, token)).code).toBe(401);
  });
});

describe('demo visitor', () => {
  it('is seeded real-name verified outside production', async () => {
    const seeded = await createTestApp(ACCOUNT_TEST_ENV);
    try {
      await seeded.seed();
      const body = await signIn(seeded, DEMO_VISITOR.phone, DEMO_VISITOR.password);
      expect(body.code).toBe(200);
      expect((await getInfo(seeded, body.data.token)).data.user).toMatchObject({
        nickname: '天山观众',
        realNameVerified: true,
        realName: '李*澜',
        idCard: '6501**********0022',
      });
    } finally {
      await seeded.close();
    }
  });
});

describe('SMS sign-in', () => {
  it('creates the account for a new phone, without a password', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    const body = await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } });
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    const info = await getInfo(t, body.data.token);
    expect(info.data.user).toMatchObject({
      username: phone,
      nickname: `观众${phone.slice(-4)}`,
      hasPassword: false,
    });
    expect((await signIn(t, phone)).msg).toBe('该账号尚未设置密码，请使用短信验证码或微信登录');
  });

  it('names a new account in the language the visitor signed in from', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    const body = await t.api('POST', '/client/smsSignIn', {
      payload: { phone, smsCode },
      headers: { 'accept-language': 'en' },
    });
    expect((await getInfo(t, body.data.token)).data.user.nickname).toBe(`Visitor ${phone.slice(-4)}`);
  });

  it('signs in to an existing account', async () => {
    const phone = uniquePhone();
    const token = await registeredUser(t, phone);
    const userId = (await getInfo(t, token)).data.user.id;
    const smsCode = await sendCode(t, phone, 'signIn');
    const body = await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } });
    expect((await getInfo(t, body.data.token)).data.user.id).toBe(userId);
  });
});

describe('sign-out and recovery', () => {
  it('revokes the session on sign-out', async () => {
    const token = await registeredUser(t, uniquePhone());
    expect((await t.api('GET', '/client/signOut', { headers: bearer(token) })).code).toBe(200);
    expect((await getInfo(t, token)).code).toBe(401);
    // Signing out without a session is harmless.
    expect((await t.api('GET', '/client/signOut')).code).toBe(200);
  });

  it('recovers the password with an SMS code and ends every session', async () => {
    const phone = uniquePhone();
    const token = await registeredUser(t, phone);
    const smsCode = await sendCode(t, phone, 'findPwd');
    const body = await t.api('PUT', '/client/findPwd', {
      payload: { phone, newPwd: 'Kashgar2026', smsCode },
    });
    expect(body).toEqual({ code: 200, msg: '密码已重置，请使用新密码登录' });
    expect((await getInfo(t, token)).code).toBe(401);
    expect((await signIn(t, phone)).code).toBe(500);
    expect((await signIn(t, phone, 'Kashgar2026')).code).toBe(200);
  });

  it('does not recover an unknown phone or with a weak password', async () => {
    const phone = uniquePhone();
    await register(t, phone);
    const smsCode = await sendCode(t, phone, 'findPwd');
    expect(
      (await t.api('PUT', '/client/findPwd', { payload: { phone, newPwd: 'weak', smsCode } })).msg,
    ).toContain('请输入正确的密码');
    expect(
      (
        await t.api('PUT', '/client/findPwd', {
          payload: { phone: uniquePhone(), newPwd: 'Kashgar2026', smsCode },
        })
      ).msg,
    ).toBe('该手机号尚未注册，请先注册');
  });
});

describe('malformed input', () => {
  const calls: [string, string][] = [
    ['POST', '/client/signIn'],
    ['POST', '/client/smsSignIn'],
    ['POST', '/client/signUp'],
    ['PUT', '/client/findPwd'],
    ['PUT', '/client/changePwd'],
    ['PUT', '/client/changePhone'],
    ['PUT', '/client/account'],
    ['DELETE', '/client/account'],
    ['PUT', '/client/account/authentication'],
    ['PUT', '/client/account/wanShan'],
  ];
  const bodies: [string, unknown][] = [
    ['an injected object', { phone: { $gt: '' }, username: { $ne: null }, password: { $gt: '' } }],
    ['wrong types', { phone: 13800138000, username: 13800138000, password: 12345678, smsCode: 123456 }],
    ['an array', [1, 2, 3]],
    ['a string', 'phone=13800138000'],
    ['nothing', undefined],
  ];

  it('answers every bad body with code 500 and a Chinese message, never an HTTP error', async () => {
    const token = await registeredUser(t, uniquePhone());
    for (const [method, path] of calls) {
      for (const [label, payload] of bodies) {
        const response = await t.app.inject({
          method: method as 'POST',
          url: `/prod-api${path}`,
          headers: {
            ...bearer(token),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        expect(response.statusCode, `${method} ${path} with ${label}`).toBe(200);
        const body = response.json();
        expect(body.code, `${method} ${path} with ${label}: ${body.msg}`).toBe(500);
        expect(body.msg, `${method} ${path} with ${label}`).toMatch(/[\u4e00-\u9fa5]/);
        expect(body.msg).not.toMatch(/\$gt|stack|Error|undefined/);
      }
    }
  });

  it('names the phone for an injected phone object', async () => {
    const body = await t.api('POST', '/client/smsSignIn', {
      payload: { phone: { $gt: '' }, smsCode: '123456' },
    });
    expect(body).toEqual({ code: 500, msg: '请输入正确的手机号' });
  });

  it('refuses bad query strings on GET calls', async () => {
    expect((await t.api('GET', '/common/sms/send?phone[$gt]=&type=signIn')).code).toBe(500);
    expect((await t.api('GET', '/wechat/public/loginQrcode?state=<script>')).msg).toBe(
      '二维码参数有误，请刷新二维码',
    );
    expect((await t.api('GET', '/dev/captcha?uuid=nope')).code).toBe(500);
  });
});
