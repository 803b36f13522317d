import { Messages, StaffRole } from '@museum/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser } from '#test/helpers/users.ts';
import { hashToken } from '../../../platform/crypto/session-tokens.ts';
import { solveCaptcha } from '../../accounts/test/support.ts';
import { auditLog, staffSessions } from '../tables.ts';
import { createStaff, STAFF_PASSWORD, staffSignIn, uniqueUsername } from './support.ts';

let t: TestApp;
/** Every staff route the server has, from its API document (so a route added later is covered too). */
let adminRoutes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createTestApp({ API_DOCS: 'true' });
  const document = (await t.app.inject({ url: '/prod-api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  adminRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/prod-api/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path.replace('{id}', '1'),
      })),
    );
});
afterAll(() => t.close());

const me = (headers?: Record<string, string>) => t.api('GET', '/admin/me', { headers });

/** The sign-ins audited for one staff account, in order: successful and failed alike. */
const signInsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'signin')))
    .orderBy(asc(auditLog.id));

describe('staff sign-in', () => {
  it('answers a token that opens /admin/me with the name and roles, until sign-out', async () => {
    const username = uniqueUsername('chief');
    const staff = await createStaff(t, [StaffRole.reviewer, StaffRole.editor], {
      username,
      name: '阿依古丽',
    });
    expect(await me(staff.headers)).toEqual({
      code: 200,
      msg: '操作成功',
      data: { username, name: '阿依古丽', roles: ['editor', 'reviewer'], totpEnabled: false },
    });
    expect(await t.api('POST', '/admin/logout', { headers: staff.headers })).toEqual({
      code: 200,
      msg: '已退出登录',
    });
    expect(await me(staff.headers)).toMatchObject({ code: 401, msg: Messages.sessionInvalid });
  });

  it('takes the username in any case, and stores only the token hash', async () => {
    const staff = await createStaff(t, [StaffRole.frontdesk]);
    const answer = await staffSignIn(t, `  ${staff.username.toUpperCase()} `);
    expect(answer.code).toBe(200);
    const [row] = await t.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(answer.data.token)));
    expect(row).toMatchObject({ staffId: staff.id, revokedAt: null });
    expect(JSON.stringify(row)).not.toContain(answer.data.token);
  });

  it('keeps each sign-in in the audit log, and each wrong password, without the password', async () => {
    const staff = await createStaff(t, [StaffRole.reviewer]);
    expect((await staffSignIn(t, staff.username, 'Wrong2026x', '10.22.0.1')).code).toBe(500);
    expect((await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.22.0.1')).code).toBe(200);
    const rows = await signInsOf(staff.id);
    // createStaff signed in once too. A failed attempt's actor is the name typed: nobody proved to be its owner.
    expect(
      rows.map(({ staffId, username, module, after }) => ({ staffId, username, module, after })),
    ).toEqual([
      { staffId: staff.id, username: staff.username, module: 'staff', after: { via: 'password' } },
      { staffId: null, username: staff.username, module: 'staff', after: { outcome: 'wrongPassword' } },
      { staffId: staff.id, username: staff.username, module: 'staff', after: { via: 'password' } },
    ]);
    expect(JSON.stringify(rows)).not.toContain('Wrong2026x');
  });

  it('audits the lock once, as it is set: attempts refused by it write nothing', async () => {
    const staff = await createStaff(t, [StaffRole.editor]);
    for (let i = 0; i < 8; i++) await staffSignIn(t, staff.username, 'Wrong2026x', '10.23.0.1');
    await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.23.0.1');
    const outcomes = (await signInsOf(staff.id)).map((row) => row.after?.outcome);
    expect(outcomes).toEqual([undefined, ...Array(4).fill('wrongPassword'), 'locked']);
    expect((await signInsOf(staff.id)).at(-1)?.after).toEqual({ outcome: 'locked', via: 'password' });
  });

  it('audits a name no staff member has as typed, but never a visitor’s phone number typed here', async () => {
    const admin = await createStaff(t, [StaffRole.admin]);
    const nobody = uniqueUsername('nobody');
    await staffSignIn(t, nobody, 'Wrong2026x', '10.24.0.1');
    await staffSignIn(t, '13800138000', 'Wrong2026x', '10.24.0.2');
    const listed = await t.api('GET', `/admin/audit?action=signin&username=${nobody}`, {
      headers: admin.headers,
    });
    expect(listed).toMatchObject({
      code: 200,
      total: 1,
      rows: [{ username: nobody, action: 'signin', module: 'staff', recordId: null, before: null }],
    });
    expect(listed.rows[0].after).toEqual({ outcome: 'wrongPassword' });
    const all = await t.api('GET', '/admin/audit?action=signin&pageSize=100', { headers: admin.headers });
    expect(JSON.stringify(all)).not.toContain('13800138000');
    expect(all.rows).toContainEqual(
      expect.objectContaining({ username: '?', recordId: null, after: { outcome: 'wrongPassword' } }),
    );
  });

  it('asks for the captcha as visitors are asked, and spends it', async () => {
    const staff = await createStaff(t, [StaffRole.editor]);
    const without = await t.api('POST', '/admin/login', {
      payload: { username: staff.username, password: STAFF_PASSWORD },
    });
    expect(without).toEqual({ code: 500, msg: '请输入验证码' });
    const captcha = await solveCaptcha(t);
    const wrong = await t.api('POST', '/admin/login', {
      payload: { username: staff.username, password: STAFF_PASSWORD, uuid: captcha.uuid, code: 'zzzz' },
    });
    expect(wrong).toEqual({ code: 500, msg: '验证码错误，请重新输入' });
    const again = await t.api('POST', '/admin/login', {
      payload: { username: staff.username, password: STAFF_PASSWORD, ...captcha },
    });
    expect(again).toEqual({ code: 500, msg: '验证码已失效，请点击图片刷新后重试' });
  });

  it('says "username or password" for a wrong password and for an unknown name alike', async () => {
    const staff = await createStaff(t, [StaffRole.editor]);
    const wrong = await staffSignIn(t, staff.username, 'Wrong2026x', '10.20.0.1');
    const unknown = await staffSignIn(t, uniqueUsername('nobody'), STAFF_PASSWORD, '10.20.0.1');
    expect(wrong).toEqual({ code: 500, msg: '用户名或密码错误，还可尝试4次' });
    expect(unknown).toEqual({ code: 500, msg: '用户名或密码错误，还可尝试4次' });
  });

  it('locks after five wrong passwords from one network, on counters apart from visitors’', async () => {
    const staff = await createStaff(t, [StaffRole.editor]);
    for (let i = 0; i < 5; i++) await staffSignIn(t, staff.username, 'Wrong2026x', '10.21.0.1');
    const locked = await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.21.0.1');
    expect(locked.msg).toBe('密码错误次数过多，该账号在当前网络已被锁定，请15分钟后再试');
    expect(await t.cache.get(`staff-login:failures:${staff.username}:10.21.0.1`)).toBe('5');
    expect(await t.cache.get(`login:failures:${staff.username}:10.21.0.1`)).toBeNull();
    expect((await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.21.0.2')).code).toBe(200);
  });

  it('refuses every request of a staff token on visitor calls, and of a visitor token on staff calls', async () => {
    const staff = await createStaff(t, [StaffRole.admin]);
    const visitor = await createSignedInUser(t);
    expect((await t.api('GET', '/client/getInfo', { headers: staff.headers })).code).toBe(401);
    expect((await me(visitor.headers)).code).toBe(401);
  });
});

describe('every /prod-api/admin/ call', () => {
  it('answers 401 to a visitor token, to no token and to a made-up one, routes that do not exist included', async () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(7);
    const visitor = await createSignedInUser(t);
    const routes = [
      // The two steps of sign-in are the only calls open without a token.
      ...adminRoutes.filter((route) => !/\/admin\/login(\/otp)?$/.test(route.url)),
      { method: 'GET', url: '/prod-api/admin/nothing-here' },
      { method: 'DELETE', url: '/prod-api/admin/staff/1' },
      { method: 'GET', url: '/prod-api/admin' },
    ];
    const headerSets = [visitor.headers, {}, { authorization: 'Bearer made-up-token' }];
    for (const route of routes) {
      for (const headers of headerSets) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
        expect(response.json(), `${route.method} ${route.url}`).toEqual({
          code: 401,
          msg: Messages.sessionInvalid,
        });
      }
    }
    // The visitor is still signed in: nothing about a staff call touches their session.
    expect((await t.api('GET', '/client/getInfo', { headers: visitor.headers })).code).toBe(200);
  });
});

