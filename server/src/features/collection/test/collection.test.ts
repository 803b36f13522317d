import {
  CollectionPaths,
  CUL_SHARED_FIELDS,
  type CulDetail,
  type CulItem,
  type CulType,
  ICMS_BASE,
  icmsDetailAnswerSchema,
  icmsFieldAndDataAnswerSchema,
  icmsListAnswerSchema,
  icmsTypeAnswerSchema,
} from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
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

type Answer<T> = { status: number; message: string; count?: number; data?: T };

describe('getShareCulType', () => {
  it('lists at least six types in the dialect, with their item counts, in the museum order', async () => {
    const body = icmsTypeAnswerSchema.parse(
      await icms<Answer<CulType[]>>(CollectionPaths.types, { typegroupid: 'culCategory' }),
    );
    expect(body).toMatchObject({ status: 0, message: '成功' });
    const types = body.data as CulType[];
    expect(body.count).toBe(types.length);
    expect(types.length).toBeGreaterThanOrEqual(6);
    expect(types.map((type) => type.typename).slice(0, 3)).toEqual(['绘画', '书法', '陶瓷']);
    expect(types[0]).toMatchObject({
      typeCode: String(types[0]!.id),
      value: String(types[0]!.id),
      typepid: 0,
      typegroupid: 'culCategory',
    });
    expect(types.every((type) => type.count > 0 && type.intro.length > 0)).toBe(true);
    expect(types.reduce((sum, type) => sum + type.count, 0)).toBe(DEMO_COLLECTION.length);
  });
});

