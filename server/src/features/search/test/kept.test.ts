import { BENCH_FRESH_HEADER, SearchPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { exhibitions } from '../../content/tables.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { rebuildSearchIndex } from '../indexer.ts';

let t: TestApp;
let editor: TestStaff;

/** Exhibitions mentioning 琥珀, a few in the title, days apart so that their order is fixed. */
const AMBER = 24;

beforeAll(async () => {
  // Rankings are kept whenever answers are shared; the bench header makes every answer a new question.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60', BENCH_ROUTES: 'true' });
  editor = await createStaff(t, ['editor']);
  const day = (i: number) => new Date(Date.UTC(2021, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  await t.db.insert(exhibitions).values(
    Array.from({ length: AMBER }, (_, i) => ({
      title: i % 5 === 0 ? `琥珀与蜜蜡第${i}展` : `第${i}号陈列`,
      type: 'special',
      startDate: day(i),
      summary: '馆藏器物选介。',
      content: '<p>展柜里有一串琥珀朝珠。</p>',
    })),
  );
  await rebuildSearchIndex(t.db, t.ctx.clock, t.ctx.answers);
});
afterAll(() => t.close());

const search = (keyword: string, pageNum = 1, pageSize = 10, headers: Record<string, string> = {}) =>
  t.api(
    'GET',
    `${SearchPaths.search}?${new URLSearchParams({ keyword, module: '1', pageNum: `${pageNum}`, pageSize: `${pageSize}` })}`,
    { headers },
  );

/** How many searches reached the index (each ranking is one call of independentTransactions) while `work` ran. */
async function searchesDuring(work: () => Promise<unknown>): Promise<number> {
  const transactions = vi.spyOn(t.database, 'independentTransactions');
  try {
    await work();
    return transactions.mock.calls.length;
  } finally {
    transactions.mockRestore();
  }
}

const plain = (title: string) => title.replace(/<\/?em>/g, '');
const ids = (answer: { rows: { id: string }[] }) => answer.rows.map((row) => row.id);

async function publishExhibition(title: string): Promise<number> {
  const draft = await t.api('POST', '/admin/content/exhibition', {
    headers: editor.headers,
    payload: { title, type: 'special', startDate: '2026-11-01', endDate: '2027-02-01' },
  });
  expect(draft, draft.msg).toMatchObject({ code: 200 });
  const id = draft.data.id as number;
  const published = await t.api('PUT', `/admin/content/exhibition/${id}/publish`, {
    headers: editor.headers,
  });
  expect(published, published.msg).toMatchObject({ code: 200 });
  return id;
}

describe('a keyword ranked once and kept', () => {
  it('pages through one ranking, in the order of the whole, ranked and highlighted', async () => {
    let whole: { rows: { id: string; title: string; snippet: string }[]; total: number } | undefined;
    const paged: string[] = [];
    const searches = await searchesDuring(async () => {
      whole = await search('琥珀', 1, 100);
      for (let page = 1; page <= Math.ceil(AMBER / 5); page += 1)
        paged.push(...ids(await search('琥珀', page, 5)));
    });
    expect(searches).toBe(1);
    expect(whole!.total).toBe(AMBER);
    expect(paged).toEqual(ids(whole!));
    // Title matches first (newer first), then the rest, newer first; every hit marked.
    const titled = whole!.rows.slice(0, 5).map((row) => plain(row.title));
    expect(titled).toEqual([
      '琥珀与蜜蜡第20展',
      '琥珀与蜜蜡第15展',
      '琥珀与蜜蜡第10展',
      '琥珀与蜜蜡第5展',
      '琥珀与蜜蜡第0展',
    ]);
    expect(whole!.rows[0]!.title).toBe('<em>琥珀</em>与蜜蜡第20展');
    expect(whole!.rows[5]!.title).toBe('第23号陈列');
    for (const row of whole!.rows.slice(5)) expect(row.snippet).toContain('<em>琥珀</em>');
  });

  it('ranks a new keyword once for many visitors asking at the same moment', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => (i % 5) + 1);
    let answers: { code: number; total: number }[] = [];
    const searches = await searchesDuring(async () => {
      answers = await Promise.all(pages.map((page, i) => search('朝珠', page, 1 + Math.floor(i / 5))));
    });
    expect(searches).toBe(1);
    for (const answer of answers) expect(answer).toMatchObject({ code: 200, total: AMBER });
  });

  it('computes the answer afresh for the bench header, from the kept ranking', async () => {
    const first = await search('蜜蜡', 1, 10, { [BENCH_FRESH_HEADER]: 'a' });
    // Rows read anew each time (a shared answer would not look at the database at all) ...
    const rowReads = vi.spyOn(t.db, 'select');
    let again: unknown;
    const searches = await searchesDuring(async () => {
      again = await search('蜜蜡', 1, 10, { [BENCH_FRESH_HEADER]: 'b' });
    });
    expect(rowReads).toHaveBeenCalled();
    rowReads.mockRestore();
    // ... but not ranked again.
    expect(searches).toBe(0);
    expect(again).toEqual(first);
  });
});

describe('content changes reach the kept rankings at once', () => {
  it('finds a published item in the next search, with the counts, and loses it when withdrawn or renamed', async () => {
    const before = await search('琥珀');
    const id = await publishExhibition('琥珀之光特展');
    const after = await search('琥珀');
    expect(after.counts[1]).toBe(before.counts[1] + 1);
    expect(after.rows[0]).toMatchObject({ id: String(id), title: '<em>琥珀</em>之光特展' });

    const renamed = await t.api('PUT', `/admin/content/exhibition/${id}`, {
      headers: editor.headers,
      payload: { title: '星图之光特展', version: 2 },
    });
    expect(renamed, renamed.msg).toMatchObject({ code: 200 });
    expect((await search('琥珀')).counts[1]).toBe(before.counts[1]);
    expect(ids(await search('星图'))).toEqual([String(id)]);

    await t.api('PUT', `/admin/content/exhibition/${id}/unpublish`, { headers: editor.headers });
    expect(await search('星图')).toMatchObject({ total: 0, rows: [] });
  });

  it('reads a rebuilt index at once', async () => {
    expect((await search('螺钿')).total).toBe(0);
    await t.db
      .insert(exhibitions)
      .values({ title: '螺钿漆器展', type: 'special', startDate: '2026-10-01', published: true });
    await rebuildSearchIndex(t.db, t.ctx.clock, t.ctx.answers);
    expect((await search('螺钿')).rows.map((row: { title: string }) => row.title)).toEqual([
      '<em>螺钿</em>漆器展',
    ]);
  });
});
