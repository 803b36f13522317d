import { ContentPaths, ContentType, EngagementPaths } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { addDays } from '../../../platform/clock.ts';
import { collectionItems, collectionTypes } from '../../collection/tables.ts';
import { exhibitions, notices } from '../../content/tables.ts';
import { eventOrders } from '../../orders/tables.ts';
import { DAILY_HITS_RETENTION_DAYS, purgeOldDailyHits } from '../most-viewed.ts';
import { ANONYMOUS_VIEWS_PER_NETWORK, HIT_WINDOW_SECONDS } from '../service.ts';
import { dailyHits } from '../tables.ts';
import { viewBatchOf } from '../view-batch.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let exhibitionId: number;
let noticeId: number;
const CUL_ID = 'TEST-EG-0001';

beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
  [{ id: exhibitionId }] = (await t.db.select({ id: exhibitions.id }).from(exhibitions).limit(1)) as [
    { id: number },
  ];
  [{ id: noticeId }] = (await t.db.select({ id: notices.id }).from(notices).limit(1)) as [{ id: number }];
  const [type] = await t.db.insert(collectionTypes).values({ name: '互动测试' }).returning();
  await t.db
    .insert(collectionItems)
    .values({ culId: CUL_ID, name: '彩绘陶罐', typeId: type!.id, period: '唐', material: '陶' });
});
afterAll(() => t.close());

const as = (user: TestUser | null) => (user ? { headers: user.headers } : {});
const act = (method: 'POST' | 'DELETE', user: TestUser | null, payload: object) =>
  t.api(method, EngagementPaths.action, { payload, ...as(user) });

describe('collect and like', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const body = await act('POST', null, { module: 1, resId: exhibitionId, type: 'collect' });
    expect(body.code).toBe(401);
    expect((await t.api('GET', EngagementPaths.collectList)).code).toBe(401);
  });

  it('records a collect and a like once each, with counts and the visitor’s own marks', async () => {
    const first = await act('POST', alice, { module: 1, resId: exhibitionId, type: 'collect' });
    expect(first).toMatchObject({
      code: 200,
      msg: '收藏成功',
      data: { collected: true, liked: false, collectCount: 1 },
    });
    const again = await act('POST', alice, { module: 1, resId: String(exhibitionId), type: 'collect' });
    expect(again.data.collectCount).toBe(1);
    await act('POST', alice, { module: 1, resId: exhibitionId, type: 'like' });
    await act('POST', bob, { module: 1, resId: exhibitionId, type: 'like' });

    const forAlice = await t.api('GET', EngagementPaths.exhibitionIsdo(exhibitionId), as(alice));
    expect(forAlice.data).toEqual({
      collected: true,
      liked: true,
      booked: false,
      likeCount: 2,
      collectCount: 1,
      viewCount: 0,
    });
    const forBob = await t.api('GET', EngagementPaths.exhibitionIsdo(exhibitionId), as(bob));
    expect(forBob.data).toMatchObject({ collected: false, liked: true });
    const anonymous = await t.api('GET', EngagementPaths.exhibitionIsdo(exhibitionId));
    expect(anonymous.data).toMatchObject({ collected: false, liked: false, likeCount: 2 });

    const detail = await t.api('GET', ContentPaths.exhibitionDetail(exhibitionId));
    expect(detail.data).toMatchObject({ likeCount: 2, collectCount: 1 });
  });

  it('withdraws only the visitor’s own mark', async () => {
    const undone = await act('DELETE', bob, { module: 1, resId: exhibitionId, type: 'like' });
    expect(undone).toMatchObject({ code: 200, msg: '已取消点赞', data: { liked: false, likeCount: 1 } });
    const state = await t.api(
      'GET',
      `${EngagementPaths.actionState}?module=1&resId=${exhibitionId}`,
      as(alice),
    );
    expect(state.data).toMatchObject({ liked: true, collected: true, likeCount: 1 });
    const nothing = await act('DELETE', bob, { module: 1, resId: exhibitionId, type: 'collect' });
    expect(nothing.data.collectCount).toBe(1);
  });

  it('tells whether the visitor has booked the exhibition', async () => {
    await t.db.insert(eventOrders).values({
      userId: alice.id,
      module: ContentType.exhibition,
      resId: exhibitionId,
      num: 1,
      people: '测试',
      phone: alice.phone,
      orderCode: 'T0000000001',
    });
    expect((await t.api('GET', EngagementPaths.exhibitionIsdo(exhibitionId), as(alice))).data.booked).toBe(
      true,
    );
    await t.db.update(eventOrders).set({ status: 'cancelled' }).where(eq(eventOrders.userId, alice.id));
    expect((await t.api('GET', EngagementPaths.exhibitionIsdo(exhibitionId), as(alice))).data.booked).toBe(
      false,
    );
  });

  it('refuses items that are not on the site, and bad input, with a message', async () => {
    expect(await act('POST', alice, { module: 1, resId: 99999, type: 'collect' })).toEqual({
      code: 500,
      msg: '该内容不存在或已下线',
    });
    expect((await act('POST', alice, { module: 9, resId: 1, type: 'collect' })).msg).toBe(
      '内容模块 module 只能是 1 到 8',
    );
    expect((await act('POST', alice, { module: 1, resId: 1, type: 'share' })).msg).toBe(
      '操作类型 type 只能是 collect（收藏）或 like（点赞）',
    );
    expect((await act('POST', alice, { module: 1, type: 'like' })).msg).toBe('请指定内容 resId');
    expect((await act('POST', alice, { module: 3, resId: '<x>', type: 'like' })).msg).toBe(
      '内容 resId 格式不正确',
    );
  });

  it('works for collection items by culId', async () => {
    await act('POST', bob, { module: 3, resId: CUL_ID, type: 'collect' });
    await act('POST', bob, { module: 3, resId: CUL_ID, type: 'like' });
    const mine = await t.api('GET', EngagementPaths.collectionIsdo(CUL_ID), as(bob));
    expect(mine.data).toMatchObject({ collected: true, liked: true, collectCount: 1, likeCount: 1 });
    const counts = await t.api('GET', EngagementPaths.collectionActionCounts(CUL_ID));
    expect(counts.data).toEqual({ viewCount: 0, likeCount: 1, collectCount: 1 });
    expect((await t.api('GET', EngagementPaths.collectionIsdo('bad id!'))).msg).toBe('藏品编号格式不正确');
  });
});

