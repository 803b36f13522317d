import { CollectionPaths, ContentPaths, ContentType, EngagementPaths, ICMS_BASE } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { collectionItems, collectionTypes } from '../../collection/tables.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { exhibitions } from '../tables.ts';

let t: TestApp;
let editor: TestStaff;

beforeAll(async () => {
  // Kept totals, like shared answers, are on whenever answers are shared.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
  await t.seed();
  editor = await createStaff(t, ['editor']);
});
afterAll(() => t.close());

/** Every page is another shared answer, so each call below computes its rows afresh and asks for the total. */
let pageNum = 0;
const totalOf = async (filter: string) => {
  pageNum += 1;
  const answer = await t.api('GET', `${ContentPaths.exhibitionList}?${filter}&pageNum=${pageNum}`);
  expect(answer.code).toBe(200);
  return answer.total as number;
};

/** A row written around the console: the kept total cannot know of it until content next changes. */
const writtenAround = (title: string) =>
  t.db.insert(exhibitions).values({ title, type: 'special', startDate: '2026-11-01', published: true });

describe('list totals kept per filter', () => {
  it('counts a filter once, and again after something is published through the console', async () => {
    const filters = ['type=special', `keyword=${encodeURIComponent('丝路')}`];
    const before = await Promise.all(filters.map(totalOf));
    await writtenAround('丝路旁路写入的展览');
    // Served from the kept count: the row written around the console is not counted yet.
    expect(await Promise.all(filters.map(totalOf))).toEqual(before);

    const draft = await t.api('POST', '/admin/content/exhibition', {
      headers: editor.headers,
      payload: { title: '丝路新展', type: 'special', startDate: '2026-11-01', endDate: '2027-02-01' },
    });
    expect(draft, draft.msg).toMatchObject({ code: 200 });
    const published = await t.api('PUT', `/admin/content/exhibition/${draft.data.id}/publish`, {
      headers: editor.headers,
    });
    expect(published, published.msg).toMatchObject({ code: 200 });

    // Publishing starts a new generation: both rows counted, for every filter.
    expect(await Promise.all(filters.map(totalOf))).toEqual(before.map((n) => n + 2));
  });

  it('keeps the collection list total until content changes', async () => {
    const counted = async (pageIndex: number) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${ICMS_BASE}${CollectionPaths.list}?pageIndex=${pageIndex}&pageSize=1`,
      });
      return (response.json() as { count: number }).count;
    };
    const before = await counted(1);
    const [type] = await t.db.select({ id: collectionTypes.id }).from(collectionTypes).limit(1);
    await t.db
      .insert(collectionItems)
      .values({ culId: 'KEPT-0001', name: '旁路写入的藏品', typeId: type!.id });
    expect(await counted(2)).toBe(before);
    // What a publish does in every process: a new generation of shared answers and kept totals.
    await t.ctx.answers.invalidate();
    expect(await counted(3)).toBe(before + 1);
  });

  it('reads pages past the middle from the other end, in the same order', async () => {
    for (const filter of ['', 'status=0', 'status=2', 'type=special']) {
      const whole = await t.api('GET', `${ContentPaths.exhibitionList}?${filter}&pageSize=100`);
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 3); page += 1) {
        const part = await t.api(
          'GET',
          `${ContentPaths.exhibitionList}?${filter}&pageSize=3&pageNum=${page}`,
        );
        ids.push(...part.rows.map((row: { id: number }) => row.id));
      }
      expect(ids, filter).toEqual(whole.rows.map((row: { id: number }) => row.id));
    }
  });
});

describe('exhibition details kept', () => {
  it('keeps the public part until content changes, with live counts beside it', async () => {
    const [row] = await t.db.select({ id: exhibitions.id }).from(exhibitions).limit(1);
    const id = row!.id;
    const detail = async () => (await t.api('GET', ContentPaths.exhibitionDetail(id))).data;
    const before = await detail();
    await t.db.update(exhibitions).set({ title: '旁路改过的标题' }).where(eq(exhibitions.id, id));
    const viewed = await t.api('POST', EngagementPaths.saveLog, {
      payload: { module: ContentType.exhibition, resId: String(id) },
      headers: { 'user-agent': 'kept-detail-browser' },
    });
    expect(viewed.data.counted).toBe(true);
    // The kept part still has the old title; the count is live.
    expect(await detail()).toMatchObject({ title: before.title, viewCount: before.viewCount + 1 });

    await t.ctx.answers.invalidate();
    expect(await detail()).toMatchObject({ title: '旁路改过的标题', viewCount: before.viewCount + 1 });
  });
});
