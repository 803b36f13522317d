import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, testIdCard, uniquePhone } from '#test/helpers/users.ts';
import { multipartBody, pngFile } from '../../files/test/fixtures.ts';
import { users } from '../tables.ts';
import { ACCOUNT_TEST_ENV, bearer, getInfo, PASSWORD, registeredUser, sendCode, signIn } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ACCOUNT_TEST_ENV);
});
afterAll(() => t.close());

/** A signed-in visitor with a password: phone, token and id. */
async function visitor() {
  const phone = uniquePhone();
  const token = await registeredUser(t, phone);
  const id = (await getInfo(t, token)).data.user.id as number;
  return { phone, token, id, headers: bearer(token) };
}

/** Uploads a PNG through the upload policy, as the avatar widget does; returns its address. */
async function uploadAvatar(token: string): Promise<string> {
  const sts = (await t.api('GET', '/common/oss/sts?kind=media', { headers: bearer(token) })).data;
  const key = `${sts.keyPrefix}${Date.now()}-avatar.png`;
  const form = multipartBody(
    { ...sts.fields, key },
    { name: 'avatar.png', type: 'image/png', body: await pngFile() },
  );
  const uploaded = (await t.app.inject({ method: 'POST', url: sts.url, ...form })).json();
  expect(uploaded.code).toBe(200);
  return `${sts.publicBaseUrl}${key}`;
}

describe('getInfo', () => {
  it('needs a session', async () => {
    expect((await t.api('GET', '/client/getInfo')).code).toBe(401);
  });

  it('answers data.user with exactly the profile fields', async () => {
    const { phone, token, id } = await visitor();
    const body = await getInfo(t, token);
    expect(body).toEqual({
      code: 200,
      msg: '操作成功',
      data: {
        user: {
          id,
          username: phone,
          nickname: `观众${phone.slice(-4)}`,
          avatar: null,
          realNameVerified: false,
          realName: null,
          idCard: null,
          idType: null,
          realNameVerifiedAt: null,
          hasPassword: true,
          wechatBound: false,
        },
      },
    });
  });
});

describe('nickname and avatar (PUT /client/account)', () => {
  it('changes the nickname and refuses bad ones', async () => {
    const { token, headers } = await visitor();
    const put = (payload: object) => t.api('PUT', '/client/account', { headers, payload });
    expect(await put({ nickname: '  天山 观众 ' })).toMatchObject({
      code: 200,
      data: { user: { nickname: '天山 观众' } },
    });
    for (const nickname of ['', '<script>', 'a'.repeat(21), '😀😀']) {
      expect((await put({ nickname })).msg).toBe('昵称须为1-20个字，不能包含特殊符号');
    }
    expect((await put({})).msg).toBe('请填写要修改的昵称或头像');
    expect((await getInfo(t, token)).data.user.nickname).toBe('天山 观众');
  });

  it('takes only the visitor own uploaded image as avatar', async () => {
    const owner = await visitor();
    const other = await visitor();
    const avatar = await uploadAvatar(owner.token);
    expect((await t.api('PUT', '/client/account', { headers: other.headers, payload: { avatar } })).msg).toBe(
      '只能提交您本人上传的文件',
    );
    expect(
      (
        await t.api('PUT', '/client/account', {
          headers: owner.headers,
          payload: { avatar: 'javascript:alert(1)' },
        })
      ).msg,
    ).toBe('头像地址有误，请重新上传');
    const body = await t.api('PUT', '/client/account', { headers: owner.headers, payload: { avatar } });
    expect(body.data.user.avatar).toBe(avatar);
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(200);
    const cleared = await t.api('PUT', '/client/account', {
      headers: owner.headers,
      payload: { avatar: null },
    });
    expect(cleared.data.user.avatar).toBeNull();
  });
});

