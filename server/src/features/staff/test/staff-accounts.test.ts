import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { changeStaffMember } from '../members.ts';
import { auditLog, staff } from '../tables.ts';
import { createStaff, staffSignIn, type TestStaff, uniqueUsername } from './support.ts';

let t: TestApp;
let admin: TestStaff;
/**
 * Holds changes of staff accounts once they passed their guard, until `size` of them have: then all go on at
 * once, so their statements meet in the database (their guards cannot order them).
 */
const gate = { size: 0, waiting: [] as (() => void)[] };
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.addHook('preHandler', async (request) => {
      if (gate.size === 0 || request.method !== 'PUT') return;
      await new Promise<void>((resolve) => {
        gate.waiting.push(resolve);
        if (gate.waiting.length < gate.size) return;
        gate.size = 0;
        for (const go of gate.waiting.splice(0)) go();
      });
    });
  });
  admin = await createStaff(t, ['admin'], { name: '热依拉' });
});
afterAll(() => t.close());

const as = (who: TestStaff) => ({ headers: who.headers });
const lastAudit = async (recordId: number) => {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.recordId, String(recordId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('staff accounts, managed by an admin', () => {
  it('creates one (the visitors’ password rule), lists it, reads it and audits it', async () => {
    const username = uniqueUsername('newcomer');
    const created = await t.api('POST', '/admin/staff', {
      ...as(admin),
      payload: {
        username,
        name: '李文澜',
        password: 'Tianshan2027',
        roles: ['reviewer', 'editor', 'editor'],
      },
    });
    expect(created).toMatchObject({
      code: 200,
      msg: '员工账号已创建',
      data: { username, name: '李文澜', roles: ['editor', 'reviewer'], enabled: true },
    });
    const id = created.data.id as number;
    expect(JSON.stringify(created)).not.toMatch(/password|argon/i);

    const list = await t.api('GET', `/admin/staff?keyword=${username}`, as(admin));
    expect(list).toMatchObject({ code: 200, total: 1, rows: [{ id, username }] });
    expect((await t.api('GET', '/admin/staff?role=reviewer&enabled=true', as(admin))).rows).toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(await t.api('GET', `/admin/staff/${id}`, as(admin))).toMatchObject({ code: 200, data: { id } });
    expect(await t.api('GET', '/admin/staff/999999', as(admin))).toEqual({
      code: 404,
      msg: '员工账号不存在',
    });

    expect(await lastAudit(id)).toMatchObject({
      staffId: admin.id,
      username: admin.username,
      action: 'staff',
      module: 'staff',
      before: null,
      // The name is personal data: masked as the rest of the site masks names.
      after: { username, name: '李*澜', roles: ['editor', 'reviewer'], enabled: true },
    });
    expect((await staffSignIn(t, username, 'Tianshan2027')).code).toBe(200);
  });

  it('refuses a weak password, a taken or malformed username, no role and an unknown one, with clear messages', async () => {
    const post = (payload: object) => t.api('POST', '/admin/staff', { ...as(admin), payload });
    const good = { username: uniqueUsername('x'), name: '员工', password: 'Tianshan2027', roles: ['editor'] };
    expect(await post({ ...good, password: 'weakpass' })).toEqual({
      code: 500,
      msg: '请输入正确的密码，密码8-20位，须包含英文大写、小写、数字',
    });
    expect(await post({ ...good, username: admin.username })).toEqual({ code: 500, msg: '该用户名已被使用' });
    expect((await post({ ...good, username: '1abc' })).msg).toMatch(/^用户名须为3-32位/);
    expect(await post({ ...good, roles: [] })).toEqual({ code: 500, msg: '请至少选择一个角色' });
    expect((await post({ ...good, roles: ['boss'] })).msg).toMatch(/^角色有误/);
    expect((await post({ ...good, name: '<b>x</b>' })).msg).toMatch(/^姓名须为1-30个字/);
    expect(await t.api('PUT', `/admin/staff/${admin.id}`, { ...as(admin), payload: {} })).toEqual({
      code: 500,
      msg: '请填写要修改的姓名、角色、启用状态或密码',
    });
  });

  it('audits each change with the changed fields only, and a password reset without any hash', async () => {
    const member = await createStaff(t, ['editor'], { name: '王芳' });
    const put = (payload: object) => t.api('PUT', `/admin/staff/${member.id}`, { ...as(admin), payload });

    expect(await put({ roles: ['editor', 'frontdesk'] })).toMatchObject({
      code: 200,
      msg: '保存成功',
      data: { roles: ['editor', 'frontdesk'] },
    });
    expect(await lastAudit(member.id)).toMatchObject({
      before: { roles: ['editor'] },
      after: { roles: ['editor', 'frontdesk'] },
    });

    await put({ name: '王芳芳', enabled: false });
    expect(await lastAudit(member.id)).toMatchObject({
      before: { name: '王*', enabled: true },
      after: { name: '王*芳', enabled: false },
    });

    await put({ password: 'Tianshan2027' });
    const reset = await lastAudit(member.id);
    expect(reset).toMatchObject({ before: {}, after: { passwordReset: true } });

    const changesOf = and(eq(auditLog.recordId, String(member.id)), ne(auditLog.action, 'signin'));
    const rows = await t.db.select().from(auditLog).where(changesOf);
    expect(rows).toHaveLength(4);
    const [hash] = await t.db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, member.id));
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(hash!.hash.slice(0, 30));
      expect(text).not.toMatch(/argon2|Tianshan2027|passwordHash/);
    }

    // A change that changes nothing leaves no row.
    await put({ enabled: false });
    expect(await t.db.$count(auditLog, changesOf)).toBe(4);
  });
});

