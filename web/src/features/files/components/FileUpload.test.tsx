import { DONATION_FILE_TYPES, uploadMessages } from '@museum/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploadRoute } from '#test/upload.ts';
import { i18nFor, LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { FileUpload, uploadHints } from './FileUpload';

/**
 * The upload widget: its messages are the shared ones the server also answers with, and it asks for a policy
 * for the type of the file at hand (the policy fixes the type the file is stored as).
 */

let requested: string[];
const { route, FakeXhr } = fakeUploadRoute();
/** When set, uploads report half their bytes and wait for this to be called before finishing. */
let holdUploads: (() => void) | null;

beforeEach(() => {
  requested = [];
  route.posted = [];
  route.answer = { code: 200, msg: uploadMessages.uploaded };
  route.deliver = (xhr) => {
    if (holdUploads === null) {
      queueMicrotask(() => xhr.onload?.());
      return;
    }
    queueMicrotask(() => xhr.reportHalf());
    const previous = holdUploads;
    holdUploads = () => {
      previous();
      xhr.onload?.();
    };
  };
  holdUploads = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      const ext = new URL(url, 'http://localhost').searchParams.get('ext');
      const data = {
        url: '/prod-api/common/oss/upload',
        fields: { policy: 'p', signature: 's' },
        keyPrefix: 'uploads/1/0123456789abcdef/',
        publicBaseUrl: '/files/',
        maxSize: 10 * 1024 * 1024,
        expire: Math.floor(Date.now() / 1000) + 600,
        accept: ext ? [ext] : [...DONATION_FILE_TYPES],
      };
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
});

function renderUpload(onChange = vi.fn(), props: { limit?: number; fileSize?: number } = {}) {
  const { container } = render(
    <>
      <FeedbackHost />
      <FileUpload
        fileType={DONATION_FILE_TYPES}
        limit={props.limit ?? 5}
        fileSize={props.fileSize}
        onChange={onChange}
      />
    </>,
  );
  // The widget renders a new input after each choice: found again every time.
  const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
  const choose = (...files: File[]) => fireEvent.change(input(), { target: { files } });
  return { choose, onChange };
}

describe('FileUpload', () => {
  it('refuses an empty file with the shared message, before asking for a policy', async () => {
    const { choose } = renderUpload();
    choose(new File([], 'empty.png', { type: 'image/png' }));
    expect(await screen.findByText(uploadMessages.empty)).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('asks for a policy for each file’s own type and posts the file under its prefix', async () => {
    const { choose, onChange } = renderUpload();
    choose(
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'piece.png', { type: 'image/png' }),
      new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(route.posted).toHaveLength(2));
    const policyCalls = requested.map((url) => new URL(url, 'http://localhost'));
    expect(policyCalls.map((url) => url.pathname)).toEqual([
      '/prod-api/common/oss/sts',
      '/prod-api/common/oss/sts',
    ]);
    expect(
      policyCalls.map((url) => `${url.searchParams.get('kind')}:${url.searchParams.get('ext')}`).sort(),
    ).toEqual(['document:pdf', 'media:png']);
    for (const post of route.posted) {
      expect(post.url).toBe('/prod-api/common/oss/upload');
      expect(post.fields).toMatchObject({ policy: 'p', signature: 's' });
      expect(post.fields.key).toMatch(/^uploads\/1\/0123456789abcdef\/\d+-(piece\.png|plan\.pdf)$/);
    }
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(',')));
  });

  it('asks for a new policy for every file, even of the same type: a policy stores one file', async () => {
    const { choose } = renderUpload();
    choose(new File(['%PDF-1.4'], 'a.pdf'));
    await waitFor(() => expect(route.posted).toHaveLength(1));
    choose(new File(['%PDF-1.4'], 'b.pdf'));
    await waitFor(() => expect(route.posted).toHaveLength(2));
    expect(requested).toHaveLength(2);
  });

  it('refuses more files than the limit with the count message, uploading none of the extra', async () => {
    const { choose } = renderUpload(vi.fn(), { limit: 1 });
    choose(new File(['%PDF-1.4'], 'a.pdf'), new File(['%PDF-1.4'], 'b.pdf'));
    expect(await screen.findByText(uploadMessages.tooMany(1))).toBeTruthy();
    await waitFor(() => expect(route.posted).toHaveLength(1));
    expect(route.posted[0]!.fields.key).toMatch(/-a\.pdf$/);
  });

  it('refuses a file over the size limit with the size message, before asking for a policy', async () => {
    const { choose } = renderUpload(vi.fn(), { fileSize: 1 });
    choose(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(uploadMessages.tooLarge(1))).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('refuses a format outside the list with the type message', async () => {
    const { choose } = renderUpload();
    choose(new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(uploadMessages.wrongType(DONATION_FILE_TYPES))).toBeTruthy();
    expect(requested).toEqual([]);
  });

  it('shows progress while uploading and previews a film', async () => {
    holdUploads = () => undefined;
    const { choose, onChange } = renderUpload();
    choose(
      new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'tour.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText('上传中 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'tour.mp4 上传进度' })).toBeTruthy();
    const preview = screen.getByLabelText('tour.mp4 预览');
    expect(preview.tagName).toBe('VIDEO');
    holdUploads();
    expect(await screen.findByText(/已上传/)).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/tour\.mp4$/)));
  });
});

describe('FileUpload in English', () => {
  it('states its rules in English, as in Chinese', async () => {
    await languageReady('en');
    expect(
      uploadHints(
        DONATION_FILE_TYPES,
        { limit: 5, labels: { document: 'Proof of ownership' } },
        i18nFor('zh'),
      ),
    ).toEqual([
      '照片或视频：JPG、PNG、MP4、MOV，每个不超过 10\u00a0MB',
      'Proof of ownership：Word、Excel 或 PDF 文档，每个不超过 100\u00a0MB',
      '最多 5 个文件',
    ]);
    expect(uploadHints(DONATION_FILE_TYPES, { limit: 5 }, i18nFor('en'))).toEqual([
      'Photos or videos: JPG, PNG, MP4 or MOV, up to 10\u00a0MB each',
      'Word, Excel or PDF documents, up to 100\u00a0MB each',
      'Up to 5 files',
    ]);
    expect(uploadHints(['pdf'], { limit: 1 }, i18nFor('en'))).toEqual(['PDF documents, up to 100\u00a0MB']);
  });

  it('says what it refuses, and how an upload goes, in English', async () => {
    await languageReady('en');
    await sharedEnglishReady();
    setPageLanguage('en');
    const { container } = render(
      <LanguageProvider language="en">
        <FeedbackHost />
        <FileUpload fileType={DONATION_FILE_TYPES} limit={5} onChange={vi.fn()} />
      </LanguageProvider>,
    );
    expect(screen.getByText('Click or drag files here to upload')).toBeTruthy();
    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [new File([], 'empty.png', { type: 'image/png' })] } });
    expect(await screen.findByText('The file is empty. Please choose another')).toBeTruthy();
    holdUploads = () => undefined;
    fireEvent.change(input(), {
      target: { files: [new File([new Uint8Array([1, 2, 3])], 'tour.mp4', { type: 'video/mp4' })] },
    });
    expect(await screen.findByText('Uploading 50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress of tour.mp4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove tour.mp4' })).toBeTruthy();
    expect(chineseIn(container)).toEqual([]);
  });
});