describe('a disabled staff member', () => {
  it('is refused at sign-in with a clear message, and their open sessions die at once', async () => {
    const admin = await createStaff(t, [StaffRole.admin]);
    const staff = await createStaff(t, [StaffRole.editor]);
    const second = await staffSignIn(t, staff.username);
    const disabled = await t.api('PUT', `/admin/staff/${staff.id}`, {
      headers: admin.headers,
      payload: { enabled: false },
    });
    expect(disabled).toMatchObject({ code: 200, data: { enabled: false } });
    expect((await me(staff.headers)).code).toBe(401);
    expect((await me({ authorization: `Bearer ${second.data.token}` })).code).toBe(401);
    const revoked = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, staff.id));
    expect(revoked.every((row) => row.revokedAt !== null)).toBe(true);
    expect(await staffSignIn(t, staff.username)).toEqual({
      code: 500,
      msg: '该员工账号已停用，如有疑问请联系管理员',
    });
    // A wrong password is not told the account is disabled.
    expect((await staffSignIn(t, staff.username, 'Wrong2026x')).msg).toMatch(/^用户名或密码错误/);

    // Enabled again, the old tokens stay dead; a new sign-in works.
    await t.api('PUT', `/admin/staff/${staff.id}`, { headers: admin.headers, payload: { enabled: true } });
    expect((await me(staff.headers)).code).toBe(401);
    expect((await staffSignIn(t, staff.username)).code).toBe(200);
  });

  it('loses every session when an admin resets the password', async () => {
    const admin = await createStaff(t, [StaffRole.admin]);
    const staff = await createStaff(t, [StaffRole.reviewer]);
    const reset = await t.api('PUT', `/admin/staff/${staff.id}`, {
      headers: admin.headers,
      payload: { password: 'Tianshan2027' },
    });
    expect(reset.code).toBe(200);
    expect((await me(staff.headers)).code).toBe(401);
    expect((await me(admin.headers)).code).toBe(200);
    expect((await staffSignIn(t, staff.username)).code).toBe(500);
    expect((await staffSignIn(t, staff.username, 'Tianshan2027')).code).toBe(200);
  });
});
