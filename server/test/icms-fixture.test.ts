import {
  icmsDetailAnswerSchema,
  icmsFieldAndDataAnswerSchema,
  icmsListAnswerSchema,
  icmsTypeAnswerSchema,
} from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IcmsFixture, startIcmsFixture } from './icms-fixture.ts';

let fixture: IcmsFixture;
beforeAll(async () => {
  fixture = await startIcmsFixture();
});
afterAll(() => fixture.close());

const get = async (call: string) => (await fetch(`${fixture.base}/${call}`)).json();

describe('the ICMS fixture answers the dialect', () => {
  it('getShareCulType', async () => {
    const body = icmsTypeAnswerSchema.parse(await get('getShareCulType?typegroupid=culCategory'));
    expect(body.status).toBe(0);
    expect(body.data?.map((type) => type.typename)).toEqual(['铜器', '玉器', '书画']);
  });

  it('getShareCulList, paged and filtered by category and name', async () => {
    const all = icmsListAnswerSchema.parse(await get('getShareCulList?pageIndex=1&pageSize=2'));
    expect(all).toMatchObject({ status: 0, count: 5 });
    expect(all.data).toHaveLength(2);
    const second = icmsListAnswerSchema.parse(await get('getShareCulList?pageIndex=2&pageSize=2'));
    expect(second.data?.[0]?.culId).toBe('ZB-YQ-002');
    const jade = icmsListAnswerSchema.parse(await get('getShareCulList?culCategory=YQ&pageSize=20'));
    expect(jade.data?.map((item) => item.culName)).toEqual(['谷纹玉璧', '玉琮']);
    const named = icmsListAnswerSchema.parse(
      await get(`getShareCulList?culName=${encodeURIComponent('鼎')}`),
    );
    expect(named.count).toBe(1);
  });

  it('getShareCulDetail, an array of one, or a non-zero status', async () => {
    const body = icmsDetailAnswerSchema.parse(await get('getShareCulDetail?id=9001'));
    expect(body.data).toHaveLength(1);
    expect(body.data?.[0]?.pictures?.[0]?.url).toBe(`${fixture.origin}/upload/ding.jpg`);
    expect(await get('getShareCulDetail?id=1')).toEqual({ status: 1, message: '未找到该藏品' });
  });

  it('getShareCulFieldAndDataList, the head row first', async () => {
    const body = icmsFieldAndDataAnswerSchema.parse(
      await get(
        `getShareCulFieldAndDataList?pageIndex=1&pageSize=10&shareType=0&keyWord=${encodeURIComponent('玉')}`,
      ),
    );
    expect(body.data?.[0]).toMatchObject({ culName: '藏品名称' });
    expect(body.data?.slice(1).map((row) => row.culName)).toEqual(['谷纹玉璧', '玉琮']);
  });

  it('serves its pictures as JPEG', async () => {
    const response = await fetch(`${fixture.origin}/upload/bi.jpg`);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
