import { ContentPaths, ContentType, EngagementPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { ACCOUNT_TEST_ENV, sendCode } from '../../accounts/test/support.ts';
import { exhibitions } from '../../content/tables.ts';
import { viewBatchOf } from '../view-batch.ts';

/** An exhibition's detail with its counts kept in the shared answers, as in production. */

let t: TestApp;
let id: number;
let item: { module: ContentType; resId: string };

beforeAll(async () => {
  // Kept counts, like kept details, are on whenever answers are shared.
  t = await createTestApp({ ...ACCOUNT_TEST_ENV, PUBLIC_CACHE_SECONDS: '60' });
  await t.seed();
  [{ id }] = (await t.db.select({ id: exhibitions.id }).from(exhibitions).limit(1)) as [{ id: number }];
  item = { module: ContentType.exhibition, resId: String(id) };
});
afterAll(() => t.close());

const detailCounts = async () => {
  const { data } = await t.api('GET', ContentPaths.exhibitionDetail(id));
  return { viewCount: data.viewCount, likeCount: data.likeCount, collectCount: data.collectCount };
};

const mark = async (user: TestUser, method: 'POST' | 'DELETE', type: 'like' | 'collect') => {
  const body = await t.api(method, EngagementPaths.action, {
    headers: user.headers,
    payload: { ...item, type },
  });
  expect(body, body.msg).toMatchObject({ code: 200 });
};

/** Queries that reach the database while `run` runs (both drivers send each through their client's `query`). */
async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('counts kept beside a detail', () => {
  it('answers an anonymous visitor without a query once kept', async () => {
    await detailCounts();
    expect(await queriesDuring(() => Promise.all([detailCounts(), detailCounts()]))).toBe(0);
    // The probe sees queries: a changed generation builds the detail and its counts again.
    await t.ctx.answers.invalidate();
    expect(await queriesDuring(detailCounts)).toBeGreaterThan(0);
  });

  it('shows a like, a collect and their withdrawal on the next read', async () => {
    const visitor = await createSignedInUser(t);
    const before = await detailCounts();
    await mark(visitor, 'POST', 'like');
    expect(await detailCounts()).toEqual({ ...before, likeCount: before.likeCount + 1 });
    await mark(visitor, 'POST', 'collect');
    expect(await detailCounts()).toEqual({
      ...before,
      likeCount: before.likeCount + 1,
      collectCount: before.collectCount + 1,
    });
    await mark(visitor, 'DELETE', 'collect');
    await mark(visitor, 'DELETE', 'like');
    expect(await detailCounts()).toEqual(before);
    // The visitor's own marks are theirs alone: asked for with the counts, kept nowhere.
    await mark(visitor, 'POST', 'like');
    const own = await t.api('GET', EngagementPaths.actionState, {
      headers: visitor.headers,
      query: { module: String(item.module), resId: item.resId },
    });
    expect(own.data).toMatchObject({ liked: true, collected: false, likeCount: before.likeCount + 1 });
    const anonymous = await t.api('GET', EngagementPaths.actionState, {
      query: { module: String(item.module), resId: item.resId },
    });
    expect(anonymous.data).toMatchObject({ liked: false, collected: false, likeCount: before.likeCount + 1 });
  });

  it('shows views written by the batch once this process no longer adds them itself', async () => {
    const before = await detailCounts();
    const view = await t.api('POST', EngagementPaths.saveLog, {
      payload: item,
      headers: { 'user-agent': 'kept-counts-browser' },
    });
    expect(view.data).toMatchObject({ counted: true, viewCount: before.viewCount + 1 });
    expect(await detailCounts()).toEqual({ ...before, viewCount: before.viewCount + 1 });
    await viewBatchOf(t.ctx).flush();
    expect(viewBatchOf(t.ctx).pendingOf(item.module, item.resId)).toBe(0);
    // Read from the renewed kept counts: written, and no longer pending here.
    expect(
      await queriesDuring(async () =>
        expect(await detailCounts()).toEqual({ ...before, viewCount: before.viewCount + 1 }),
      ),
    ).toBe(0);
  });

  it('drops a closed account’s likes and collects from the counts', async () => {
    const closing = await createSignedInUser(t);
    const staying = await createSignedInUser(t);
    const before = await detailCounts();
    for (const user of [closing, staying]) {
      await mark(user, 'POST', 'like');
      await mark(user, 'POST', 'collect');
    }
    expect(await detailCounts()).toMatchObject({
      likeCount: before.likeCount + 2,
      collectCount: before.collectCount + 2,
    });
    const smsCode = await sendCode(t, closing.phone, 'shenFen');
    const closed = await t.api('DELETE', '/client/account', {
      headers: closing.headers,
      payload: { smsCode },
    });
    expect(closed, closed.msg).toMatchObject({ code: 200 });
    expect(await detailCounts()).toEqual({
      ...before,
      likeCount: before.likeCount + 1,
      collectCount: before.collectCount + 1,
    });
  });
});
