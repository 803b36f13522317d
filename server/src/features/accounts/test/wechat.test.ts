import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { uniquePhone } from '#test/helpers/users.ts';
import { loadConfig } from '../../../config.ts';
import { users, wechatSimulatorUsers } from '../tables.ts';
import { accountForWechat } from '../wechat-accounts.ts';
import { ACCOUNT_TEST_ENV, bearer, getInfo, registeredUser, sendCode } from './support.ts';

const newState = () => randomBytes(16).toString('hex');

/** The simulated phone: a cookie jar of one device, and what it does on the simulator page. */
function phone(t: TestApp) {
  let cookie = '';
  return {
    async open(state: string) {
      const response = await t.app.inject({
        url: `/prod-api/wechat/public/simulator?state=${state}`,
        headers: cookie ? { cookie } : {},
      });
      const set = response.headers['set-cookie'];
      if (typeof set === 'string') cookie = set.split(';')[0]!;
      return response;
    },
    async submit(fields: Record<string, string>) {
      return t.app.inject({
        method: 'POST',
        url: '/prod-api/wechat/public/simulator',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        payload: new URLSearchParams(fields).toString(),
      });
    },
  };
}

const check = (t: TestApp, state: string) => t.api('GET', `/wechat/public/checkLogin?state=${state}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ACCOUNT_TEST_ENV);
});
afterAll(() => t.close());
afterEach(() => vi.unstubAllGlobals());

/** Scans a fresh QR code with the device and confirms as `identity`; returns the token checkLogin answers. */
async function wechatSignIn(device: ReturnType<typeof phone>, identity = 'new', nickname = '') {
  const state = newState();
  await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
  await device.open(state);
  await device.submit({ state, action: 'confirm', identity, nickname });
  const body = await check(t, state);
  expect(body.code).toBe(200);
  return body.data.token as string;
}

describe('WeChat simulator', () => {
  it('hands out a QR code of the simulator page for a fresh state, once', async () => {
    const state = newState();
    const body = await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
    expect(body).toMatchObject({ code: 200, data: { mode: 'simulator', expiresIn: 300 } });
    expect(body.data.base64).toMatch(/^data:image\/png;base64,/);
    expect(body.data.simulatorUrl).toMatch(new RegExp(`/prod-api/wechat/public/simulator\\?state=${state}$`));
    expect((await t.api('GET', `/wechat/public/loginQrcode?state=${state}`)).msg).toBe(
      '二维码已失效，请刷新二维码',
    );
    expect((await t.api('GET', '/wechat/public/loginQrcode?state=short')).msg).toBe(
      '二维码参数有误，请刷新二维码',
    );
  });

  it('walks waiting, scanned, confirmed, then signs in exactly once', async () => {
    const device = phone(t);
    const state = newState();
    expect((await check(t, state)).code).toBe(410);
    await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
    expect(await check(t, state)).toEqual({ code: 202, msg: '等待扫码' });
    const page = await device.open(state);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('申请使用你的微信账号登录');
    expect(page.body).toContain('新建模拟微信用户');
    expect(await check(t, state)).toEqual({ code: 203, msg: '已扫码，请在手机上确认登录' });
    const confirmed = await device.submit({
      state,
      action: 'confirm',
      identity: 'new',
      nickname: '沙漠之舟',
    });
    expect(confirmed.body).toContain('已确认登录');
    const body = await check(t, state);
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    expect((await check(t, state)).code).toBe(410);
    // A spent state cannot be handed out again for another scan.
    expect((await t.api('GET', `/wechat/public/loginQrcode?state=${state}`)).msg).toBe(
      '二维码已失效，请刷新二维码',
    );
    const info = await getInfo(t, body.data.token);
    expect(info.data.user).toMatchObject({ username: null, nickname: '沙漠之舟', wechatBound: true });
  });

  it('reports a cancellation and an expired page', async () => {
    const device = phone(t);
    const state = newState();
    await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
    await device.open(state);
    await device.submit({ state, action: 'cancel', identity: 'new' });
    expect(await check(t, state)).toEqual({ code: 410, msg: '已在手机上取消登录，请点击刷新二维码' });
    const stale = await device.open(newState());
    expect(stale.statusCode).toBe(410);
    expect(stale.body).toContain('二维码已失效');
  });

  it('offers a device only its own identities', async () => {
    const first = phone(t);
    await wechatSignIn(first, 'new', '天池');
    const state = newState();
    await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
    expect((await first.open(state)).body).toContain('天池');
    const second = phone(t);
    const page = await second.open(state);
    expect(page.body).not.toContain('天池');
  });

  it('refuses a nickname the rule does not allow, on the page', async () => {
    const device = phone(t);
    const state = newState();
    await t.api('GET', `/wechat/public/loginQrcode?state=${state}`);
    await device.open(state);
    const page = await device.submit({ state, action: 'confirm', identity: 'new', nickname: '<b>x</b>' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('昵称须为1-20个字');
    expect(page.body).not.toContain('<b>x</b>');
  });
});

describe('completing a WeChat-only profile (wanShan)', () => {
  it('binds a new phone and signs the same identity in to it afterwards', async () => {
    const device = phone(t);
    const token = await wechatSignIn(device, 'new', '葡萄沟');
    const userId = (await getInfo(t, token)).data.user.id;
    const mobile = uniquePhone();
    const smsCode = await sendCode(t, mobile, 'shenFen');
    const body = await t.api('PUT', '/client/account/wanShan', {
      headers: bearer(token),
      payload: { phone: mobile, smsCode },
    });
    expect(body).toMatchObject({ code: 200, data: { token: expect.any(String) } });
    expect((await getInfo(t, token)).code).toBe(401);
    expect((await getInfo(t, body.data.token)).data.user).toMatchObject({ id: userId, username: mobile });
    // The simulator page lists the identity it created; choosing it again signs in to the same account.
    const [identity] = await t.db
      .select()
      .from(wechatSimulatorUsers)
      .where(eq(wechatSimulatorUsers.nickname, '葡萄沟'));
    const again = await wechatSignIn(device, String(identity!.id));
    expect((await getInfo(t, again)).data.user).toMatchObject({ id: userId, username: mobile });
    expect(
      (
        await t.api('PUT', '/client/account/wanShan', {
          headers: bearer(again),
          payload: { phone: mobile, smsCode },
        })
      ).msg,
    ).toBe('您的账号已绑定手机号，无需重复完善');
  });

  it('moves WeChat onto the account that already holds the phone', async () => {
    const mobile = uniquePhone();
    const existing = await registeredUser(t, mobile);
    const existingId = (await getInfo(t, existing)).data.user.id;
    const device = phone(t);
    const token = await wechatSignIn(device, 'new', '喀纳斯');
    const temporaryId = (await getInfo(t, token)).data.user.id;
    const smsCode = await sendCode(t, mobile, 'shenFen');
    const body = await t.api('PUT', '/client/account/wanShan', {
      headers: bearer(token),
      payload: { phone: mobile, smsCode },
    });
    expect(body.msg).toBe('已绑定到您的账号');
    expect((await getInfo(t, body.data.token)).data.user).toMatchObject({
      id: existingId,
      wechatBound: true,
    });
    const [temporary] = await t.db.select().from(users).where(eq(users.id, temporaryId));
    expect(temporary).toMatchObject({ status: 'deleted', wechatOpenId: null, wechatUnionId: null });
    const [identity] = await t.db
      .select()
      .from(wechatSimulatorUsers)
      .where(eq(wechatSimulatorUsers.nickname, '喀纳斯'));
    expect((await getInfo(t, await wechatSignIn(device, String(identity!.id)))).data.user.id).toBe(
      existingId,
    );
  });

  it('refuses a phone whose account has another WeChat', async () => {
    const mobile = uniquePhone();
    const first = await wechatSignIn(phone(t), 'new', '博格达');
    const code1 = await sendCode(t, mobile, 'shenFen');
    await t.api('PUT', '/client/account/wanShan', {
      headers: bearer(first),
      payload: { phone: mobile, smsCode: code1 },
    });
    const second = await wechatSignIn(phone(t), 'new', '赛里木');
    const code2 = await sendCode(t, mobile, 'shenFen');
    const body = await t.api('PUT', '/client/account/wanShan', {
      headers: bearer(second),
      payload: { phone: mobile, smsCode: code2 },
    });
    expect(body.msg).toBe('该手机号已绑定其他微信账号，请更换手机号或使用短信验证码登录');
  });
});

describe('WeChat Open Platform mode', () => {
  const OPEN_ENV = {
    ...ACCOUNT_TEST_ENV,
    WECHAT_MODE: 'open',
    WECHAT_APP_ID: 'wx0123456789abcdef',
    WECHAT_APP_SECRET: 'top-secret-value',
    PUBLIC_URL: 'https://museum.example.cn',
  };

  it('refuses to start without an app id, secret and public address', () => {
    expect(() => loadConfig({ WECHAT_MODE: 'open' })).toThrow(/WECHAT_APP_ID, WECHAT_APP_SECRET, PUBLIC_URL/);
  });

  it('frames the snsapi_login page, exchanges the code on the server and links by unionid', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const body = url.includes('/sns/oauth2/access_token')
          ? { access_token: 'ACCESS', openid: 'o-open-1', unionid: 'u-union-1', scope: 'snsapi_login' }
          : { openid: 'o-open-1', nickname: '天山访客', unionid: 'u-union-1' };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const open = await createTestApp(OPEN_ENV);
    try {
      const state = newState();
      const qr = await open.api('GET', `/wechat/public/loginQrcode?state=${state}`);
      expect(qr.data.mode).toBe('open');
      expect(qr.data.base64).toBeUndefined();
      const authorize = new URL(qr.data.authorizeUrl);
      expect(authorize.origin + authorize.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        appid: 'wx0123456789abcdef',
        scope: 'snsapi_login',
        state,
        redirect_uri: 'https://museum.example.cn/prod-api/wechat/public/callback',
      });
      expect(JSON.stringify(qr)).not.toContain('top-secret-value');

      const callback = await open.app.inject({
        url: `/prod-api/wechat/public/callback?code=CODE123&state=${state}`,
      });
      expect(callback.body).toContain('已确认登录');
      expect(calls[0]).toContain('secret=top-secret-value');
      expect(calls[0]).toContain('code=CODE123');
      const body = await open.api('GET', `/wechat/public/checkLogin?state=${state}`);
      expect(body.code).toBe(200);
      const info = await open.api('GET', '/client/getInfo', { headers: bearer(body.data.token) });
      expect(info.data.user).toMatchObject({ username: null, nickname: '天山访客', wechatBound: true });
      const [row] = await open.db.select().from(users).where(eq(users.wechatUnionId, 'u-union-1'));
      expect(row!.wechatOpenId).toBe('o-open-1');
    } finally {
      await open.close();
    }
  });

  it('finds an account linked by openid alone once WeChat sends a unionid, and remembers the unionid', async () => {
    const [linked] = await t.db
      .insert(users)
      .values({ phone: null, nickname: '早年微信', wechatOpenId: 'o-early-1' })
      .returning();
    const user = await accountForWechat(
      t.db,
      { openId: 'o-early-1', unionId: 'u-later-1', nickname: '换了昵称' },
      t.config.site.name,
    );
    expect(user.id).toBe(linked!.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, linked!.id));
    expect(row!.wechatUnionId).toBe('u-later-1');
    // Signing in again by unionid alone (a new openid from another app of the same platform) finds it too.
    expect(
      (
        await accountForWechat(
          t.db,
          { openId: 'o-other-app', unionId: 'u-later-1', nickname: null },
          t.config.site.name,
        )
      ).id,
    ).toBe(linked!.id);
  });

  it('reports a refused exchange to the polling page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))),
    );
    const open = await createTestApp(OPEN_ENV);
    try {
      const state = newState();
      await open.api('GET', `/wechat/public/loginQrcode?state=${state}`);
      const callback = await open.app.inject({
        url: `/prod-api/wechat/public/callback?code=BAD&state=${state}`,
      });
      expect(callback.body).toContain('授权失败');
      expect(await open.api('GET', `/wechat/public/checkLogin?state=${state}`)).toEqual({
        code: 410,
        msg: '微信授权失败，请刷新二维码后重试',
      });
      // No simulator in open mode.
      expect(
        (await open.app.inject({ url: `/prod-api/wechat/public/simulator?state=${state}` })).statusCode,
      ).toBe(404);
    } finally {
      await open.close();
    }
  });
});