describe('changing the password (PUT /client/changePwd)', () => {
  it('needs the old password, keeps this session and ends the others', async () => {
    const { phone, token, headers } = await visitor();
    const other = (await signIn(t, phone)).data.token;
    const change = (payload: object) => t.api('PUT', '/client/changePwd', { headers, payload });
    expect((await change({ newPwd: 'Turpan2026' })).msg).toBe('请输入原密码，或使用短信验证码验证身份');
    expect((await change({ oldPwd: 'Wrong2026x', newPwd: 'Turpan2026' })).msg).toBe(
      '原密码错误，还可尝试4次',
    );
    expect((await change({ oldPwd: PASSWORD, newPwd: PASSWORD })).msg).toBe('新密码不能与原密码相同');
    expect((await change({ oldPwd: PASSWORD, newPwd: 'weak' })).msg).toContain('请输入正确的密码');
    expect(await change({ oldPwd: PASSWORD, newPwd: 'Turpan2026' })).toEqual({
      code: 200,
      msg: '密码已修改，其他设备上的登录已退出',
    });
    expect((await getInfo(t, token)).code).toBe(200);
    expect((await getInfo(t, other)).code).toBe(401);
    expect((await signIn(t, phone, 'Turpan2026')).code).toBe(200);
  });

  it('lets an account created by SMS set a password with an SMS code', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signIn');
    const token = (await t.api('POST', '/client/smsSignIn', { payload: { phone, smsCode } })).data.token;
    const code = await sendCode(t, phone, 'findPwd');
    const body = await t.api('PUT', '/client/changePwd', {
      headers: bearer(token),
      payload: { smsCode: code, newPwd: 'Hami2026x' },
    });
    expect(body).toEqual({ code: 200, msg: '密码已设置' });
    expect((await getInfo(t, token)).data.user.hasPassword).toBe(true);
    expect((await signIn(t, phone, 'Hami2026x')).code).toBe(200);
  });
});

describe('changing the phone (PUT /client/changePhone)', () => {
  it('needs the password and a code sent to the new phone, then frees the old one', async () => {
    const { phone, token, headers } = await visitor();
    const taken = await visitor();
    const newPhone = uniquePhone();
    const change = (payload: object) => t.api('PUT', '/client/changePhone', { headers, payload });
    expect((await change({ phone, smsCode: '123456', password: PASSWORD })).msg).toBe(
      '新手机号与当前手机号相同',
    );
    expect((await change({ phone: newPhone, smsCode: '123456' })).msg).toBe('请输入登录密码以确认身份');
    expect((await change({ phone: newPhone, smsCode: '123456', password: 'Nope2026x' })).msg).toBe(
      '登录密码错误，还可尝试4次',
    );
    expect((await change({ phone: taken.phone, smsCode: '123456', password: PASSWORD })).msg).toBe(
      '该手机号已注册，请直接登录',
    );
    expect((await change({ phone: newPhone, smsCode: '000000', password: PASSWORD })).msg).toBe(
      '短信验证码已失效，请重新获取',
    );
    const smsCode = await sendCode(t, newPhone, 'shenFen');
    const body = await change({ phone: newPhone, smsCode, password: PASSWORD });
    expect(body).toMatchObject({ code: 200, data: { user: { username: newPhone } } });
    expect((await getInfo(t, token)).data.user.username).toBe(newPhone);
    expect((await signIn(t, newPhone)).code).toBe(200);
    expect((await t.api('GET', `/client/checkExist/${phone}`)).code).toBe(200);
  });
});

describe('real-name verification (PUT /client/account/authentication)', () => {
  it('asks for separate consent and checks the name and ID number', async () => {
    const { headers } = await visitor();
    const verify = (payload: Record<string, unknown>) =>
      t.api('PUT', '/client/account/authentication', {
        headers,
        payload: { truename: '阿依古丽·买买提', card: testIdCard(1), consent: true, ...payload },
      });
    expect((await verify({ consent: undefined })).msg).toBe('请阅读并单独同意《实名信息处理规则》');
    expect((await verify({ consent: 'yes' })).msg).toBe('请阅读并单独同意《实名信息处理规则》');
    expect((await verify({ truename: '' })).msg).toBe('请输入真实姓名');
    expect((await verify({ truename: 'Alice' })).msg).toBe('请输入与身份证一致的中文姓名');
    expect((await verify({ card: '' })).msg).toBe('请输入身份证号');
    expect((await verify({ card: '65010219800101' })).msg).toBe('你输入的身份证长度或格式错误');
    expect((await verify({ card: '000102198001010011' })).msg).toBe('你的身份证地区非法');
    expect((await verify({ card: '650102198013010011' })).msg).toBe('身份证上的出生日期非法');
    const card = testIdCard(1);
    const wrongCheck = card.slice(0, 17) + (card[17] === '0' ? '1' : '0');
    expect((await verify({ card: wrongCheck })).msg).toBe('你输入的身份证号非法');
  });

  it('stores the name and number encrypted and answers them masked everywhere', async () => {
    const { id, token, headers } = await visitor();
    const card = testIdCard(2);
    const body = await t.api('PUT', '/client/account/authentication', {
      headers,
      payload: { truename: '阿依古丽·买买提', card, consent: true },
    });
    expect(body).toMatchObject({ code: 200, msg: '实名认证成功' });
    const expected = {
      realNameVerified: true,
      realName: '阿******提',
      idCard: `${card.slice(0, 4)}**********${card.slice(-4)}`,
      realNameVerifiedAt: expect.any(String),
    };
    expect(body.data.user).toMatchObject(expected);
    expect((await getInfo(t, token)).data.user).toMatchObject(expected);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(card);
    expect(stored).not.toContain('阿依古丽');
    expect(row!.idCardHmac).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds one ID number per account and cannot be redone', async () => {
    const first = await visitor();
    const second = await visitor();
    const card = testIdCard(3);
    const verify = (headers: Record<string, string>, payload: object) =>
      t.api('PUT', '/client/account/authentication', { headers, payload: { consent: true, ...payload } });
    expect((await verify(first.headers, { truename: '王芳', card })).code).toBe(200);
    expect((await verify(first.headers, { truename: '王芳', card: testIdCard(4) })).msg).toBe(
      '您已完成实名认证，如需更正请联系天山美术馆',
    );
    // The same number in lower case, held by another account.
    expect((await verify(second.headers, { truename: '李明', card: card.toLowerCase() })).msg).toBe(
      '该身份证号已被其他账号实名认证，一个身份证号只能认证一个账号',
    );
  });

  it('limits attempts per day', async () => {
    const { headers } = await visitor();
    const card = testIdCard(5);
    const holder = await visitor();
    await t.api('PUT', '/client/account/authentication', {
      headers: holder.headers,
      payload: { truename: '张三', card, consent: true },
    });
    let last: { msg: string } = { msg: '' };
    for (let i = 0; i < 11; i++) {
      last = await t.api('PUT', '/client/account/authentication', {
        headers,
        payload: { truename: '张三', card, consent: true },
      });
    }
    expect(last.msg).toBe('实名认证尝试次数过多，请明天再试');
  });
});

