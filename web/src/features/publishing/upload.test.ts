import { StaffUploadFolder, type UploadPolicy, uploadMessages } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploadRoute } from '#test/upload.ts';
import { setStaffToken } from '@/shared/lib/staff-token';
import { createStaffUploader, type StaffPolicyRequest } from './upload';

/** The upload route: answers the embedded default's envelope after reporting half the bytes. */
const { route, FakeXhr } = fakeUploadRoute();

const policy = (request: StaffPolicyRequest): UploadPolicy => ({
  url: '/prod-api/common/oss/upload',
  fields: { policy: 'p', signature: 's' },
  keyPrefix: `${request.folder}/0123456789abcdef/`,
  publicBaseUrl: '/files/',
  maxSize: 20 * 1024 * 1024,
  expire: Math.floor(Date.now() / 1000) + 600,
  accept: ['png'],
});

beforeEach(() => {
  route.posted = [];
  route.answer = { code: 200, msg: uploadMessages.uploaded };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('createStaffUploader', () => {
  it('asks for a policy for the file, posts it under the policy’s prefix and answers a /files/ address', async () => {
    const fetchPolicy = vi.fn(async (request: StaffPolicyRequest) => policy(request));
    const progress: number[] = [];
    const file = new File(['png'], '展览 海报.png', { type: 'image/png' });
    const uploaded = await createStaffUploader({ fetchPolicy }).upload(file, {
      onProgress: (percent) => progress.push(percent),
    });
    expect(fetchPolicy).toHaveBeenCalledWith({
      folder: StaffUploadFolder.content,
      name: '展览 海报.png',
      size: 3,
      type: 'image/png',
    });
    expect(route.posted).toHaveLength(1);
    expect(route.posted[0]!.url).toBe('/prod-api/common/oss/upload');
    expect(route.posted[0]!.fields).toMatchObject({ policy: 'p', signature: 's' });
    expect(uploaded.key).toMatch(/^content\/0123456789abcdef\/\d+-展览_海报\.png$/);
    expect(route.posted[0]!.fields.key).toBe(uploaded.key);
    // Percent-encoded, as the content fields take it (IMAGE_URL_PATTERN).
    expect(uploaded.url).toBe(`/files/${uploaded.key.split('/').map(encodeURIComponent).join('/')}`);
    expect(uploaded.url).toMatch(/^\/files\/[\w\-./%]+$/);
    expect(progress).toEqual([50, 100]);
  });

  it('refuses a type the server does not take before asking for a policy', async () => {
    const fetchPolicy = vi.fn(async (request: StaffPolicyRequest) => policy(request));
    await expect(createStaffUploader({ fetchPolicy }).upload(new File(['MZ'], 'setup.exe'))).rejects.toThrow(
      uploadMessages.wrongType(['jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf']),
    );
    expect(fetchPolicy).not.toHaveBeenCalled();
  });

  it('asks the staff policy route with the staff token, and shows the server’s message', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 500, msg: '上传文件大小不能超过 20 MB!' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setStaffToken('staff-token');
    const uploader = createStaffUploader();
    await expect(uploader.upload(new File(['x'], 'big.png', { type: 'image/png' }))).rejects.toThrow(
      '上传文件大小不能超过 20 MB!',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    const asked = new URL(url, 'http://localhost');
    expect(asked.pathname).toBe('/prod-api/admin/files/policy');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      folder: 'content',
      name: 'big.png',
      size: '1',
      type: 'image/png',
    });
    // The console's calls are asked in Chinese, whatever the browser prefers.
    expect(init!.headers).toEqual({ 'Accept-Language': 'zh-CN', Authorization: 'Bearer staff-token' });
    expect(route.posted).toEqual([]);
  });

  it('passes on the upload route’s refusal (bytes that are not the image they claim)', async () => {
    route.answer = { code: 500, msg: '文件内容与格式不符，请上传真实的png文件' };
    const uploader = createStaffUploader({ fetchPolicy: async (request) => policy(request) });
    await expect(uploader.upload(new File(['MZ'], 'fake.png'))).rejects.toThrow(
      '文件内容与格式不符，请上传真实的png文件',
    );
  });
});
