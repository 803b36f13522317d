import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import type { StaffUploader } from '../upload';
import { RichTextEditor } from './RichTextEditor';

afterEach(cleanup);

/** The sanitiser's allow-list (server/src/platform/html/sanitize.ts), for what the editor may produce. */
const KEPT = new Set(
  'p br hr h2 h3 h4 h5 h6 blockquote pre code div section span strong b em i u s sub sup small mark abbr cite q time ul ol li dl dt dd a img figure figcaption table caption colgroup col thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]!);

async function renderEditor(props: { value?: string; uploader?: StaffUploader; label?: string } = {}) {
  const onChange = vi.fn();
  const label = props.label ?? '展览介绍';
  const view = (value: string | undefined) => (
    <>
      <FeedbackHost />
      <RichTextEditor {...props} label={label} onChange={onChange} value={value} />
    </>
  );
  const { rerender } = render(view(props.value));
  // The editor is loaded lazily: its region appears once its code has arrived.
  const region = await screen.findByRole('textbox', { name: label }, { timeout: 5000 });
  return { onChange, region, rerender: (value: string) => rerender(view(value)) };
}

describe('RichTextEditor', () => {
  it('labels its region and every toolbar button in Chinese', async () => {
    await renderEditor({ uploader: { upload: vi.fn() } });
    const toolbar = screen.getByRole('toolbar', { name: '展览介绍格式工具栏' });
    for (const name of [
      '加粗',
      '斜体',
      '下划线',
      '引用',
      '无序列表',
      '有序列表',
      '链接',
      '插入图片',
      '撤销',
      '重做',
    ]) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: '段落/标题' })).toBeTruthy();
  });

  it('emits HTML as the editor types, and bold text as <strong>', async () => {
    const { onChange, region } = await renderEditor();
    const user = userEvent.setup();
    // Into the empty paragraph the editor starts with.
    await user.click(region.querySelector('p')!);
    await user.keyboard('天山');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>天山</p>'));
    await user.keyboard('{Control>}a{/Control}');
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>天山</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reports no change for a stored text it only redraws (a list item without a paragraph), loaded or set later', async () => {
    const stored =
      '<h2>活动回顾</h2><ul><li>雨伞三把；</li><li>保温杯两只。</li></ul><p>请到服务台认领。</p>';
    const { onChange, region } = await renderEditor({ value: stored });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region.querySelectorAll('li')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();

    // The form sets the record after the editor is up: still not a change of the visitor's making.
    const later = await renderEditor({ label: '正文' });
    later.rerender(stored);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(later.onChange).not.toHaveBeenCalled();
  });

  it('shows the form’s value and produces only tags the sanitiser keeps', async () => {
    const html =
      '<h2>展览简介</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s><a href="https://example.cn">链</a></p>' +
      '<blockquote><p>引文</p></blockquote><ul><li><p>一</p></li></ul><ol><li><p>二</p></li></ol>' +
      '<img src="/files/content/0123456789abcdef/1700000000000-a.png" alt="展厅">';
    const { onChange, region } = await renderEditor({ value: html });
    expect(region.querySelector('h2')?.textContent).toBe('展览简介');
    expect(region.querySelector('img')?.getAttribute('alt')).toBe('展厅');
    const user = userEvent.setup();
    await user.click(region.querySelector('h2')!);
    await user.keyboard('！');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const emitted = onChange.mock.lastCall![0] as string;
    for (const tag of tagsOf(emitted)) expect(KEPT.has(tag), tag).toBe(true);
    expect(emitted).toContain('<img src="/files/content/0123456789abcdef/1700000000000-a.png" alt="展厅">');
  });

  it('links the selected text to an address the site keeps, refusing a script address', async () => {
    const { onChange, region } = await renderEditor({ value: '<p>国家文物局</p>' });
    const user = userEvent.setup();
    await user.click(region.querySelector('p')!);
    await user.keyboard('{Control>}a{/Control}');
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = await screen.findByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: 'https://www.ncha.gov.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://www.ncha.gov.cn">国家文物局</a></p>'),
    );
  });

  it('inserts a picture sent by the uploader, with its description as alt text', async () => {
    const url = '/files/content/0123456789abcdef/1700000000000-hall.png';
    const upload = vi.fn(async () => ({ url, key: url.slice(7), name: 'hall.png' }));
    const { onChange, region } = await renderEditor({ value: '<p>展厅</p>', uploader: { upload } });
    const user = userEvent.setup();
    await user.click(region.querySelector('p')!);
    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    const dialog = (await screen.findByText('选择图片并上传')).closest('.ant-modal')!;
    fireEvent.change(screen.getByLabelText(/图片说明/), { target: { value: '展厅一角' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'hall.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining(`<img src="${url}" alt="展厅一角">`)),
    );
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