describe('closing the account (DELETE /client/account)', () => {
  it('is confirmed by the password, clears personal data, ends sessions and frees the phone', async () => {
    const { phone, id, token, headers } = await visitor();
    await t.api('PUT', '/client/account/authentication', {
      headers,
      payload: { truename: '赵雪', card: testIdCard(6), consent: true },
    });
    const avatar = await uploadAvatar(token);
    await t.api('PUT', '/client/account', { headers, payload: { avatar } });
    expect((await t.api('DELETE', '/client/account', { headers, payload: {} })).msg).toBe(
      '请输入登录密码或短信验证码以确认注销',
    );
    expect(
      (await t.api('DELETE', '/client/account', { headers, payload: { password: 'Wrong2026x' } })).msg,
    ).toBe('登录密码错误，还可尝试4次');
    const body = await t.api('DELETE', '/client/account', { headers, payload: { password: PASSWORD } });
    expect(body).toEqual({ code: 200, msg: '账号已注销，感谢您对天山美术馆的关注' });
    expect((await getInfo(t, token)).code).toBe(401);
    expect((await t.app.inject({ url: avatar })).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      phone: null,
      passwordHash: null,
      nickname: null,
      avatar: null,
      realNameCipher: null,
      idCardCipher: null,
      idCardHmac: null,
      status: 'deleted',
    });
    expect((await t.api('GET', `/client/checkExist/${phone}`)).code).toBe(200);
    expect((await signIn(t, phone)).code).toBe(500);
    // The phone and the ID number can start afresh.
    const again = await registeredUser(t, phone);
    const info = (await getInfo(t, again)).data.user;
    expect(info.id).not.toBe(id);
    expect(info.realNameVerified).toBe(false);
    const reverify = await t.api('PUT', '/client/account/authentication', {
      headers: bearer(again),
      payload: { truename: '赵雪', card: testIdCard(6), consent: true },
    });
    expect(reverify.code).toBe(200);
  });

  it('can be confirmed with an SMS code', async () => {
    const { phone, token, headers } = await visitor();
    const smsCode = await sendCode(t, phone, 'shenFen');
    expect((await t.api('DELETE', '/client/account', { headers, payload: { smsCode } })).code).toBe(200);
    expect((await getInfo(t, token)).code).toBe(401);
  });
});

describe('requireProfile', () => {
  it('turns away a signed-in account without a phone with a clear message', async () => {
    const wechatOnly = await createSignedInUser(t);
    await t.db.update(users).set({ phone: null }).where(eq(users.id, wechatOnly.id));
    const headers = wechatOnly.headers;
    const expected = { code: 500, msg: '请先绑定手机号，完善个人信息后再继续' };
    expect(await t.api('PUT', '/client/account', { headers, payload: { nickname: '游客' } })).toEqual(
      expected,
    );
    expect(
      await t.api('PUT', '/client/account/authentication', {
        headers,
        payload: { truename: '王芳', card: testIdCard(9), consent: true },
      }),
    ).toEqual(expected);
    // Reading one's own info still works, so the site can ask to complete the profile.
    expect((await getInfo(t, wechatOnly.token)).data.user.username).toBeNull();
  });
});
