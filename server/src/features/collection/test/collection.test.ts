import { CollectionPaths, type CulDetail, type CulItem, type CulType, ICMS_BASE } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app.ts';
import { loadConfig } from '../../../config.ts';
import { DEMO_COLLECTION } from '../../../seed/collection/catalogue.ts';
import { collectionItems } from '../tables.ts';

let t: TestApp;

/** The collection service lives at the root, outside /prod-api. */
async function icms<T = any>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const response = await t.app.inject({
    method: 'GET',
    url: `${ICMS_BASE}${path}${search ? `?${search}` : ''}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://museum.example.cn' });
  await t.seed();
});
afterAll(() => t.close());

describe('getShareCulType', () => {
  it('lists at least six types with their item counts, in the museum order', async () => {
    const body = await icms<{ code: number; data: CulType[] }>(CollectionPaths.types);
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data.map((type) => type.name).slice(0, 3)).toEqual(['绘画', '书法', '陶瓷']);
    expect(body.data.every((type) => type.count > 0 && type.intro.length > 0)).toBe(true);
    expect(body.data.reduce((sum, type) => sum + type.count, 0)).toBe(DEMO_COLLECTION.length);
  });
});

describe('getShareCulList', () => {
  it('pages the collection with culId, culName, period, material, size and images', async () => {
    const body = await icms<{ code: number; total: number; rows: CulItem[] }>(CollectionPaths.list);
    expect(body.code).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(80);
    expect(body.rows).toHaveLength(10);
    const [first] = body.rows;
    expect(first).toMatchObject({
      culId: expect.stringMatching(/^TSM-/),
      culName: expect.any(String),
      typeName: expect.any(String),
    });
    expect(first!.period).toBeTruthy();
    expect(first!.material).toBeTruthy();
    expect(first!.size).toBeTruthy();
    expect(first!.cover).toBe(first!.images[0]!.url);
    expect(first!.images[0]).toMatchObject({
      url: `/files/demo/collection/${first!.culId}.jpg`,
      width: expect.any(Number),
      height: expect.any(Number),
      iiif: `https://museum.example.cn/iiif/3/${first!.culId}_1`,
    });

    const second = await icms<{ rows: CulItem[] }>(CollectionPaths.list, { pageNum: 2, pageSize: 10 });
    expect(second.rows.map((r) => r.culId)).not.toContain(first!.culId);
  });

  it('filters by type, by keyword and by artist', async () => {
    const types = await icms<{ data: CulType[] }>(CollectionPaths.types);
    const ceramics = types.data.find((type) => type.name === '陶瓷')!;
    const byType = await icms<{ total: number; rows: CulItem[] }>(CollectionPaths.list, {
      type: ceramics.id,
      pageSize: 100,
    });
    expect(byType.total).toBe(ceramics.count);
    expect(byType.rows.every((row) => row.typeId === ceramics.id && row.typeName === '陶瓷')).toBe(true);

    const blue = await icms<{ total: number; rows: CulItem[] }>(CollectionPaths.list, {
      keyword: '青花',
      pageSize: 100,
    });
    expect(blue.total).toBeGreaterThanOrEqual(4);
    expect(blue.rows.every((row) => row.culName.includes('青花'))).toBe(true);

    const byMaker = await icms<{ rows: CulItem[] }>(CollectionPaths.list, { keyword: '周砚秋' });
    expect(byMaker.rows.map((row) => row.culId)).toEqual(
      expect.arrayContaining(['TSM-HH-0001', 'TSM-HH-0002']),
    );

    const byArtist = await icms<{ rows: CulItem[] }>(CollectionPaths.list, { artistId: 5, pageSize: 50 });
    expect(byArtist.rows.length).toBeGreaterThan(0);
    expect(byArtist.rows.every((row) => row.artistId === 5)).toBe(true);
  });

  it('treats LIKE wildcards in a keyword literally and ignores empty filters', async () => {
    expect((await icms<{ total: number }>(CollectionPaths.list, { keyword: '%' })).total).toBe(0);
    expect((await icms<{ total: number }>(CollectionPaths.list, { keyword: '_' })).total).toBe(0);
    const all = await icms<{ total: number }>(CollectionPaths.list, { type: '', keyword: ' ' });
    expect(all.total).toBe(DEMO_COLLECTION.length);
  });

  it('answers bad input with a Chinese message naming the parameter', async () => {
    expect(await icms(CollectionPaths.list, { type: 'abc' })).toEqual({
      code: 500,
      msg: '藏品类别 type 必须是正整数',
    });
    expect(await icms(CollectionPaths.list, { pageSize: 1000 })).toEqual({
      code: 500,
      msg: '分页参数 pageSize 不能大于100',
    });
    expect(await icms(CollectionPaths.list, { keyword: '青'.repeat(51) })).toEqual({
      code: 500,
      msg: '关键词不能超过50个字',
    });
  });
});

