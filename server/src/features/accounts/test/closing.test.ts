import { ContentType, EngagementPaths } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { collectionItems, collectionTypes } from '../../collection/tables.ts';
import { userActions } from '../../engagement/tables.ts';
import { uploads } from '../../files/tables.ts';
import { multipartBody, pdfFile, pngFile } from '../../files/test/fixtures.ts';
import { ACCOUNT_TEST_ENV, sendCode } from './support.ts';

/** docs/PRODUCT.md "Personal data": closing an account removes what other features hold of it too. */

let t: TestApp;
const CUL_ID = 'TEST-DEL-0001';
const item = { module: ContentType.collection, resId: CUL_ID };

beforeAll(async () => {
  t = await createTestApp(ACCOUNT_TEST_ENV);
  const [type] = await t.db.insert(collectionTypes).values({ name: '注销测试' }).returning();
  await t.db
    .insert(collectionItems)
    .values({ culId: CUL_ID, name: '青铜镜', typeId: type!.id, period: '汉', material: '铜' });
});
afterAll(() => t.close());

/** Uploads a file as the site does; answers its storage key. */
async function upload(user: TestUser, kind: 'document' | 'media', name: string, body: Buffer) {
  const sts = (await t.api('GET', `/common/oss/sts?kind=${kind}`, { headers: user.headers })).data;
  const key = `${sts.keyPrefix}${Date.now()}-${name}`;
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  expect((await t.app.inject({ method: 'POST', url: sts.url, ...form })).json().code).toBe(200);
  return key as string;
}

const counts = async () => (await t.api('GET', EngagementPaths.collectionActionCounts(CUL_ID))).data;

async function closeAccount(user: TestUser) {
  const smsCode = await sendCode(t, user.phone, 'shenFen');
  const body = await t.api('DELETE', '/client/account', { headers: user.headers, payload: { smsCode } });
  expect(body.code).toBe(200);
}

describe('closing an account', () => {
  it('removes the visitor’s favourites, likes and uploaded files, and public counts drop', async () => {
    const closing = await createSignedInUser(t);
    const staying = await createSignedInUser(t);
    for (const type of ['collect', 'like'] as const) {
      for (const user of [closing, staying]) {
        const body = await t.api('POST', EngagementPaths.action, {
          headers: user.headers,
          payload: { ...item, type },
        });
        expect(body.code).toBe(200);
      }
    }
    expect(await counts()).toMatchObject({ collectCount: 2, likeCount: 2 });
    const plan = await upload(closing, 'document', 'plan.pdf', pdfFile());
    const photo = await upload(closing, 'media', 'piece.png', await pngFile());
    const kept = await upload(staying, 'document', 'kept.pdf', pdfFile());
    expect((await t.app.inject({ url: `/files/${plan}` })).statusCode).toBe(200);
    // A thumbnail of the photo, as the personal centre shows it: a resized copy is stored.
    const thumbnail = `/files/${photo}?imgSize=96_96`;
    expect((await t.app.inject({ url: thumbnail })).headers['content-type']).toBe('image/jpeg');
    expect(await t.storage.exists(`variants/${photo}/96_96.jpg`)).toBe(true);

    await closeAccount(closing);

    expect(await counts()).toMatchObject({ collectCount: 1, likeCount: 1 });
    expect(await t.db.select().from(userActions).where(eq(userActions.userId, closing.id))).toEqual([]);
    expect(await t.db.select().from(userActions).where(eq(userActions.userId, staying.id))).toHaveLength(2);
    const list = await t.api('GET', EngagementPaths.collectList, { headers: staying.headers });
    expect(list.rows.map((row: { resId: string }) => row.resId)).toEqual([CUL_ID]);

    for (const key of [plan, photo]) {
      expect(await t.storage.exists(key)).toBe(false);
      expect((await t.app.inject({ url: `/files/${key}` })).statusCode).toBe(404);
    }
    expect(await t.storage.exists(`variants/${photo}/96_96.jpg`)).toBe(false);
    expect((await t.app.inject({ url: thumbnail })).statusCode).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, closing.id))).toEqual([]);
    // Another visitor's file stays.
    expect(await t.storage.exists(kept)).toBe(true);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, staying.id))).toHaveLength(1);
  });

  it('still closes the account when the stored files cannot be removed (the failure is only logged)', async () => {
    const closing = await createSignedInUser(t);
    const spy = vi.spyOn(t.storage, 'deletePrefix').mockRejectedValueOnce(new Error('bucket unreachable'));
    try {
      await closeAccount(closing);
      expect(spy).toHaveBeenCalledWith(`uploads/${closing.id}/`);
      expect(spy).toHaveBeenCalledWith(`variants/uploads/${closing.id}/`);
      expect((await t.api('GET', '/client/getInfo', { headers: closing.headers })).code).toBe(401);
    } finally {
      spy.mockRestore();
    }
  });
});
