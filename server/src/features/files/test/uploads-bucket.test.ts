import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  S3Client,
} from '@aws-sdk/client-s3';
import { uploadMessages } from '@museum/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import type { S3Storage } from '../../../platform/storage/index.ts';
import { uploads } from '../tables.ts';
import { executableFile, multipartBody, pdfFile, pngFile, S3_TEST_ENV } from './fixtures.ts';

/**
 * docs/PRODUCT.md "Uploads" with an S3-compatible bucket: the presigned POST fixes the stored content type, and a
 * file first seen when a form attaches it is checked by its content. No network: the bucket is stubbed.
 */

let s3: TestApp;
let local: TestApp;
let visitor: TestUser;
let localVisitor: TestUser;

beforeAll(async () => {
  [s3, local] = await Promise.all([createTestApp(S3_TEST_ENV), createTestApp()]);
  visitor = await createSignedInUser(s3);
  localVisitor = await createSignedInUser(local);
});
afterAll(async () => {
  await Promise.all([s3.close(), local.close()]);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function policy(t: TestApp, user: TestUser, query: string) {
  const body = await t.api('GET', `/common/oss/sts?${query}`, { headers: user.headers });
  expect(body.code).toBe(200);
  return body.data;
}

/** The conditions of a presigned POST's signed policy. */
const conditionsOf = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy!, 'base64').toString()).conditions as unknown[];

describe('the presigned POST’s content type', () => {
  it.each([
    ['kind=media&ext=png', 'image/png', ['png']],
    ['kind=media&ext=JPG', 'image/jpeg', ['jpg', 'jpeg']],
    ['kind=media&ext=mov', 'video/quicktime', ['mov']],
    ['kind=document&ext=pdf', 'application/pdf', ['pdf']],
    [
      'kind=document&ext=docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ['docx'],
    ],
  ])('%s fixes Content-Type to %s', async (query, contentType, accept) => {
    const data = await policy(s3, visitor, query);
    expect(data.fields['Content-Type']).toBe(contentType);
    expect(conditionsOf(data.fields)).toContainEqual({ 'Content-Type': contentType });
    expect(conditionsOf(data.fields)).toContainEqual(['starts-with', '$key', data.keyPrefix]);
    expect(data.accept).toEqual(accept);
    // Photos and films may show in the page; a document straight from the bucket is only ever downloaded.
    const download = contentType.startsWith('application/');
    expect(data.fields['Content-Disposition']).toBe(download ? 'attachment' : undefined);
    if (download) expect(conditionsOf(data.fields)).toContainEqual({ 'Content-Disposition': 'attachment' });
  });

  it('stores a file as application/octet-stream when the policy is asked without its type', async () => {
    const data = await policy(s3, visitor, 'kind=media');
    expect(data.fields['Content-Type']).toBe('application/octet-stream');
    expect(conditionsOf(data.fields)).toContainEqual({ 'Content-Type': 'application/octet-stream' });
    expect(data.fields['Content-Disposition']).toBe('attachment');
    expect(data.accept).toEqual(['mp4', 'mov', 'jpg', 'jpeg', 'png']);
  });

  it('refuses a type the kind does not take', async () => {
    for (const [query, types] of [
      ['kind=media&ext=pdf', 'mp4/mov/jpg/jpeg/png'],
      ['kind=document&ext=html', 'docx/xlsx/pdf'],
    ] as const) {
      expect(await s3.api('GET', `/common/oss/sts?${query}`, { headers: visitor.headers })).toEqual({
        code: 500,
        msg: `文件格式不正确，请上传${types}格式文件!`,
      });
    }
  });

  it('answers the same shape as the embedded default', async () => {
    const bucket = await policy(s3, visitor, 'kind=media&ext=png');
    const embedded = await policy(local, localVisitor, 'kind=media&ext=png');
    expect(Object.keys(bucket).sort()).toEqual(Object.keys(embedded).sort());
    expect(Object.keys(bucket).sort()).toEqual(
      ['accept', 'expire', 'fields', 'keyPrefix', 'maxSize', 'publicBaseUrl', 'url'].sort(),
    );
    expect(embedded.accept).toEqual(bucket.accept);
  });
});

describe('the embedded default with a typed policy', () => {
  it('takes only the type the policy was asked for', async () => {
    const sts = await policy(local, localVisitor, 'kind=media&ext=png');
    const post = async (key: string, body: Buffer) =>
      (
        await local.app.inject({
          method: 'POST',
          url: sts.url,
          ...multipartBody({ ...sts.fields, key }, { name: key.split('/').pop()!, type: 'image/png', body }),
        })
      ).json();
    expect((await post(`${sts.keyPrefix}1700000000001-clip.mp4`, await pngFile())).msg).toBe(
      '文件格式不正确，请上传png格式文件!',
    );
    const key = `${sts.keyPrefix}1700000000001-piece.png`;
    expect((await post(key, await pngFile())).code).toBe(200);
    const [row] = await local.db.select().from(uploads).where(eq(uploads.key, key));
    expect(row?.contentType).toBe('image/png');
  });

  it('answers with the shared upload messages the widget also shows', async () => {
    const sts = await policy(local, localVisitor, 'kind=document&ext=pdf');
    const post = async (key: string, body: Buffer) =>
      (
        await local.app.inject({
          method: 'POST',
          url: sts.url,
          ...multipartBody({ ...sts.fields, key }, { name: 'plan.pdf', type: 'application/pdf', body }),
        })
      ).json();
    expect(await post(`${sts.keyPrefix}1700000000001-plan.pdf`, Buffer.alloc(0))).toEqual({
      code: 500,
      msg: uploadMessages.empty,
    });
    expect(await post(`${sts.keyPrefix}1700000000002-plan.pdf`, executableFile())).toEqual({
      code: 500,
      msg: uploadMessages.contentMismatch('pdf'),
    });
    expect(await post(`${sts.keyPrefix}1700000000003-plan.pdf`, pdfFile())).toMatchObject({
      code: 200,
      msg: uploadMessages.uploaded,
    });
  });
});

