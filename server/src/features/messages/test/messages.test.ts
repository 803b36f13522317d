import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { sendMessage } from '../service.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t);
  other = await createSignedInUser(t);
  for (let i = 1; i <= 12; i += 1) {
    await sendMessage(t.db, {
      userId: owner.id,
      kind: 'reservation',
      title: `第${i}条`,
      content: `内容${i}`,
      link: '/userCenter/bookings',
    });
  }
  await sendMessage(t.db, { userId: other.id, kind: 'donation', title: '别人的', content: '别人的内容' });
});
afterAll(() => t.close());

describe('system messages', () => {
  it('need a signed-in visitor', async () => {
    expect((await t.api('GET', '/client/msg')).code).toBe(401);
    expect((await t.api('GET', '/client/msg/unRead')).code).toBe(401);
    expect((await t.api('PUT', '/client/msg/readAll')).code).toBe(401);
  });

  it('are paged newest first, 10 by default', async () => {
    const first = await t.api('GET', '/client/msg', { headers: owner.headers });
    expect(first.total).toBe(12);
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0]).toEqual({
      id: expect.any(Number),
      kind: 'reservation',
      title: '第12条',
      content: '内容12',
      link: '/userCenter/bookings',
      read: false,
      createdAt: expect.any(String),
    });
    const second = await t.api('GET', '/client/msg?pageNum=2&pageSize=10', { headers: owner.headers });
    expect(second.rows.map((m: any) => m.title)).toEqual(['第2条', '第1条']);
  });

  it('count the unread, mark one read, then all', async () => {
    expect(await t.api('GET', '/client/msg/unRead', { headers: owner.headers })).toEqual({
      code: 200,
      msg: '操作成功',
      data: 12,
    });
    const [newest] = (await t.api('GET', '/client/msg', { headers: owner.headers })).rows;
    expect((await t.api('PUT', `/client/msg/${newest.id}/read`, { headers: owner.headers })).code).toBe(200);
    // Marking again changes nothing and is not an error.
    expect((await t.api('PUT', `/client/msg/${newest.id}/read`, { headers: owner.headers })).code).toBe(200);
    expect((await t.api('GET', '/client/msg/unRead', { headers: owner.headers })).data).toBe(11);
    const after = await t.api('GET', '/client/msg', { headers: owner.headers });
    expect(after.rows[0].read).toBe(true);

    expect((await t.api('PUT', '/client/msg/readAll', { headers: owner.headers })).data).toBe(11);
    expect((await t.api('GET', '/client/msg/unRead', { headers: owner.headers })).data).toBe(0);
  });

  it('show and mark only the visitor’s own', async () => {
    const mine = await t.api('GET', '/client/msg', { headers: other.headers });
    expect(mine.total).toBe(1);
    expect(mine.rows[0].title).toBe('别人的');
    const [foreign] = (await t.api('GET', '/client/msg', { headers: owner.headers })).rows;
    const ownMessage = mine.rows[0];
    expect(await t.api('PUT', `/client/msg/${foreign.id}/read`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '消息不存在',
    });
    expect(await t.api('PUT', `/client/msg/${ownMessage.id}/read`, { headers: owner.headers })).toEqual({
      code: 500,
      msg: '消息不存在',
    });
    expect((await t.api('GET', '/client/msg/unRead', { headers: other.headers })).data).toBe(1);
  });

  it('refuse a bad page or id with a clear message', async () => {
    const badPage = await t.api('GET', '/client/msg?pageSize=0', { headers: owner.headers });
    expect(badPage).toEqual({ code: 500, msg: '分页参数 pageSize 必须是正整数' });
    const badId = await t.api('PUT', '/client/msg/x/read', { headers: owner.headers });
    expect(badId).toEqual({ code: 500, msg: 'id 必须是数字' });
  });
});
