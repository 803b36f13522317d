import { ContentType, SEARCH_COUNT_CAP, SearchPaths } from '@museum/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { exhibitions } from '../../content/tables.ts';
import { rebuildSearchIndex } from '../indexer.ts';
import { moduleRanking } from '../service.ts';
import { searchDocuments } from '../tables.ts';
import { parseQuery, RANK_LEAD_LENGTH } from '../tokenize.ts';

/** More exhibitions than the cap mention the word deep in their text; a thousand of them also a second word. */
const MENTIONS = SEARCH_COUNT_CAP + 150;
/** A summary just longer than what ranking reads, so a word after it counts as further in. */
const CLAUSE = '展厅按年代陈列各地出土的器物与文献，';
const FILLER = CLAUSE.repeat(Math.ceil(RANK_LEAD_LENGTH / CLAUSE.length));

let t: TestApp;
let itemOrder: { resId: string; title: string }[];
beforeAll(async () => {
  // No demo content: these exhibitions alone, indexed quickly; the rankings kept, as whenever answers are shared.
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: '60' });
  const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const mentions = Array.from({ length: MENTIONS }, (_, i) => ({
    title: `第${i + 1}号馆藏档案展`,
    type: 'special',
    startDate: day(i),
    summary: FILLER,
    content: `<p>档案记有一件琉璃盏${i < SEARCH_COUNT_CAP ? '与螺钿漆盒' : ''}。</p>`,
  }));
  // Written last (so last in the index's order) and older than every mention: found and ranked first all the same.
  const best = [
    {
      title: '琉璃盏的旧闻',
      type: 'special',
      startDate: '2010-05-01',
      summary: FILLER,
      content: '<p>旧闻。</p>',
    },
    {
      title: '琉璃盏与丝路',
      type: 'special',
      startDate: '2012-05-01',
      summary: FILLER,
      content: '<p>新闻。</p>',
    },
    { title: '开篇即提到的展', type: 'special', startDate: '2011-05-01', summary: '一件琉璃盏的来历。' },
  ];
  for (let i = 0; i < mentions.length; i += 500)
    await t.db.insert(exhibitions).values(mentions.slice(i, i + 500));
  await t.db.insert(exhibitions).values(best);
  // The exhibitions in the search index's order of a module's items (res_id: the id as text). One past the cap of
  // them open with 青瓷, the first, so a sample of that order finds the word frequent, and no others.
  const written = await t.db.select({ id: exhibitions.id, title: exhibitions.title }).from(exhibitions);
  itemOrder = written
    .map((row) => ({ resId: String(row.id), title: row.title }))
    .sort((a, b) => (a.resId < b.resId ? -1 : 1));
  await t.db
    .update(exhibitions)
    .set({ summary: sql`'青瓷。' || ${exhibitions.summary}` })
    .where(
      inArray(
        exhibitions.id,
        itemOrder.slice(0, SEARCH_COUNT_CAP + 1).map((row) => Number(row.resId)),
      ),
    );
  await rebuildSearchIndex(t.db, t.ctx.clock);
}, 60_000);
afterAll(() => t.close());

const search = (keyword: string, pageNum = 1, pageSize = 10) =>
  t.api(
    'GET',
    `${SearchPaths.search}?${new URLSearchParams({ keyword, module: '1', pageNum: `${pageNum}`, pageSize: `${pageSize}` })}`,
  );

describe('search past the count cap', () => {
  it('caps the count at SEARCH_COUNT_CAP and says so, for the tab and the pages', async () => {
    const result = await search('琉璃盏');
    expect(result.code).toBe(200);
    expect(result.counts[1]).toBe(SEARCH_COUNT_CAP);
    expect(result.total).toBe(SEARCH_COUNT_CAP);
    expect(result.capped).toEqual([1]);
    expect(result.counts[3]).toBe(0);
    // Exactly the cap is a count, not "more than".
    const exact = await search('螺钿漆盒');
    expect(exact.counts[1]).toBe(SEARCH_COUNT_CAP);
    expect(exact.capped).toEqual([]);
  });

  it('ranks title matches first, then the opening, then the rest, newer first among equals, highlighted', async () => {
    const { rows } = await search('琉璃盏', 1, 20);
    expect(rows.slice(0, 3).map((row: { title: string }) => row.title)).toEqual([
      '<em>琉璃盏</em>与丝路',
      '<em>琉璃盏</em>的旧闻',
      '开篇即提到的展',
    ]);
    expect(rows[2].snippet).toContain('<em>琉璃盏</em>');
    const rest = rows.slice(3);
    expect(rest).toHaveLength(17);
    for (const row of rest) expect(row.snippet).toContain('<em>琉璃盏</em>');
    const dates = rest.map((row: { date: string }) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('ranks from the titles alone when more titles than the cap hold the word, and counts past the cap', async () => {
    // Every mention's title holds 档案: its text, read only when the titles and openings come short, is not needed.
    const first = await search('档案', 1, 20);
    expect(first).toMatchObject({ code: 200, total: SEARCH_COUNT_CAP, capped: [1] });
    for (const row of first.rows) expect(row.title).toMatch(/^第\d+号馆藏<em>档案<\/em>展$/);
    const dates = first.rows.map((row: { date: string }) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await search('档案', SEARCH_COUNT_CAP / 100, 100)).rows).toHaveLength(100);
    expect((await search('档案', SEARCH_COUNT_CAP / 100 + 1, 100)).rows).toEqual([]);
  });

  it('reaches the last page the count shows', async () => {
    const last = await search('琉璃盏', SEARCH_COUNT_CAP / 100, 100);
    expect(last.rows).toHaveLength(100);
    const beyond = await search('琉璃盏', SEARCH_COUNT_CAP / 100 + 1, 100);
    expect(beyond.rows).toEqual([]);
    expect(beyond.capped).toEqual([1]);
  });

  it('ranks a word in most of the module alike from its first items as through its indexes', async () => {
    // Sampled, a frequent word is ranked from the module's first items; unsampled, through the GIN indexes.
    const bothWays = (keyword: string) =>
      t.database.independentTransactions(
        (tx) => moduleRanking(tx, parseQuery(keyword)!, ContentType.exhibition),
        (tx) => moduleRanking(tx, parseQuery(keyword)!, ContentType.exhibition, false),
      );
    // One past the cap of front hits: both ways rank all of them, to the same ids and count.
    const [sampled, indexed] = await bothWays('青瓷');
    expect(sampled).toHaveLength(SEARCH_COUNT_CAP);
    expect(sampled).toEqual(indexed);
    expect(sampled[0]!.hits).toBe(SEARCH_COUNT_CAP + 1);
    // More: each way ranks the first one past the cap it reads, both "1000+"; the sampled way read the items' order.
    const [titled, titledIndexed] = await bothWays('档案');
    expect(titled.map((row) => row.hits)).toEqual(titledIndexed.map((row) => row.hits));
    expect(titled).toHaveLength(SEARCH_COUNT_CAP);
    const read = new Set(
      itemOrder
        .filter((row) => row.title.includes('档案'))
        .slice(0, SEARCH_COUNT_CAP + 1)
        .map((row) => row.resId),
    );
    const ranked = await t.db
      .select({ resId: searchDocuments.resId })
      .from(searchDocuments)
      .where(
        inArray(
          searchDocuments.id,
          titled.map((row) => row.id),
        ),
      );
    expect(ranked.filter((row) => !read.has(row.resId))).toEqual([]);
  });
});