describe('collect list', () => {
  it('shows each visitor only their own items, newest first, across modules', async () => {
    await act('POST', alice, { module: 6, resId: noticeId, type: 'collect' });
    const list = await t.api('GET', EngagementPaths.collectList, as(alice));
    expect(list.total).toBe(2);
    expect(list.rows.map((r: { module: number }) => r.module)).toEqual([6, 1]);
    expect(list.rows[0]).toMatchObject({
      resId: String(noticeId),
      title: expect.any(String),
      cover: expect.stringMatching(/^\/files\/demo\/covers\/\d+\.jpg$/),
      available: true,
    });
    const bobs = await t.api('GET', EngagementPaths.collectList, as(bob));
    expect(bobs.rows).toEqual([
      expect.objectContaining({
        module: 3,
        resId: CUL_ID,
        culId: CUL_ID,
        culName: '彩绘陶罐',
        summary: '唐 · 陶',
      }),
    ]);
    const onlyNotices = await t.api('GET', `${EngagementPaths.collectList}?module=6`, as(alice));
    expect(onlyNotices.total).toBe(1);
  });

  it('keeps a collected item that has been withdrawn, marked as unavailable', async () => {
    await t.db.update(notices).set({ published: false }).where(eq(notices.id, noticeId));
    const list = await t.api('GET', `${EngagementPaths.collectList}?module=6`, as(alice));
    expect(list.rows[0]).toMatchObject({ available: false, title: '该内容已下线' });
    await t.db.update(notices).set({ published: true }).where(eq(notices.id, noticeId));
  });
});

