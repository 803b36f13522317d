import { StaffMessages } from '@museum/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { auditLog } from '../tables.ts';
import { createStaff, STAFF_PASSWORD, staffSignIn } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Atelier2027';
const change = (headers: Record<string, string>, payload: object, remoteAddress?: string) =>
  t.api('PUT', '/admin/me/password', { headers, payload, ...(remoteAddress ? { remoteAddress } : {}) });

describe('a staff member changing their own password', () => {
  it('needs the current one, keeps this session, ends the others, and is audited', async () => {
    const member = await createStaff(t, ['frontdesk']);
    const elsewhere = await staffSignIn(t, member.username);
    expect(await change(member.headers, { oldPassword: 'Wrong2026x', newPassword: NEW_PASSWORD })).toEqual({
      code: 500,
      msg: '原密码错误，还可尝试4次',
    });
    expect(
      await change(member.headers, { oldPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }),
    ).toEqual({
      code: 500,
      msg: '新密码不能与原密码相同',
    });
    expect(await change(member.headers, { oldPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD })).toEqual({
      code: 200,
      msg: '密码已修改，其他设备上的登录已退出',
    });

    expect((await t.api('GET', '/admin/me', { headers: member.headers })).code).toBe(200);
    const other = { authorization: `Bearer ${elsewhere.data.token}` };
    expect((await t.api('GET', '/admin/me', { headers: other })).code).toBe(401);
    expect((await staffSignIn(t, member.username, STAFF_PASSWORD)).code).toBe(500);
    expect((await staffSignIn(t, member.username, NEW_PASSWORD)).code).toBe(200);

    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(member.id)), eq(auditLog.action, 'staff')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ username: member.username, action: 'staff', module: 'staff' });
    expect(JSON.stringify(row)).not.toContain('argon2');
  });

  it('counts wrong current passwords with the sign-in lock, and refuses a weak new one', async () => {
    const member = await createStaff(t, ['editor']);
    for (let left = 4; left >= 1; left--) {
      const answer = await change(
        member.headers,
        { oldPassword: 'Wrong2026x', newPassword: NEW_PASSWORD },
        '10.4.0.1',
      );
      expect(answer.msg).toBe(`原密码错误，还可尝试${left}次`);
    }
    const attempt = (oldPassword: string) =>
      change(member.headers, { oldPassword, newPassword: NEW_PASSWORD }, '10.4.0.1');
    expect((await attempt('Wrong2026x')).msg).toMatch(/已被锁定，请15分钟后再试/);
    // Locked now: the right password is refused too, from that network.
    expect((await attempt(STAFF_PASSWORD)).msg).toMatch(/已被锁定/);
    const weak = await change(
      member.headers,
      { oldPassword: STAFF_PASSWORD, newPassword: 'short' },
      '10.4.0.2',
    );
    expect(weak.code).toBe(500);
    expect(weak.msg).not.toBe('密码已修改，其他设备上的登录已退出');
  });

  it('is refused without a staff token', async () => {
    expect((await change({}, { oldPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD })).code).toBe(401);
  });
});

describe('an admin changing their own account in the staff list', () => {
  it('is sent to their own password route (which asks for the current one), and may change the rest', async () => {
    const admin = await createStaff(t, ['admin']);
    const put = (payload: object) =>
      t.api('PUT', `/admin/staff/${admin.id}`, { headers: admin.headers, payload });
    const refused = { code: 500, msg: StaffMessages.changeOwnPasswordInAccount };
    expect(await put({ password: NEW_PASSWORD })).toEqual(refused);
    // Nothing of a refused change is saved.
    expect(await put({ name: '新名字', password: NEW_PASSWORD })).toEqual(refused);
    expect((await t.api('GET', '/admin/me', { headers: admin.headers })).data.name).toBe('测试员工');
    expect((await staffSignIn(t, admin.username, NEW_PASSWORD)).code).toBe(500);
    expect((await staffSignIn(t, admin.username, STAFF_PASSWORD)).code).toBe(200);

    expect(await put({ name: '新名字' })).toMatchObject({ code: 200, data: { name: '新名字' } });
    // Another admin still resets it, for one who forgot it.
    const other = await createStaff(t, ['admin']);
    const reset = await t.api('PUT', `/admin/staff/${admin.id}`, {
      headers: other.headers,
      payload: { password: NEW_PASSWORD },
    });
    expect(reset.code).toBe(200);
    expect((await staffSignIn(t, admin.username, NEW_PASSWORD)).code).toBe(200);
  });
});