describe('a bucket file attached by a form', () => {
  /** The bucket holds one object at `key`: its stored type and its bytes. */
  function stubObject(key: string, contentType: string, body: Buffer) {
    vi.spyOn(s3.storage, 'head').mockImplementation(async (asked) =>
      asked === key ? { size: body.length, contentType } : null,
    );
    vi.spyOn(s3.storage, 'readStart').mockImplementation(async (asked, bytes) =>
      asked === key ? body.subarray(0, bytes) : null,
    );
    return vi.spyOn(s3.storage, 'delete').mockResolvedValue();
  }

  const report = (fileUrl: string) =>
    s3.api('POST', '/client/cangpin/report', {
      headers: visitor.headers,
      payload: {
        people: '马建国',
        phone: '13698765432',
        fileUrl,
        intro: '一件祖传的铜镜，背面有缠枝纹，直径约 12 厘米。',
      },
    });
  const rowOf = (key: string) =>
    s3.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.key, key), eq(uploads.userId, visitor.id)));

  it('is checked by its bytes and recorded when it is what its name says', async () => {
    const key = `uploads/${visitor.id}/0123456789abcdef/1700000000000-piece.png`;
    const removed = stubObject(key, 'image/png', await pngFile());
    const body = await report(`/files/${key}`);
    expect(body.code).toBe(200);
    expect(body.data.files).toEqual([{ url: `/files/${key}`, name: 'piece.png' }]);
    expect(removed).not.toHaveBeenCalled();
    expect(await rowOf(key)).toEqual([expect.objectContaining({ kind: 'media', contentType: 'image/png' })]);
  });

  it('accepts a file stored with the generic type when its bytes match', async () => {
    const key = `uploads/${visitor.id}/0123456789abcdef/1700000000001-plan.pdf`;
    stubObject(key, 'application/octet-stream', pdfFile());
    expect((await report(`/files/${key}`)).code).toBe(200);
  });

  it('refuses and removes a renamed program', async () => {
    const key = `uploads/${visitor.id}/0123456789abcdef/1700000000002-plan.pdf`;
    const removed = stubObject(key, 'application/pdf', executableFile());
    expect(await report(`/files/${key}`)).toEqual({
      code: 500,
      msg: '文件内容与格式不符，请上传真实的pdf文件',
    });
    expect(removed).toHaveBeenCalledWith(key);
    expect(await rowOf(key)).toEqual([]);
  });

  it('refuses and removes a file stored as a type its name does not stand for (a page called .png)', async () => {
    const key = `uploads/${visitor.id}/0123456789abcdef/1700000000003-piece.png`;
    const removed = stubObject(key, 'text/html', await pngFile());
    expect(await report(`/files/${key}`)).toEqual({
      code: 500,
      msg: '文件内容与格式不符，请上传真实的png文件',
    });
    expect(removed).toHaveBeenCalledWith(key);
    expect(await rowOf(key)).toEqual([]);
  });

  it('refuses a file the bucket does not hold', async () => {
    stubObject('uploads/none', 'image/png', Buffer.alloc(0));
    const key = `uploads/${visitor.id}/0123456789abcdef/1700000000004-gone.png`;
    expect(await report(`/files/${key}`)).toEqual({ code: 500, msg: '文件不存在或已过期，请重新上传' });
  });
});

describe('removing a folder from a bucket', () => {
  it('lists the prefix page by page and deletes each page', async () => {
    const storage = s3.storage as S3Storage;
    const pages: Partial<ListObjectsV2CommandOutput>[] = [
      {
        Contents: [{ Key: 'uploads/7/a/1-x.pdf' }, { Key: 'uploads/7/b/2-y.png' }],
        IsTruncated: true,
        NextContinuationToken: 'next',
      },
      { Contents: [{ Key: 'uploads/7/c/3-z.mp4' }], IsTruncated: false },
    ];
    const deleted: string[][] = [];
    const listed: (string | undefined)[] = [];
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async (command: unknown) => {
      if (command instanceof ListObjectsV2Command) {
        expect(command.input.Prefix).toBe('uploads/7/');
        listed.push(command.input.ContinuationToken);
        return pages.shift();
      }
      if (command instanceof DeleteObjectsCommand) {
        deleted.push((command.input.Delete?.Objects ?? []).map((object) => object.Key!));
        return {};
      }
      throw new Error('unexpected command');
    });
    await storage.deletePrefix('uploads/7/');
    expect(listed).toEqual([undefined, 'next']);
    expect(deleted).toEqual([['uploads/7/a/1-x.pdf', 'uploads/7/b/2-y.png'], ['uploads/7/c/3-z.mp4']]);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('refuses a prefix that is not a folder of safe keys', async () => {
    for (const prefix of ['', 'uploads/7', '/uploads/7/', 'uploads/../', 'uploads//']) {
      await expect(s3.storage.deletePrefix(prefix)).rejects.toThrow('unsafe storage prefix');
      await expect(local.storage.deletePrefix(prefix)).rejects.toThrow('unsafe storage prefix');
    }
  });
});