describe('view counts', () => {
  const log = (payload: object, headers: Record<string, string> = {}) =>
    t.api('POST', EngagementPaths.saveLog, { payload, headers });

  it('counts a visitor once per hour, and each visitor', async () => {
    // The beat that writes views each second is stopped: a read racing a write may show a view twice for a moment
    // (view-batch.ts), which these exact counts are not about. Views stay pending here and are shown all the same.
    await viewBatchOf(t.ctx).close();
    const id = String(noticeId);
    const browser = { 'user-agent': 'test-browser-1' };
    expect((await log({ module: 6, resId: id }, browser)).data).toEqual({ viewCount: 1, counted: true });
    expect((await log({ module: 6, resId: id }, browser)).data).toEqual({ viewCount: 1, counted: false });
    expect((await log({ module: 6, resId: id }, { 'user-agent': 'test-browser-2' })).data.viewCount).toBe(2);
    expect((await log({ module: 6, resId: id }, alice.headers)).data.viewCount).toBe(3);
    expect((await log({ module: 6, resId: id }, alice.headers)).data.counted).toBe(false);
    expect((await t.api('GET', ContentPaths.noticeDetail(noticeId))).data.viewCount).toBe(3);

    // The claim lasts an hour; once it lapses, the same visitor counts again.
    const key = `hit:6:${id}:u${alice.id}`;
    const ttl = await t.cache.ttl(key);
    expect(ttl).toBeGreaterThan(HIT_WINDOW_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(HIT_WINDOW_SECONDS);
    await t.cache.delete(key);
    expect((await log({ module: 6, resId: id }, alice.headers)).data).toEqual({
      viewCount: 4,
      counted: true,
    });
  });

  it('caps the views one network adds to an item in an hour, however often the browser name changes', async () => {
    const id = String(noticeId);
    const before = (await t.api('GET', ContentPaths.noticeDetail(noticeId))).data.viewCount as number;
    const fromOneClient = (i: number, remoteAddress: string) =>
      t.api('POST', EngagementPaths.saveLog, {
        payload: { module: 6, resId: id },
        headers: { 'user-agent': `rotating-browser-${i}` },
        remoteAddress,
      });
    // IPv6: every address of one /64 is the same client.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => fromOneClient(i, `2001:db8:77:1::${(i + 1).toString(16)}`)),
    );
    expect(answers.filter((a) => a.data.counted)).toHaveLength(ANONYMOUS_VIEWS_PER_NETWORK);
    // Another network still counts.
    expect((await fromOneClient(0, '2001:db8:77:2::1')).data.counted).toBe(true);
    const after = (await t.api('GET', ContentPaths.noticeDetail(noticeId))).data.viewCount as number;
    expect(after - before).toBe(ANONYMOUS_VIEWS_PER_NETWORK + 1);
  });

  it('counts collection items and refuses unknown items', async () => {
    expect((await log({ module: 3, resId: CUL_ID })).data.viewCount).toBe(1);
    expect((await t.api('GET', EngagementPaths.collectionActionCounts(CUL_ID))).data.viewCount).toBe(1);
    expect(await log({ module: 2, resId: 99999 })).toEqual({ code: 500, msg: '该内容不存在或已下线' });
    expect((await log({ resId: 1 })).msg).toBe('请指定内容模块 module（1-8）');
  });
});

describe('views per day', () => {
  it(`keeps ${DAILY_HITS_RETENTION_DAYS} days of them`, async () => {
    const today = t.ctx.clock.today();
    const item = { module: ContentType.notice, resId: 'retention-test' };
    await t.db.insert(dailyHits).values([
      { ...item, day: addDays(today, -DAILY_HITS_RETENTION_DAYS - 1), views: 3 },
      { ...item, day: addDays(today, -DAILY_HITS_RETENTION_DAYS), views: 2 },
    ]);
    expect(await purgeOldDailyHits(t.ctx, t.ctx.clock.now())).toBe(1);
    const kept = await t.db.select().from(dailyHits).where(eq(dailyHits.resId, item.resId));
    expect(kept.map((row) => row.views)).toEqual([2]);
  });
});
