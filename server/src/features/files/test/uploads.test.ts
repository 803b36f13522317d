import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { docxFile, executableFile, multipartBody, pdfFile, pngFile, S3_TEST_ENV } from './fixtures.ts';

let t: TestApp;
let visitor: TestUser;
let other: TestUser;

async function policy(user: TestUser, kind = 'document') {
  const body = await t.api('GET', `/common/oss/sts?kind=${kind}`, { headers: user.headers });
  expect(body.code).toBe(200);
  return body.data;
}

async function upload(
  sts: { url: string; fields: Record<string, string> },
  key: string,
  file: { body: Buffer; type?: string },
) {
  const form = multipartBody(
    { ...sts.fields, key },
    { name: key.split('/').pop()!, type: file.type ?? 'application/octet-stream', body: file.body },
  );
  const response = await t.app.inject({ method: 'POST', url: sts.url, ...form });
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MEDIA_MAX_MB: '1' });
  visitor = await createSignedInUser(t);
  other = await createSignedInUser(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('upload policy (GET /common/oss/sts)', () => {
  it('needs a signed-in visitor', async () => {
    expect((await t.api('GET', '/common/oss/sts')).code).toBe(401);
  });

  it('answers a presigned-POST-shaped policy for the embedded default', async () => {
    const data = await policy(visitor);
    expect(data).toEqual({
      url: '/prod-api/common/oss/upload',
      fields: { policy: expect.any(String), signature: expect.any(String) },
      keyPrefix: expect.stringMatching(new RegExp(`^uploads/${visitor.id}/[0-9a-f]{16}/$`)),
      publicBaseUrl: '/files/',
      maxSize: 100 * 1024 * 1024,
      expire: expect.any(Number),
      accept: ['docx', 'xlsx', 'pdf'],
    });
    expect(data.expire - Date.now() / 1000).toBeGreaterThan(500);
    const media = await policy(visitor, 'media');
    expect(media).toMatchObject({ maxSize: 1024 * 1024, accept: ['mp4', 'mov', 'jpg', 'jpeg', 'png'] });
  });

  it('refuses an unknown kind', async () => {
    const body = await t.api('GET', '/common/oss/sts?kind=program', { headers: visitor.headers });
    expect(body).toEqual({ code: 500, msg: '上传类型不正确' });
  });
});

describe('the embedded default’s upload route', () => {
  it('stores a real PDF under the visitor’s prefix and serves it as a download with nosniff', async () => {
    const sts = await policy(visitor);
    const key = `${sts.keyPrefix}1700000000000-办展方案.pdf`;
    const body = await upload(sts, key, { body: pdfFile(), type: 'application/pdf' });
    expect(body).toEqual({ code: 200, msg: '上传成功', data: { key, url: `/files/${key}` } });
    const served = await t.app.inject({ url: `/files/${encodeURI(key)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts a Word document and a photo of the right kinds', async () => {
    const doc = await policy(visitor);
    expect((await upload(doc, `${doc.keyPrefix}1700000000001-plan.docx`, { body: docxFile() })).code).toBe(
      200,
    );
    const media = await policy(visitor, 'media');
    expect(
      (await upload(media, `${media.keyPrefix}1700000000001-piece.png`, { body: await pngFile() })).code,
    ).toBe(200);
  });

  it('refuses a renamed executable and keeps nothing', async () => {
    const sts = await policy(visitor);
    const key = `${sts.keyPrefix}1700000000000-plan.pdf`;
    expect(await upload(sts, key, { body: executableFile() })).toEqual({
      code: 500,
      msg: '文件内容与格式不符，请上传真实的pdf文件',
    });
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('refuses a photo that calls itself a PDF', async () => {
    const sts = await policy(visitor);
    const body = await upload(sts, `${sts.keyPrefix}1700000000001-scan.pdf`, { body: await pngFile() });
    expect(body.msg).toBe('文件内容与格式不符，请上传真实的pdf文件');
  });

  it('refuses extensions the policy does not accept', async () => {
    const doc = await policy(visitor);
    expect(
      (await upload(doc, `${doc.keyPrefix}1700000000001-setup.exe`, { body: executableFile() })).msg,
    ).toBe('文件格式不正确，请上传docx/xlsx/pdf格式文件!');
    const media = await policy(visitor, 'media');
    expect((await upload(media, `${media.keyPrefix}1700000000001-plan.pdf`, { body: pdfFile() })).msg).toBe(
      '文件格式不正确，请上传mp4/mov/jpg/jpeg/png格式文件!',
    );
  });

  it('refuses a file over the policy’s size limit', async () => {
    const media = await policy(visitor, 'media');
    const big = Buffer.concat([await pngFile(), Buffer.alloc(1024 * 1024 + 10)]);
    const key = `${media.keyPrefix}1700000000001-large.png`;
    expect(await upload(media, key, { body: big })).toEqual({
      code: 500,
      msg: '上传文件大小不能超过 1 MB!',
    });
    expect(await t.storage.exists(key)).toBe(false);
  });

  it('refuses a key outside the policy’s prefix, such as another visitor’s, or not in the <timestamp>-<name> form', async () => {
    const mine = await policy(visitor);
    const theirs = await policy(other);
    for (const key of [
      `${theirs.keyPrefix}1700000000001-plan.pdf`,
      `uploads/${other.id}/1-plan.pdf`,
      `${mine.keyPrefix}../../${other.id}/plan.pdf`,
      'site/logo.pdf',
      `${mine.keyPrefix}plan.pdf`,
      `${mine.keyPrefix}1700000000001-sub/plan.pdf`,
      `${mine.keyPrefix}1700000000001-<script>.pdf`,
    ]) {
      expect((await upload(mine, key, { body: pdfFile() })).msg).toBe('文件路径不在上传凭证允许的范围内');
    }
  });

  it('refuses a tampered, missing or expired policy', async () => {
    const sts = await policy(visitor);
    const decoded = JSON.parse(Buffer.from(sts.fields.policy, 'base64url').toString());
    const widened = Buffer.from(JSON.stringify({ ...decoded, maxSize: 10 ** 12 })).toString('base64url');
    const key = `${sts.keyPrefix}1700000000001-plan.pdf`;
    const tampered = { ...sts, fields: { ...sts.fields, policy: widened } };
    expect((await upload(tampered, key, { body: pdfFile() })).msg).toBe('上传凭证无效，请重新上传');
    const unsigned = { ...sts, fields: { policy: sts.fields.policy } };
    expect((await upload(unsigned, key, { body: pdfFile() })).msg).toBe('上传凭证无效，请重新上传');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    expect((await upload(sts, key, { body: pdfFile() })).msg).toBe('上传凭证已过期，请重新上传');
  });

  it('refuses a form without a key or a file', async () => {
    const sts = await policy(visitor);
    expect((await upload(sts, '', { body: pdfFile() })).msg).toBe('缺少文件路径，请重新上传');
    const response = await t.app.inject({
      method: 'POST',
      url: sts.url,
      payload: { key: 'x' },
    });
    expect(response.json()).toEqual({ code: 500, msg: '请选择要上传的文件' });
    const withoutFile = await t.app.inject({
      method: 'POST',
      url: sts.url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: `--x\r\nContent-Disposition: form-data; name="key"\r\n\r\n${sts.keyPrefix}1700000000001-a.pdf\r\n--x--\r\n`,
    });
    expect(withoutFile.json()).toEqual({ code: 500, msg: '请选择要上传的文件' });
  });
});

describe('an S3-compatible bucket', () => {
  let s3: TestApp;
  beforeAll(async () => {
    s3 = await createTestApp(S3_TEST_ENV);
  });
  afterAll(() => s3.close());

  it('answers a presigned POST for the same shape, limited to the visitor’s prefix and size', async () => {
    const user = await createSignedInUser(s3);
    const body = await s3.api('GET', '/common/oss/sts?kind=document', { headers: user.headers });
    const data = body.data;
    expect(data.url).toBe('http://127.0.0.1:9000/museum-uploads');
    expect(data.publicBaseUrl).toBe('/files/');
    expect(data.keyPrefix).toMatch(new RegExp(`^uploads/${user.id}/[0-9a-f]{16}/$`));
    expect(data.fields).toMatchObject({
      bucket: 'museum-uploads',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      Policy: expect.any(String),
    });
    expect(data.fields.key).toBeUndefined();
    const signed = JSON.parse(Buffer.from(data.fields.Policy, 'base64').toString());
    expect(signed.conditions).toContainEqual(['starts-with', '$key', data.keyPrefix]);
    expect(signed.conditions).toContainEqual(['content-length-range', 1, 100 * 1024 * 1024]);
    expect(Date.parse(signed.expiration) / 1000).toBeCloseTo(data.expire, -1);
  });

  it('has no local upload route', async () => {
    const response = await s3.app.inject({ method: 'POST', url: '/prod-api/common/oss/upload' });
    expect(response.statusCode).toBe(404);
  });
});
