import { ContentPaths, EngagementPaths, SearchPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { registeredUser } from '../../accounts/test/support.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { createPublishingService } from '../index.ts';

/** The museum's clock, moved by the tests (scheduled publication). */
let now = new Date('2026-11-25T02:00:00Z');
let t: TestApp;
let editor: TestStaff;
let visitor: string;
const TITLE = '昆仑玉石之路特展';

beforeAll(async () => {
  // Shared answers kept for a minute: withdrawal must show at once all the same.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' }, undefined, () => now);
  editor = await createStaff(t, ['editor']);
  visitor = await registeredUser(t, '13900002222');
});
afterAll(() => t.close());

const as = (staff: TestStaff) => ({ headers: staff.headers });
const listed = async (path: string) =>
  ((await t.api('GET', path)).rows as { id: number }[]).map((row) => Number(row.id));
const found = async (keyword: string) =>
  (
    (await t.api('GET', `${SearchPaths.search}?keyword=${encodeURIComponent(keyword)}`)).rows as {
      title: string;
    }[]
  ).map((row) => row.title.replace(/<[^>]+>/g, ''));

async function draftExhibition(extra: object = {}) {
  const answer = await t.api('POST', '/admin/content/exhibition', {
    ...as(editor),
    payload: { title: TITLE, type: 'special', startDate: '2026-11-01', endDate: '2027-02-01', ...extra },
  });
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  return answer.data.id as number;
}

/** Everything a visitor could reach an exhibition by. */
async function seenByVisitors(id: number) {
  return {
    list: (await listed(ContentPaths.exhibitionList)).includes(id),
    detail: (await t.api('GET', ContentPaths.exhibitionDetail(id))).code === 200,
    related: (await listed(ContentPaths.exhibitionOther)).includes(id),
    search: (await found('玉石之路')).includes(TITLE),
  };
}
const everywhere = { list: true, detail: true, related: true, search: true };
const nowhere = { list: false, detail: false, related: false, search: false };

describe('drafts and publication, as visitors see them', () => {
  it('hides a draft everywhere, shows it once published, hides it again at once when withdrawn', async () => {
    // Lists asked before the change are shared answers: they must not hold it back.
    await listed(ContentPaths.exhibitionList);
    const id = await draftExhibition();
    expect(await seenByVisitors(id)).toEqual(nowhere);
    expect(await t.api('GET', ContentPaths.exhibitionDetail(id))).toMatchObject({ code: 404 });

    await t.api('PUT', `/admin/content/exhibition/${id}/publish`, as(editor));
    expect(await seenByVisitors(id)).toEqual(everywhere);

    // A visitor collects it; withdrawn, it leaves their list too.
    const collect = await t.api('POST', EngagementPaths.action, {
      headers: { authorization: `Bearer ${visitor}` },
      payload: { module: 1, resId: id, type: 'collect' },
    });
    expect(collect).toMatchObject({ code: 200 });
    // The visitor's own record stays, as 该内容已下线, with nothing of the item itself.
    const collected = async () =>
      (
        (await t.api('GET', EngagementPaths.collectList, { headers: { authorization: `Bearer ${visitor}` } }))
          .rows as { resId: string; title: string; available: boolean }[]
      ).find((row) => row.resId === String(id));
    expect(await collected()).toMatchObject({ title: TITLE, available: true });

    await t.api('PUT', `/admin/content/exhibition/${id}/unpublish`, as(editor));
    expect(await seenByVisitors(id)).toEqual(nowhere);
    expect(await collected()).toMatchObject({ title: '该内容已下线', available: false });

    await t.api('PUT', `/admin/content/exhibition/${id}/publish`, as(editor));
    await t.api('DELETE', `/admin/content/exhibition/${id}`, as(editor));
    expect(await seenByVisitors(id)).toEqual(nowhere);
  });

  it('shows a change to a published item at once, in lists and in search', async () => {
    const id = await draftExhibition({ title: '丝路驼铃' });
    await t.api('PUT', `/admin/content/exhibition/${id}/publish`, as(editor));
    expect(await found('驼铃')).toContain('丝路驼铃');
    await t.api('PUT', `/admin/content/exhibition/${id}`, {
      ...as(editor),
      payload: { title: '丝路驼铃与商队', version: 2 },
    });
    expect(await found('商队')).toContain('丝路驼铃与商队');
    const list = await t.api('GET', ContentPaths.exhibitionList);
    expect(list.rows.find((row: { id: number }) => row.id === id).title).toBe('丝路驼铃与商队');
  });

  it('lets editors preview a draft as the visitor page will show it', async () => {
    const id = await draftExhibition({ content: '<p>预览正文</p>' });
    const preview = await t.api('GET', `/admin/content/exhibition/${id}/preview`, as(editor));
    expect(preview).toMatchObject({
      code: 200,
      data: { id, title: TITLE, content: '<p>预览正文</p>', status: 1 },
    });
    expect(await t.api('GET', ContentPaths.exhibitionDetail(id))).toMatchObject({ code: 404 });
  });

  it('hides halls, links and work types that are withdrawn', async () => {
    const link = await t.api('POST', '/admin/content/link', {
      ...as(editor),
      payload: { name: '新疆文物局', url: 'https://example.cn' },
    });
    expect(await listed(ContentPaths.linkList)).not.toContain(link.data.id);
    await t.api('PUT', `/admin/content/link/${link.data.id}/publish`, as(editor));
    expect(await listed(ContentPaths.linkList)).toContain(link.data.id);
  });
});

describe('scheduled publication', () => {
  it('publishes at its time, not before, and once', async () => {
    const id = await draftExhibition({ title: '定时发布的展览', publishAt: '2026-11-25T12:00:00+08:00' });
    const item = await t.api('GET', `/admin/content/exhibition/${id}`, as(editor));
    expect(item.data).toMatchObject({ published: false, publishAt: '2026-11-25T04:00:00.000Z' });
    const service = createPublishingService(t.ctx, null);

    now = new Date('2026-11-25T03:59:00Z');
    expect(await service.publishDue()).toBe(0);
    expect((await t.api('GET', ContentPaths.exhibitionDetail(id))).code).toBe(404);

    now = new Date('2026-11-25T04:00:30Z');
    const [first, second] = await Promise.all([service.publishDue(), service.publishDue()]);
    expect(first + second).toBe(1);
    expect((await t.api('GET', ContentPaths.exhibitionDetail(id))).code).toBe(200);
    expect(await found('定时发布')).toContain('定时发布的展览');
    expect((await t.api('GET', `/admin/content/exhibition/${id}`, as(editor))).data).toMatchObject({
      published: true,
      publishAt: null,
    });
  });
});