describe('getShareCulDetail', () => {
  it('gives the metadata, the IIIF manifest and related works', async () => {
    const body = await icms<{ code: number; data: CulDetail }>(CollectionPaths.detail, { id: 'TSM-TC-0001' });
    expect(body.code).toBe(200);
    const item = body.data;
    expect(item).toMatchObject({
      culId: 'TSM-TC-0001',
      culName: '青花缠枝牡丹纹梅瓶',
      typeName: '陶瓷',
      period: '元',
      grade: '二级文物',
    });
    expect(item.description).toMatch(/^<p>/);
    expect(item.manifest).toBe('https://museum.example.cn/iiif/3/manifest/TSM-TC-0001');
    expect(item.related.length).toBeGreaterThan(0);
    expect(item.related.map((r) => r.culId)).not.toContain('TSM-TC-0001');
    expect(item.related.every((r) => r.typeName === '陶瓷')).toBe(true);
  });

  it('puts works by the same artist first among related works', async () => {
    const body = await icms<{ data: CulDetail }>(CollectionPaths.detail, { id: 'TSM-HH-0001' });
    expect(body.data.related[0]!.artistId).toBe(body.data.artistId);
  });

  it('cleans rich text as it is served', async () => {
    await t.db
      .update(collectionItems)
      .set({
        description:
          '<p onclick="steal()">说明</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
      })
      .where(eq(collectionItems.culId, 'TSM-SF-0001'));
    const body = await icms<{ data: CulDetail }>(CollectionPaths.detail, { id: 'TSM-SF-0001' });
    expect(body.data.description).toContain('说明');
    expect(body.data.description).not.toMatch(/script|onclick|javascript:/);
  });

  it('refuses a missing or malformed id and hides unknown or unpublished items', async () => {
    expect(await icms(CollectionPaths.detail)).toEqual({ code: 500, msg: '请提供藏品编号 id' });
    expect(await icms(CollectionPaths.detail, { id: '../etc' })).toEqual({
      code: 500,
      msg: '藏品编号格式不正确',
    });
    expect(await icms(CollectionPaths.detail, { id: 'TSM-XX-9999' })).toMatchObject({ code: 404 });

    await t.db
      .update(collectionItems)
      .set({ published: false })
      .where(eq(collectionItems.culId, 'TSM-SY-0010'));
    expect(await icms(CollectionPaths.detail, { id: 'TSM-SY-0010' })).toMatchObject({ code: 404 });
    const list = await icms<{ total: number; rows: CulItem[] }>(CollectionPaths.list, {
      keyword: '天池',
      pageSize: 50,
    });
    expect(list.rows.map((r) => r.culId)).not.toContain('TSM-SY-0010');
  });
});

describe('site settings', () => {
  it('tell the site where the collection service is', async () => {
    const body = await t.api('GET', '/client/site/settings');
    expect(body.data.collectionApiBase).toBe('/icmsApi/icmsRestController');
    const configured = loadConfig({
      COLLECTION_API_BASE: 'https://icms.example.cn/icmsApi/icmsRestController/',
    });
    expect(configured.site.collectionApiBase).toBe('https://icms.example.cn/icmsApi/icmsRestController');
  });
});
