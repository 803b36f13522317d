import { uploadKey } from '@museum/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { uploads } from '../tables.ts';
import { executableFile, multipartBody, pdfFile, pngFile, S3_TEST_ENV } from './fixtures.ts';

/** Editors' uploads for published content: GET /admin/files/policy, then the same upload route as visitors'. */

let t: TestApp;
let editor: TestStaff;
let admin: TestStaff;
let frontdesk: TestStaff;
let visitor: TestUser;

const MB = 1024 * 1024;

beforeAll(async () => {
  // A small document limit, so that a file over it stays small in the test.
  t = await createTestApp({ STAFF_UPLOAD_DOCUMENT_MAX_MB: '1' });
  editor = await createStaff(t, ['editor']);
  admin = await createStaff(t, ['admin']);
  frontdesk = await createStaff(t, ['frontdesk']);
  visitor = await createSignedInUser(t);
});
afterAll(() => t.close());

const query = (file: { name: string; size: number; type?: string }) =>
  `/admin/files/policy?folder=content&name=${encodeURIComponent(file.name)}&size=${file.size}` +
  (file.type !== undefined ? `&type=${encodeURIComponent(file.type)}` : '');

async function policy(staff: TestStaff, file: { name: string; size: number; type?: string }) {
  const answer = await t.api('GET', query(file), { headers: staff.headers });
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  return answer.data;
}

/** Posts a file the way the console's uploader does: the policy's fields, a key under its prefix, the file. */
async function post(
  sts: { url: string; fields: Record<string, string>; keyPrefix: string },
  name: string,
  body: Buffer,
) {
  const key = uploadKey(sts.keyPrefix, name);
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  const answer = (await t.app.inject({ method: 'POST', url: sts.url, ...form })).json();
  return { key, answer };
}

describe('staff upload policy (GET /admin/files/policy)', () => {
  it('answers an editor the visitors’ policy shape, under a content folder, with the staff image limit', async () => {
    const data = await policy(editor, { name: '展览海报.png', size: 5 * MB, type: 'image/png' });
    expect(data).toEqual({
      url: '/prod-api/common/oss/upload',
      fields: { policy: expect.any(String), signature: expect.any(String) },
      keyPrefix: expect.stringMatching(/^content\/[0-9a-f]{16}\/$/),
      publicBaseUrl: '/files/',
      maxSize: 20 * MB,
      expire: expect.any(Number),
      accept: ['png'],
    });
    // jpg and jpeg are one type; the browser may send no type at all.
    expect((await policy(admin, { name: 'a.JPG', size: 10 })).accept).toEqual(['jpg', 'jpeg']);
    expect((await policy(editor, { name: '图录.pdf', size: 10, type: 'application/pdf' })).maxSize).toBe(MB);
  });

  it('is closed to a visitor’s token (401) and to staff who do not edit content (403)', async () => {
    const visitorAnswer = await t.api('GET', query({ name: 'a.png', size: 10 }), {
      headers: visitor.headers,
    });
    expect(visitorAnswer.code).toBe(401);
    expect((await t.api('GET', query({ name: 'a.png', size: 10 }))).code).toBe(401);
    const frontdeskAnswer = await t.api('GET', query({ name: 'a.png', size: 10 }), {
      headers: frontdesk.headers,
    });
    expect(frontdeskAnswer).toMatchObject({ code: 403, msg: '当前操作没有权限' });
  });

  it('refuses, in Chinese, a file too large, of a type not taken, or whose type is not its name’s', async () => {
    const asEditor = (file: { name: string; size: number; type?: string }) =>
      t.api('GET', query(file), { headers: editor.headers });
    expect(await asEditor({ name: 'huge.png', size: 20 * MB + 1 })).toEqual({
      code: 500,
      msg: '上传文件大小不能超过 20 MB!',
    });
    expect((await asEditor({ name: 'catalogue.pdf', size: 2 * MB })).msg).toBe('上传文件大小不能超过 1 MB!');
    expect((await asEditor({ name: 'setup.exe', size: 10 })).msg).toBe(
      '文件格式不正确，请上传jpg/jpeg/png/webp/gif/pdf格式文件!',
    );
    expect((await asEditor({ name: 'poster.png', size: 10, type: 'text/html' })).msg).toBe(
      '文件类型与扩展名 .png 不符，请上传真实的png文件',
    );
    expect((await asEditor({ name: 'poster.png', size: 0 })).msg).toBe('文件大小不正确');
    const folder = await t.api('GET', '/admin/files/policy?folder=uploads&name=a.png&size=1', {
      headers: editor.headers,
    });
    expect(folder.msg).toBe('上传目录不正确');
  });
});