describe('getShareCulList', () => {
  it('pages the collection by pageIndex and pageSize, items in the dialect with IIIF extras', async () => {
    const body = icmsListAnswerSchema.parse(await icms(CollectionPaths.list, { pageIndex: 1, pageSize: 10 }));
    expect(body.status).toBe(0);
    expect(body.count).toBe(DEMO_COLLECTION.length);
    const rows = body.data as unknown as CulItem[];
    expect(rows).toHaveLength(10);
    const [first] = rows;
    expect(first).toMatchObject({
      id: first!.culId,
      culId: expect.stringMatching(/^TSM-/),
      culName: expect.any(String),
      culCategory: expect.stringMatching(/^\d+$/),
      culCategoryName: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(first!.culYear).toBeTruthy();
    expect(first!.gsTextureName).toBeTruthy();
    expect(first!.culSize).toBeTruthy();
    expect(first!.picUrl).toBe(first!.pictures[0]!.url);
    expect(first!.pictures[0]).toMatchObject({
      url: `/files/demo/collection/${first!.culId}.jpg`,
      width: expect.any(Number),
      height: expect.any(Number),
      iiif: `https://museum.example.cn/iiif/3/${first!.culId}_1`,
    });

    const second = await icms<Answer<CulItem[]>>(CollectionPaths.list, { pageIndex: 2, pageSize: 10 });
    expect(second.data!.map((r) => r.culId)).not.toContain(first!.culId);
    const defaults = await icms<Answer<CulItem[]>>(CollectionPaths.list);
    expect(defaults.data!.map((r) => r.culId)).toEqual(rows.map((r) => r.culId));
  });

  it('filters by culCategory (a typeCode) and by culName', async () => {
    const types = await icms<Answer<CulType[]>>(CollectionPaths.types);
    const ceramics = types.data!.find((type) => type.typename === '陶瓷')!;
    const byType = await icms<Answer<CulItem[]>>(CollectionPaths.list, {
      culCategory: ceramics.typeCode,
      pageSize: 100,
    });
    expect(byType.count).toBe(ceramics.count);
    expect(
      byType.data!.every((row) => row.culCategory === ceramics.typeCode && row.culCategoryName === '陶瓷'),
    ).toBe(true);

    const blue = await icms<Answer<CulItem[]>>(CollectionPaths.list, { culName: '青花', pageSize: 100 });
    expect(blue.count).toBeGreaterThanOrEqual(4);
    expect(blue.data!.every((row) => row.culName.includes('青花'))).toBe(true);

    // The built-in service's culName also finds a maker.
    const byMaker = await icms<Answer<CulItem[]>>(CollectionPaths.list, { culName: '周砚秋' });
    expect(byMaker.data!.map((row) => row.culId)).toEqual(
      expect.arrayContaining(['TSM-HH-0001', 'TSM-HH-0002']),
    );
  });

  it('treats LIKE wildcards in a name literally and ignores empty filters', async () => {
    expect((await icms<Answer<[]>>(CollectionPaths.list, { culName: '%' })).count).toBe(0);
    expect((await icms<Answer<[]>>(CollectionPaths.list, { culName: '_' })).count).toBe(0);
    const all = await icms<Answer<[]>>(CollectionPaths.list, { culCategory: '', culName: ' ' });
    expect(all.count).toBe(DEMO_COLLECTION.length);
  });

  it('answers bad input with a non-zero status and a Chinese message naming the parameter', async () => {
    expect(await icms(CollectionPaths.list, { culCategory: 'abc' })).toEqual({
      status: 1,
      message: '藏品类别 culCategory 必须是正整数',
    });
    expect(await icms(CollectionPaths.list, { pageSize: 1000 })).toEqual({
      status: 1,
      message: '分页参数 pageSize 不能大于100',
    });
    expect(await icms(CollectionPaths.list, { pageIndex: 0 })).toEqual({
      status: 1,
      message: '分页参数 pageIndex 必须是正整数',
    });
    expect(await icms(CollectionPaths.list, { culName: '青'.repeat(51) })).toEqual({
      status: 1,
      message: '关键词不能超过50个字',
    });
  });
});

describe('getShareCulDetail', () => {
  it('answers an array of one item with its description and IIIF manifest', async () => {
    const body = icmsDetailAnswerSchema.parse(await icms(CollectionPaths.detail, { id: 'TSM-TC-0001' }));
    expect(body).toMatchObject({ status: 0, count: 1 });
    expect(body.data).toHaveLength(1);
    const item = body.data![0] as unknown as CulDetail;
    expect(item).toMatchObject({
      id: 'TSM-TC-0001',
      culId: 'TSM-TC-0001',
      culName: '青花缠枝牡丹纹梅瓶',
      culCategoryName: '陶瓷',
      culYear: '元',
      culLevelName: '二级文物',
    });
    expect(item.culremark).toMatch(/^<p>/);
    expect(item.manifest).toBe('https://museum.example.cn/iiif/3/manifest/TSM-TC-0001');
  });

  it('cleans rich text as it is served', async () => {
    await t.db
      .update(collectionItems)
      .set({
        description:
          '<p onclick="steal()">说明</p><script>alert(1)</script><a href="javascript:alert(1)">链接</a>',
      })
      .where(eq(collectionItems.culId, 'TSM-SF-0001'));
    const body = await icms<Answer<CulDetail[]>>(CollectionPaths.detail, { id: 'TSM-SF-0001' });
    expect(body.data![0]!.culremark).toContain('说明');
    expect(body.data![0]!.culremark).not.toMatch(/script|onclick|javascript:/);
  });

  it('refuses a missing or malformed id and hides unknown or unpublished items', async () => {
    expect(await icms(CollectionPaths.detail)).toEqual({ status: 1, message: '请提供藏品编号 id' });
    expect(await icms(CollectionPaths.detail, { id: '../etc' })).toEqual({
      status: 1,
      message: '藏品编号格式不正确',
    });
    expect(await icms(CollectionPaths.detail, { id: 'TSM-XX-9999' })).toEqual({
      status: 1,
      message: '藏品不存在或暂未公开',
    });

    await t.db
      .update(collectionItems)
      .set({ published: false })
      .where(eq(collectionItems.culId, 'TSM-SY-0010'));
    expect(await icms(CollectionPaths.detail, { id: 'TSM-SY-0010' })).toMatchObject({ status: 1 });
    const list = await icms<Answer<CulItem[]>>(CollectionPaths.list, { culName: '天池', pageSize: 50 });
    expect(list.data!.map((r) => r.culId)).not.toContain('TSM-SY-0010');
  });
});

describe('getShareCulFieldAndDataList', () => {
  it('answers the column head, then rows of the same fields, found by keyWord', async () => {
    const body = icmsFieldAndDataAnswerSchema.parse(
      await icms(CollectionPaths.fieldAndData, { pageIndex: 1, pageSize: 5, shareType: 0, keyWord: '青花' }),
    );
    expect(body.status).toBe(0);
    const [head, ...rows] = body.data!;
    expect(head).toEqual(CUL_SHARED_FIELDS);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(body.count).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(Object.keys(CUL_SHARED_FIELDS).sort());
      expect(row.culName).toContain('青花');
    }
    expect(await icms(CollectionPaths.fieldAndData, { pageSize: 'x' })).toMatchObject({ status: 1 });
  });
});

describe('site settings', () => {
  it('tell the site where the collection service is', async () => {
    const body = await t.api('GET', '/client/site/settings');
    expect(body.data.collectionApiBase).toBe('/icmsApi/icmsRestController');
    const configured = loadConfig({
      COLLECTION_API_BASE: 'https://icms.example.cn/icmsApi/icmsRestController/',
    });
    // An outside ICMS is read through this server's proxy; its pictures from where it says.
    expect(configured.site.collectionApiBase).toBe('/icmsApi/icmsRestController');
    expect(configured.site.collectionPictureBase).toBe('https://icms.example.cn/icmsApi/icmsRestController');
    expect(configured.collection.remote).toBe('https://icms.example.cn/icmsApi/icmsRestController');
  });
});
