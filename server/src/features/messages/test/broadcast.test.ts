import { StaffRole } from '@museum/shared';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaffByRole, expectReviewerOnly, type StaffByRole } from '#test/helpers/reviewers.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { users } from '../../accounts/tables.ts';
import { auditLog } from '../../staff/tables.ts';
import { createStaff } from '../../staff/test/support.ts';
import { systemMessages } from '../tables.ts';

let t: TestApp;
let staff: StaffByRole;
let visitors: TestUser[];

const broadcast = (payload: object, who = staff.reviewer) =>
  t.api('POST', '/admin/messages/broadcast', { headers: who.headers, payload });
const unread = async (user: TestUser) =>
  (await t.api('GET', '/client/msg/unRead', { headers: user.headers })).data as number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffByRole(t);
  visitors = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
});
afterAll(() => t.close());

describe('broadcasting a notice', () => {
  it('leaves every visitor a system message with the unread dot, and answers how many it reached', async () => {
    const closed = await createSignedInUser(t);
    await t.db.update(users).set({ status: 'deleted' }).where(eq(users.id, closed.id));
    const everyone = await t.db.$count(users, eq(users.status, 'active'));
    const before = await Promise.all(visitors.map(unread));

    const body = await broadcast({
      title: ' 元旦开放时间调整 ',
      content: '1 月 1 日照常开放，9:00—17:00。\n<b>请提前预约</b>',
    });
    expect(body).toEqual({
      code: 200,
      msg: `已向 ${everyone} 位观众发送消息`,
      data: { count: everyone },
    });
    expect(await Promise.all(visitors.map(unread))).toEqual(before.map((n) => n + 1));
    const [message] = (await t.api('GET', '/client/msg', { headers: visitors[0]!.headers })).rows;
    // Plain text, shown as typed: the site renders message content as text, never as markup.
    expect(message).toMatchObject({
      kind: 'notice',
      title: '元旦开放时间调整',
      content: '1 月 1 日照常开放，9:00—17:00。\n<b>请提前预约</b>',
      link: null,
      read: false,
    });
    expect(await t.db.select().from(systemMessages).where(eq(systemMessages.userId, closed.id))).toEqual([]);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'broadcast'));
    expect(audit).toMatchObject({
      username: staff.reviewer.username,
      module: 'message',
      after: { title: '元旦开放时间调整', count: everyone },
    });
  });

  it('is sent by an admin too; reading it clears the dot', async () => {
    const body = await broadcast({ title: '闭馆通知', content: '因设备检修，周三闭馆一天。' }, staff.admin);
    expect(body.code).toBe(200);
    const visitor = visitors[1]!;
    expect(await unread(visitor)).toBeGreaterThan(0);
    await t.api('PUT', '/client/msg/readAll', { headers: visitor.headers });
    expect(await unread(visitor)).toBe(0);
  });

  it.each([
    [{}, '请输入消息标题'],
    [{ title: '  ', content: '内容' }, '请输入消息标题'],
    [{ title: '标题' }, '请输入消息内容'],
    [{ title: '标题', content: ' \n ' }, '请输入消息内容'],
    [{ title: '标'.repeat(101), content: '内容' }, '消息标题不能超过100个字'],
    [{ title: '标题', content: '内'.repeat(2001) }, '消息内容不能超过2000个字'],
    [{ title: '第一行\n第二行', content: '内容' }, '消息标题不能换行'],
    [{ title: 5, content: '内容' }, '请输入消息标题'],
  ])('refuses %j with “%s”, sending nothing', async (payload, message) => {
    const before = await t.db.$count(systemMessages);
    expect(await broadcast(payload)).toEqual({ code: 500, msg: message });
    expect(await t.db.$count(systemMessages)).toBe(before);
  });

  it('refuses a body that is not a JSON object in words', async () => {
    const answer = await t.api('POST', '/admin/messages/broadcast', {
      headers: { ...staff.reviewer.headers, 'content-type': 'application/json' },
      payload: '"hello"',
    });
    expect(answer).toEqual({ code: 500, msg: '请输入消息标题' });
  });

  it('is for reviewers and admins only', async () => {
    const before = await t.db.$count(systemMessages);
    await expectReviewerOnly(t, staff, visitors[0]!, 'POST', '/admin/messages/broadcast', { title: '' });
    expect(await t.db.$count(systemMessages)).toBe(before);
  });

  it('sends at most 5 an hour per staff member, however many are sent at once, and says when more may go', async () => {
    const burster = await createStaff(t, [StaffRole.reviewer]);
    const before = await t.db.$count(systemMessages);
    const audience = await t.api('GET', '/admin/messages/broadcast/audience', { headers: burster.headers });
    const everyone = await t.db.$count(users, ne(users.status, 'deleted'));
    expect(audience).toEqual({ code: 200, msg: '操作成功', data: { count: everyone, left: 5, limit: 5 } });

    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => broadcast({ title: `第 ${i} 条`, content: '内容' }, burster)),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.code !== 200)) {
      expect(refused).toEqual({ code: 500, msg: '每小时最多群发 5 条消息，请 60 分钟后再试' });
    }
    expect(await t.db.$count(systemMessages)).toBe(before + 5 * everyone);
    expect(
      (await t.api('GET', '/admin/messages/broadcast/audience', { headers: burster.headers })).data,
    ).toMatchObject({ left: 0 });
    // Another staff member's hour is their own.
    expect((await broadcast({ title: '另一位', content: '内容' }, staff.admin)).code).toBe(200);
  });

  it('tells reviewers and admins only how many a broadcast would reach', async () => {
    await expectReviewerOnly(t, staff, visitors[0]!, 'GET', '/admin/messages/broadcast/audience');
  });
});
