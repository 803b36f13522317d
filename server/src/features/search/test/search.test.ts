import { Messages, SearchPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { collectionItems, collectionTypes } from '../../collection/tables.ts';
import { exhibitions } from '../../content/tables.ts';
import { rebuildSearchIndex } from '../indexer.ts';
import { highlight, parseQuery, snippet } from '../tokenize.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
});
afterAll(() => t.close());

const search = (query: Record<string, string | number>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return t.api('GET', `${SearchPaths.search}?${params}`);
};

describe('search across modules', () => {
  it('finds 丝绸之路 in several modules, ranked, with highlighted snippets and counts for every tab', async () => {
    const result = await search({ keyword: '丝绸之路', module: 1 });
    expect(result.code).toBe(200);
    expect(Object.keys(result.counts)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    const modulesWithHits = Object.values(result.counts).filter((n) => (n as number) > 0).length;
    expect(modulesWithHits).toBeGreaterThanOrEqual(3);
    expect(result.total).toBe(result.counts[1]);
    expect(result.rows.length).toBeGreaterThan(0);
    for (const row of result.rows) {
      expect(row.module).toBe(1);
      expect(`${row.title}${row.snippet}`).toContain('<em>丝绸之路</em>');
      expect(row.cover).toMatch(/^\/files\//);
      expect(row.date).toEqual(expect.any(String));
    }
  });

  it('finds 青花瓷 inside longer words and names, in the exhibition, the lecture and the artist', async () => {
    const result = await search({ keyword: '青花瓷', module: 4 });
    expect(result.counts[1]).toBeGreaterThanOrEqual(1);
    expect(result.counts[2]).toBeGreaterThanOrEqual(1);
    expect(result.rows[0].title).toBe('许知白');
    expect(result.rows[0].snippet).toContain('<em>青花瓷</em>');
  });

  it('requires every word of a phrase and ranks title matches first', async () => {
    const phrase = await search({ keyword: '经纬之间 织机' });
    expect(phrase.rows[0].title).toBe('<em>经纬之间</em>');
    const none = await search({ keyword: '经纬之间 量子计算' });
    expect(Object.values(none.counts).every((n) => n === 0)).toBe(true);
    expect(none.rows).toEqual([]);
  });

  it('finds part of a word, people by name and details kept out of snippets', async () => {
    expect((await search({ keyword: '艾德莱斯', module: 1 })).total).toBeGreaterThan(0);
    expect((await search({ keyword: '阿依古丽', module: 4 })).rows[0].title).toContain('阿依古丽');
    const byCurator = await search({ keyword: '赵远途', module: 1 });
    expect(byCurator.rows.map((r: { id: string }) => r.id)).not.toHaveLength(0);
    const byNumber = await search({ keyword: '国务院令第659号', module: 7 });
    expect(byNumber.rows[0].title).toContain('博物馆条例');
  });

  it('pages within a module and keeps the counts', async () => {
    const first = await search({ keyword: '天山', module: 1, pageSize: 2, pageNum: 1 });
    const second = await search({ keyword: '天山', module: 1, pageSize: 2, pageNum: 2 });
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect(second.counts).toEqual(first.counts);
  });

  it('gives a clear message for an empty, blank or meaningless keyword and a bad module', async () => {
    expect(await search({ keyword: '' })).toEqual({ code: 500, msg: Messages.searchKeywordRequired });
    expect(await search({ keyword: '   ' })).toEqual({ code: 500, msg: Messages.searchKeywordRequired });
    expect(await t.api('GET', SearchPaths.search)).toEqual({
      code: 500,
      msg: Messages.searchKeywordRequired,
    });
    expect((await search({ keyword: '！？——' })).msg).toBe(
      '请输入有意义的关键词，如展览名称、艺术家或藏品名称',
    );
    expect((await search({ keyword: '天山', module: 0 })).msg).toBe('内容模块 module 只能是 1 到 8');
    expect((await search({ keyword: '长'.repeat(51) })).msg).toBe('搜索关键词不能超过50个字');
  });

  it('treats a hostile keyword as words and escapes what it shows', async () => {
    const result = await search({ keyword: "天山' | '!(" });
    expect(result.code).toBe(200);
    const hostile = await search({ keyword: '<script>alert(1)</script>' });
    expect(hostile.code).toBe(200);
  });
});

describe('the index', () => {
  it('covers collection items by name, accession number and maker after a rebuild, and drops withdrawn items', async () => {
    const [type] = await t.db.insert(collectionTypes).values({ name: '检索测试' }).returning();
    await t.db.insert(collectionItems).values({
      culId: 'TEST-SR-0001',
      name: '青花缠枝莲纹玉壶春瓶',
      typeId: type!.id,
      author: '检索测试窑',
      period: '元',
      description: '<p>器身绘缠枝莲纹，青花发色浓艳。</p>',
    });
    await t.db.insert(exhibitions).values({
      title: '尚未发布的检索测试展',
      type: 'special',
      startDate: t.ctx.clock.today(),
      published: false,
    });
    await rebuildSearchIndex(t.db, t.ctx.clock);

    const byName = await search({ keyword: '玉壶春', module: 3 });
    expect(byName.rows[0]).toMatchObject({
      module: 3,
      id: 'TEST-SR-0001',
      culId: 'TEST-SR-0001',
      culName: '青花缠枝莲纹玉壶春瓶',
      date: '元',
    });
    expect((await search({ keyword: 'TEST-SR-0001', module: 3 })).total).toBe(1);
    expect((await search({ keyword: '检索测试窑', module: 3 })).total).toBe(1);
    expect((await search({ keyword: '检索测试展' })).counts[1]).toBe(0);
  });
});

describe('words jieba cut differently', () => {
  it('are found by their characters in a row, and characters out of order are not', async () => {
    const [type] = await t.db.insert(collectionTypes).values({ name: '字序测试' }).returning();
    await t.db.insert(collectionItems).values({
      culId: 'TEST-SR-0002',
      name: '驼铃册页',
      typeId: type!.id,
      description: '<p>画中商队沿着丝绸之路缓缓西行。</p>',
    });
    await rebuildSearchIndex(t.db, t.ctx.clock);
    const found = async (keyword: string) =>
      (await search({ keyword, module: 3 })).rows.some((r: { id: string }) => r.id === 'TEST-SR-0002');
    expect(await found('绸之')).toBe(true);
    expect(await found('绸之路')).toBe(true);
    expect(await found('驼')).toBe(true);
    expect(await found('之绸')).toBe(false);
    expect(await found('路之绸')).toBe(false);
  });
});

describe('tokenising and highlighting', () => {
  it('segments a query into words that must all occur, as words or as runs of characters', () => {
    expect(parseQuery('丝绸之路')).toEqual({
      tsquery: "('丝绸之路' | '丝绸' <-> '绸之' <-> '之路')",
      titleTsquery: "('丝绸之路':A | '丝绸':A <-> '绸之':A <-> '之路':A)",
      terms: ['丝绸之路'],
    });
    // A two-character word is its own bigram; one character is looked up as it is.
    expect(parseQuery('丝路')?.tsquery).toBe("'丝路'");
    expect(parseQuery('画')?.tsquery).toBe("'画'");
    expect(parseQuery('新疆的油画')?.terms).toEqual(['新疆', '油画']);
    expect(parseQuery('IIIF')).toMatchObject({
      tsquery: "'iiif'",
      titleTsquery: "'iiif':A",
      terms: ['iiif'],
    });
    expect(parseQuery('，。！')).toBeNull();
  });

  it('marks every occurrence, escapes the rest, and cuts a snippet around the first match', () => {
    expect(highlight('<b>天山</b> 与 天山', ['天山'])).toBe(
      '&lt;b&gt;<em>天山</em>&lt;/b&gt; 与 <em>天山</em>',
    );
    expect(highlight('IIIF 与 iiif', ['iiif'])).toBe('<em>IIIF</em> 与 <em>iiif</em>');
    const text = `${'序'.repeat(200)}天山${'后'.repeat(200)}`;
    const cut = snippet(text, ['天山']);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<em>天山</em>');
    expect(snippet('短文本', ['无'])).toBe('短文本');
  });
});
