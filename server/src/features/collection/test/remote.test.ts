import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ContentType, EngagementPaths, ICMS_BASE, SearchPaths } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser } from '#test/helpers/users.ts';
import { type IcmsFixture, startIcmsFixture } from '#test/icms-fixture.ts';

/** A museum's own ICMS on another origin, read through this server's proxy. */
let fixture: IcmsFixture;
let t: TestApp;

beforeAll(async () => {
  fixture = await startIcmsFixture();
  t = await createTestApp({ COLLECTION_API_BASE: `${fixture.base}/` });
});
afterAll(async () => {
  await t.close();
  await fixture.close();
});

async function proxied(app: TestApp, call: string) {
  const response = await app.app.inject({ url: `${ICMS_BASE}/${call}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}
const direct = async (call: string) => (await fetch(`${fixture.base}/${call}`)).json();

describe('the proxy of an outside ICMS', () => {
  it('tells the site to call this origin, and to take pictures from the ICMS', async () => {
    expect((await t.api('GET', '/client/site/settings')).data).toMatchObject({
      collectionApiBase: ICMS_BASE,
      collectionPictureBase: fixture.base,
    });
  });

  it('answers the list, type and field calls as the ICMS does, with the query as sent', async () => {
    for (const call of [
      'getShareCulType?typegroupid=culCategory',
      'getShareCulList?pageIndex=1&pageSize=2&culCategory=YQ',
      `getShareCulList?culName=${encodeURIComponent('鼎')}`,
      'getShareCulFieldAndDataList?pageIndex=1&pageSize=10&shareType=0',
    ]) {
      expect(await proxied(t, call), call).toEqual(await direct(call));
    }
    expect(fixture.calls).toContain('getShareCulList?pageIndex=1&pageSize=2&culCategory=YQ');
  });

  it('answers the detail of the culId a work’s address carries, found by its name, as the built-in service does', async () => {
    const name = encodeURIComponent('谷纹玉璧');
    const answer = await proxied(t, `getShareCulDetail?id=ZB-YQ-001&culName=${name}`);
    // The ICMS's detail call takes its own record id (9002), not the culId.
    expect(answer).toEqual(await direct('getShareCulDetail?id=9002'));
    expect(answer.data[0]).toMatchObject({ id: 9002, culId: 'ZB-YQ-001', culName: '谷纹玉璧' });

    // A record id is no culId, though the ICMS's detail call answers a work for it.
    expect(await proxied(t, `getShareCulDetail?id=9002&culName=${name}`)).toEqual({
      status: 1,
      message: '藏品不存在或暂未公开',
    });
    // Under another name, or with none, the ICMS's own failure for the culId stands.
    const missing = { status: 1, message: '未找到该藏品' };
    expect(await proxied(t, `getShareCulDetail?id=ZB-YQ-002&culName=${name}`)).toEqual(missing);
    expect(await proxied(t, 'getShareCulDetail?id=ZB-YQ-001')).toEqual(missing);
  });

  it('keeps a successful answer for a while, and no failure', async () => {
    const call = 'getShareCulList?pageIndex=2&pageSize=1';
    await proxied(t, call);
    await proxied(t, call);
    expect(fixture.calls.filter((c) => c === call)).toHaveLength(1);
    await proxied(t, 'getShareCulDetail?id=404');
    await proxied(t, 'getShareCulDetail?id=404');
    expect(fixture.calls.filter((c) => c === 'getShareCulDetail?id=404')).toHaveLength(2);
  });

  it('forwards nothing but the four calls', async () => {
    const before = fixture.calls.length;
    expect(await proxied(t, 'deleteCul?id=1')).toEqual({ status: 1, message: '藏品服务没有这个接口' });
    expect(fixture.calls).toHaveLength(before);
  });

  it('says the service cannot be reached when it is down or slow, never with a stack', async () => {
    const silent = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slowBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}${ICMS_BASE}`;
    const slow = await createTestApp({ COLLECTION_API_BASE: slowBase, COLLECTION_TIMEOUT_MS: '200' });
    const down = await createTestApp({ COLLECTION_API_BASE: `http://127.0.0.1:9${ICMS_BASE}` });
    try {
      const unavailable = { status: 1, message: '藏品服务暂时无法访问，请稍后再试' };
      expect(await proxied(slow, 'getShareCulType')).toEqual(unavailable);
      expect(await proxied(down, 'getShareCulList?pageIndex=1')).toEqual(unavailable);
    } finally {
      await Promise.all([slow.close(), down.close()]);
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('search with an outside ICMS', () => {
  it('finds the collection by name in the ICMS, with its count among the tabs', async () => {
    const body = await t.api(
      'GET',
      `${SearchPaths.search}?module=${ContentType.collection}&keyword=${encodeURIComponent('玉')}`,
    );
    expect(body.code).toBe(200);
    expect(body.total).toBe(2);
    expect(body.counts[ContentType.collection]).toBe(2);
    expect(body.rows.map((row: { culName: string }) => row.culName)).toEqual(['谷纹玉璧', '玉琮']);
    expect(body.rows[0]).toMatchObject({
      module: ContentType.collection,
      // The work's page is opened by its culId, not by the ICMS's record id (9002).
      id: 'ZB-YQ-001',
      culId: 'ZB-YQ-001',
      title: '谷纹<em>玉</em>璧',
      cover: `${fixture.origin}/upload/bi.jpg`,
    });
    const other = await t.api('GET', `${SearchPaths.search}?module=1&keyword=${encodeURIComponent('玉')}`);
    expect(other.counts[ContentType.collection]).toBe(2);
  });
});

describe('favourites of an outside ICMS’s works', () => {
  it('collects and likes a work the ICMS knows, lists it with its name and picture, and refuses one it does not', async () => {
    const visitor = await createSignedInUser(t);
    const act = (resId: string, type: 'collect' | 'like') =>
      t.api('POST', EngagementPaths.action, {
        headers: visitor.headers,
        payload: { module: ContentType.collection, resId, type },
      });
    expect(await act('9001', 'collect')).toMatchObject({ code: 200, data: { collected: true } });
    expect(await act('9001', 'like')).toMatchObject({ code: 200, data: { liked: true } });
    expect(await act('404404', 'collect')).toMatchObject({ code: 500, msg: '该内容不存在或已下线' });

    const list = await t.api('GET', `${EngagementPaths.collectList}?module=${ContentType.collection}`, {
      headers: visitor.headers,
    });
    expect(list.rows).toEqual([
      expect.objectContaining({
        module: ContentType.collection,
        resId: '9001',
        title: '兽面纹铜鼎',
        summary: '商代晚期 · 青铜',
        cover: `${fixture.origin}/upload/ding.jpg`,
        // Kept by the ICMS's record id (what its detail call takes), linked by the culId.
        culId: 'ZB-TQ-001',
        culName: '兽面纹铜鼎',
        available: true,
      }),
    ]);
  });
});
