import { staffUploadMessages } from '@museum/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import type { StaffUploader } from '../upload';
import { FileUpload } from './FileUpload';
import { ImageListUpload, ImageUpload } from './ImageUpload';

const URL_OF = (name: string) => `/files/content/0123456789abcdef/1700000000000-${encodeURIComponent(name)}`;

let uploader: StaffUploader & { upload: ReturnType<typeof vi.fn> };

beforeEach(() => {
  uploader = {
    upload: vi.fn(async (file: File, options?: { onProgress?: (percent: number) => void }) => {
      options?.onProgress?.(50);
      return { url: URL_OF(file.name), key: URL_OF(file.name).slice('/files/'.length), name: file.name };
    }),
  };
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(cleanup);

const png = (name = 'poster.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUpload', () => {
  it('uploads a chosen picture with the uploader and sets the field to its address', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <FeedbackHost />
        <ImageUpload uploader={uploader} crop={false} label="封面" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('上传封面')).toBeTruthy();
    choose(container, png('展览海报.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(URL_OF('展览海报.png')));
    expect(uploader.upload).toHaveBeenCalledTimes(1);
    expect((uploader.upload.mock.calls[0]![0] as File).name).toBe('展览海报.png');
    // The picture is shown, as a resized thumbnail.
    await waitFor(() =>
      expect(container.querySelector(`img[src="${URL_OF('展览海报.png')}?imgSize=300_300"]`)).toBeTruthy(),
    );
  });

  it('refuses a file that is not a picture with a message, before any upload', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <FeedbackHost />
        <ImageUpload uploader={uploader} aspect={16 / 9} onChange={onChange} />
      </>,
    );
    choose(container, new File(['%PDF-1.4'], '图录.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(staffUploadMessages.notImage)).toBeTruthy();
    expect(uploader.upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the cropper before a photo is uploaded', async () => {
    const { container } = render(
      <>
        <FeedbackHost />
        <ImageUpload uploader={uploader} aspect={16 / 9} label="横幅图片" />
      </>,
    );
    choose(container, png());
    expect(await screen.findByText('裁剪横幅图片')).toBeTruthy();
    expect(uploader.upload).not.toHaveBeenCalled();
  });

  it('shows the current picture, and removing it empties the field', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <FeedbackHost />
        <ImageUpload uploader={uploader} value={URL_OF('旧封面.png')} crop={false} onChange={onChange} />
      </>,
    );
    expect(container.querySelector(`img[src="${URL_OF('旧封面.png')}?imgSize=300_300"]`)).toBeTruthy();
    // antd's own remove button (its label follows the app's locale).
    const remove = container.querySelector('.ant-upload-list-item-actions button') as HTMLElement;
    fireEvent.click(remove);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
  });
});

describe('ImageListUpload', () => {
  it('keeps a gallery in order: moving a picture reorders the field', async () => {
    const onChange = vi.fn();
    render(
      <>
        <FeedbackHost />
        <ImageListUpload
          uploader={uploader}
          crop={false}
          value={[URL_OF('一.png'), URL_OF('二.png')]}
          onChange={onChange}
        />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: '后移 一.png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([URL_OF('二.png'), URL_OF('一.png')]));
    expect((screen.getByRole('button', { name: '前移 二.png' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds an uploaded picture at the end', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <FeedbackHost />
        <ImageListUpload uploader={uploader} crop={false} value={[URL_OF('一.png')]} onChange={onChange} />
      </>,
    );
    choose(container, png('三.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([URL_OF('一.png'), URL_OF('三.png')]));
  });
});

describe('FileUpload (PDF)', () => {
  it('uploads a PDF and sets the field to its address; refuses another type with a message', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <FeedbackHost />
        <FileUpload uploader={uploader} label="展览图录" onChange={onChange} />
      </>,
    );
    choose(container, new File(['%PDF-1.4'], '图录.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(URL_OF('图录.pdf')));
    choose(container, png());
    expect(await screen.findByText(staffUploadMessages.notDocument)).toBeTruthy();
    expect(uploader.upload).toHaveBeenCalledTimes(1);
  });

  it('shows the current document as a link with a remove button', async () => {
    const onChange = vi.fn();
    render(
      <>
        <FeedbackHost />
        <FileUpload uploader={uploader} value={URL_OF('图录.pdf')} onChange={onChange} />
      </>,
    );
    expect(screen.getByRole('link', { name: '图录.pdf' }).getAttribute('href')).toBe(URL_OF('图录.pdf'));
    fireEvent.click(screen.getByRole('button', { name: '移除 图录.pdf' }));
    expect(onChange).toHaveBeenCalledWith('');
  });
});