describe('the last enabled admin', () => {
  /** Two admins, and nobody else enabled with the role. */
  async function onlyTwoAdmins(): Promise<[TestStaff, TestStaff]> {
    await t.db.update(staff).set({ enabled: false }).where(sql`'admin' = any(${staff.roles})`);
    const a = await createStaff(t, ['admin']);
    const b = await createStaff(t, ['admin', 'editor']);
    return [a, b];
  }

  it('can be neither disabled nor demoted, by anyone', async () => {
    const [a, b] = await onlyTwoAdmins();
    expect((await t.api('PUT', `/admin/staff/${b.id}`, { ...as(a), payload: { enabled: false } })).code).toBe(
      200,
    );
    const message = '至少需要保留一名启用的管理员，不能停用或取消最后一名管理员';
    expect(await t.api('PUT', `/admin/staff/${a.id}`, { ...as(a), payload: { enabled: false } })).toEqual({
      code: 500,
      msg: message,
    });
    expect(await t.api('PUT', `/admin/staff/${a.id}`, { ...as(a), payload: { roles: ['editor'] } })).toEqual({
      code: 500,
      msg: message,
    });
    // Other changes to the last admin go through, and so does demoting a disabled admin.
    expect((await t.api('PUT', `/admin/staff/${a.id}`, { ...as(a), payload: { name: '新名字' } })).code).toBe(
      200,
    );
    expect(
      (await t.api('PUT', `/admin/staff/${b.id}`, { ...as(a), payload: { roles: ['editor'] } })).code,
    ).toBe(200);
  });

  it('survives two admins demoting each other at once: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await onlyTwoAdmins();
      gate.size = 2;
      const answers = await Promise.all([
        t.api('PUT', `/admin/staff/${b.id}`, { ...as(a), payload: { roles: ['editor'] } }),
        t.api('PUT', `/admin/staff/${a.id}`, { ...as(b), payload: { enabled: false } }),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 500]);
      expect(answers.find((answer) => answer.code === 500).msg).toMatch(/^至少需要保留一名启用的管理员/);
      const admins = await t.db
        .select({ id: staff.id })
        .from(staff)
        .where(sql`${staff.enabled} and 'admin' = any(${staff.roles})`);
      expect(admins).toHaveLength(1);
    }
  });

  it('holds straight on the database too, with many changes at once', async () => {
    const [a, b] = await onlyTwoAdmins();
    const c = await createStaff(t, ['admin']);
    const results = await Promise.allSettled(
      [a, b, c].flatMap((who, i) => [
        changeStaffMember(t.db, who.id, { enabled: false }, { id: null, username: 'test' }),
        changeStaffMember(t.db, who.id, { roles: ['reviewer'] }, { id: null, username: 'test' }),
        changeStaffMember(t.db, who.id, { name: `名字${i}` }, { id: null, username: 'test' }),
      ]),
    );
    expect(results.filter((result) => result.status === 'rejected')).not.toHaveLength(0);
    const admins = await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(sql`${staff.enabled} and 'admin' = any(${staff.roles})`);
    expect(admins).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(String(result.reason)).toContain('至少需要保留一名启用的管理员');
    }
  });
});