describe('the upload route with a staff policy', () => {
  it('stores an editor’s PNG under content/, served with resized copies, and no visitor’s upload row', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8b2e24' } })
      .png()
      .toBuffer();
    const sts = await policy(editor, { name: '展览海报.png', size: png.length, type: 'image/png' });
    const { key, answer } = await post(sts, '展览海报.png', png);
    expect(answer).toEqual({
      code: 200,
      msg: '上传成功',
      data: { key, url: `/files/${key.split('/').map(encodeURIComponent).join('/')}` },
    });
    expect(key).toMatch(/^content\/[0-9a-f]{16}\/\d{13}-展览海报\.png$/);
    // The address fits the content fields' pattern (plain characters only).
    expect(answer.data.url).toMatch(/^\/files\/[\w\-./%]+$/);

    const original = await t.app.inject({ url: answer.data.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    const resized = await t.app.inject({ url: `${answer.data.url}?imgSize=100_100` });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['content-type']).toBe('image/jpeg');
    const { width } = await sharp(resized.rawPayload).metadata();
    // Sizes snap to the server's fixed steps: smaller than the original, whatever the step.
    expect(width).toBeLessThan(400);

    expect(await t.db.select().from(uploads).where(eq(uploads.key, key))).toEqual([]);
  });

  it('stores a PDF, served as a download', async () => {
    const pdf = pdfFile(1000);
    const sts = await policy(editor, { name: '展览图录.pdf', size: pdf.length, type: 'application/pdf' });
    const { key, answer } = await post(sts, '展览图录.pdf', pdf);
    expect(answer.code, answer.msg).toBe(200);
    const served = await t.app.inject({ url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await t.storage.exists(key)).toBe(true);
  });

  it('refuses bytes that are not the image the name says, and keeps nothing', async () => {
    const sts = await policy(editor, { name: 'poster.png', size: 208, type: 'image/png' });
    const { key, answer } = await post(sts, 'poster.png', executableFile());
    expect(answer).toEqual({ code: 500, msg: '文件内容与格式不符，请上传真实的png文件' });
    expect(await t.storage.exists(key)).toBe(false);
    // A PDF named .webp is no picture either.
    const webp = await policy(editor, { name: 'photo.webp', size: 100 });
    expect((await post(webp, 'photo.webp', pdfFile())).answer.msg).toBe(
      '文件内容与格式不符，请上传真实的webp文件',
    );
  });

  it('refuses a file over the policy’s limit while it arrives (the size asked for is not trusted)', async () => {
    const sts = await policy(editor, { name: 'catalogue.pdf', size: 100 });
    const { key, answer } = await post(sts, 'catalogue.pdf', pdfFile(MB + 10));
    expect(answer).toEqual({ code: 500, msg: '上传文件大小不能超过 1 MB!' });
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('takes a real WebP and GIF, and a policy stores one file only', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
      .webp()
      .toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#543' } })
      .gif()
      .toBuffer();
    for (const [name, body] of [
      ['a.webp', webp],
      ['b.gif', gif],
    ] as const) {
      const sts = await policy(editor, { name, size: body.length });
      expect((await post(sts, name, body)).answer.code).toBe(200);
      expect((await post(sts, name, body)).answer.msg).toBe('上传凭证已使用，请重新上传');
    }
    const png = await pngFile();
    const sts = await policy(editor, { name: 'c.png', size: png.length });
    expect((await post(sts, 'c.jpg', png)).answer.msg).toBe('文件格式不正确，请上传png格式文件!');
  });
});

describe('with an S3-compatible bucket', () => {
  it('presigns a POST under content/ with the staff limit and the file’s own content type', async () => {
    const s3 = await createTestApp(S3_TEST_ENV);
    try {
      const staff = await createStaff(s3, ['editor']);
      const answer = await s3.api('GET', query({ name: '展览海报.webp', size: 1000, type: 'image/webp' }), {
        headers: staff.headers,
      });
      expect(answer.code, answer.msg).toBe(200);
      const conditions = JSON.parse(Buffer.from(answer.data.fields.Policy, 'base64').toString()).conditions;
      expect(conditions).toContainEqual({ 'Content-Type': 'image/webp' });
      expect(conditions).toContainEqual(['content-length-range', 1, 20 * MB]);
      expect(conditions).toContainEqual(['starts-with', '$key', answer.data.keyPrefix]);
      expect(answer.data.keyPrefix).toMatch(/^content\/[0-9a-f]{16}\/$/);
      const pdf = await s3.api('GET', query({ name: 'a.pdf', size: 1000 }), { headers: staff.headers });
      expect(pdf.data.fields['Content-Disposition']).toBe('attachment');
    } finally {
      await s3.close();
    }
  });
});