describe('the audit log', () => {
  beforeAll(async () => {
    // The tests of the last admin disabled every other admin, this file's own among them.
    await t.db.update(staff).set({ enabled: true }).where(eq(staff.id, admin.id));
  });

  it('is read newest first by admins, filtered by who, what and museum days, a page at a time', async () => {
    const member = await createStaff(t, ['editor']);
    for (const name of ['甲一', '乙二', '丙三']) {
      await t.api('PUT', `/admin/staff/${member.id}`, { ...as(admin), payload: { name } });
    }
    const mine = await t.api(
      'GET',
      `/admin/audit?username=${admin.username.toUpperCase()}&pageSize=2`,
      as(admin),
    );
    expect(mine.code).toBe(200);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.rows).toHaveLength(2);
    expect(mine.rows[0]).toEqual({
      id: expect.any(Number),
      username: admin.username,
      action: 'staff',
      module: 'staff',
      recordId: String(member.id),
      before: { name: '乙*' },
      after: { name: '丙*' },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(mine.rows[0].id).toBeGreaterThan(mine.rows[1].id);

    const today = t.ctx.clock.today();
    const filtered = await t.api(
      'GET',
      `/admin/audit?action=staff&module=staff&from=${today}&to=${today}&pageSize=50`,
      as(admin),
    );
    expect(filtered.total).toBeGreaterThanOrEqual(4);
    expect(filtered.rows.every((row: { action: string }) => row.action === 'staff')).toBe(true);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await t.api('GET', `/admin/audit?to=${yesterday}`, as(admin))).toMatchObject({
      total: 0,
      rows: [],
    });
    expect(await t.api('GET', '/admin/audit?module=entry', as(admin))).toMatchObject({ total: 0 });
    expect(await t.api('GET', '/admin/audit?from=2026-02-30', as(admin))).toEqual({
      code: 500,
      msg: '日期格式应为 YYYY-MM-DD',
    });
    expect(await t.api('GET', `/admin/audit?from=${today}&to=${yesterday}`, as(admin))).toEqual({
      code: 500,
      msg: '开始日期不能晚于结束日期',
    });
    expect(await t.api('GET', '/admin/audit?action=fly', as(admin))).toEqual({
      code: 500,
      msg: '操作类型有误',
    });
  });

  it('counts a day from midnight in the museum’s time zone', async () => {
    // 2026-03-01 23:30 in Shanghai is 15:30 UTC of the same day; 00:30 on the 2nd is 16:30 UTC of the 1st.
    await t.db.insert(auditLog).values([
      {
        username: 'zoneprobe',
        action: 'update',
        module: 'probe',
        createdAt: new Date('2026-03-01T15:30:00Z'),
      },
      {
        username: 'zoneprobe',
        action: 'update',
        module: 'probe',
        createdAt: new Date('2026-03-01T16:30:00Z'),
      },
    ]);
    const on = (day: string) =>
      t.api('GET', `/admin/audit?username=zoneprobe&from=${day}&to=${day}`, as(admin)).then((a) => a.total);
    expect(await on('2026-03-01')).toBe(1);
    expect(await on('2026-03-02')).toBe(1);
  });
});
