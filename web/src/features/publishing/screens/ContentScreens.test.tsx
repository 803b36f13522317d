import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';
import { ContentEditScreen } from './ContentEditScreen';
import { ContentListScreen } from './ContentListScreen';

/**
 * The console's content screens against a fake content API: what they send, and how they show the server's
 * answers (a field's message next to it, a stale save, the list's filters in the address).
 */

type Call = { method: string; url: URL; body: unknown };
let calls: Call[];
let answer: (call: Call) => unknown;

const LINK = {
  id: 7,
  name: '敦煌研究院',
  url: 'https://www.dha.ac.cn',
  sort: 0,
  published: false,
  publishAt: null,
  version: 3,
  updatedBy: 'editor',
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-24T06:30:00.000Z',
};

const ok = (data?: unknown, extra: Record<string, unknown> = {}) => ({
  code: 200,
  msg: '操作成功',
  data,
  ...extra,
});

beforeEach(() => {
  calls = [];
  answer = () => ok();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const body = await answer(call);
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/content/:module', element: <ContentListScreen /> },
      { path: '/admin/content/:module/new', element: <ContentEditScreen /> },
      { path: '/admin/content/:module/:id', element: <ContentEditScreen /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FeedbackHost />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url.pathname === `/prod-api${path}`);

describe('the content form', () => {
  it('saves a new item as a draft with the fields named as the visitor API answers them, then edits it', async () => {
    answer = (call) => (call.method === 'POST' ? ok({ id: 7 }) : ok(LINK));
    const router = show('/admin/content/link/new');
    fireEvent.change(await screen.findByLabelText('名称'), { target: { value: ' 敦煌研究院 ' } });
    fireEvent.change(screen.getByLabelText('名称（英文）'), { target: { value: 'Dunhuang Academy' } });
    fireEvent.change(screen.getByLabelText('网址'), { target: { value: 'https://www.dha.ac.cn' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/link/7'));
    expect(sent('POST', '/admin/content/link')[0]!.body).toEqual({
      name: ' 敦煌研究院 ',
      nameEn: 'Dunhuang Academy',
      url: 'https://www.dha.ac.cn',
      sort: null,
    });
    expect(await screen.findByText(/editor · 2026-11-24/)).toBeTruthy();
  });

  it("has each English twin beside its Chinese field, a rich text's right below it, and reads them back", async () => {
    answer = (call) =>
      call.url.pathname.endsWith('/admin/content/notice/7')
        ? ok({
            ...LINK,
            title: '元旦开放时间',
            titleEn: "Opening hours on New Year's Day",
            publishedAt: '2026-12-25',
            pinned: false,
            summary: '',
            summaryEn: null,
            content: '<p>正常开放。</p>',
            contentEn: '<p>Open as usual.</p>',
          })
        : ok();
    show('/admin/content/notice/7');
    const english = (await screen.findByLabelText('标题（英文）')) as HTMLInputElement;
    await waitFor(() => expect(english.value).toBe("Opening hours on New Year's Day"));
    expect(english.lang).toBe('en');
    // The pair shares a row: the Chinese first, its twin beside it.
    const pair = english.closest('[data-bilingual]') as HTMLElement;
    expect(pair.dataset.bilingual).toBe('title');
    expect(within(pair).getByLabelText('标题')).toBeTruthy();
    const summary = screen.getByLabelText('摘要（英文）').closest('[data-bilingual]') as HTMLElement;
    expect(within(summary).getByLabelText('摘要')).toBeTruthy();
    const labels = [...document.querySelectorAll('.ant-form-item-label label')].map(
      (label) => label.textContent,
    );
    expect(labels.indexOf('正文（英文）')).toBe(labels.indexOf('正文') + 1);
    // Optional: nothing asks for the English before saving.
    fireEvent.change(english, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sent('PUT', '/admin/content/notice/7')).toHaveLength(1));
    expect(sent('PUT', '/admin/content/notice/7')[0]!.body).toMatchObject({
      title: '元旦开放时间',
      titleEn: '',
      contentEn: '<p>Open as usual.</p>',
    });
  });

  it('says what is missing before sending anything', async () => {
    show('/admin/content/link/new');
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请填写名称')).toBeTruthy();
    expect(await screen.findByText('请填写网址')).toBeTruthy();
    expect(sent('POST', '/admin/content/link')).toHaveLength(0);
  });

  it('shows a server message next to the field it concerns, and sends the version edited', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? { code: 500, msg: '网址应为站内路径（以 / 开头）或 http(s) 网址', data: { field: 'url' } }
        : ok(LINK);
    show('/admin/content/link/7');
    const url = await screen.findByLabelText('网址');
    await waitFor(() => expect((url as HTMLInputElement).value).toBe('https://www.dha.ac.cn'));
    fireEvent.change(url, { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    const message = await screen.findByText('网址应为站内路径（以 / 开头）或 http(s) 网址');
    expect(message.closest('.ant-form-item')!.textContent).toContain('网址');
    expect(sent('PUT', '/admin/content/link/7')[0]!.body).toMatchObject({ url: 'ftp://x', version: 3 });
  });

  it('refuses a stale save with who saved in between, and loads the newer version on request', async () => {
    const stale =
      '保存失败：admin 已于 2026-11-25 10:02 修改了这条内容。请刷新查看最新内容后再编辑，以免覆盖对方的修改';
    let newer = false;
    answer = (call) => {
      if (call.method === 'PUT') return { code: 500, msg: stale, data: { field: 'version', version: 4 } };
      return ok(newer ? { ...LINK, name: '敦煌研究院（新）', version: 4, updatedBy: 'admin' } : LINK);
    };
    show('/admin/content/link/7');
    const name = await screen.findByLabelText('名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('敦煌研究院'));
    fireEvent.change(name, { target: { value: '我的修改' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(stale);
    newer = true;
    fireEvent.click(within(alert).getByRole('button', { name: '载入最新内容' }));
    await waitFor(() =>
      expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('敦煌研究院（新）'),
    );
    expect(screen.getByText('第 4 版')).toBeTruthy();
  });

  it('cannot be sent twice while saving', async () => {
    let release: () => void = () => undefined;
    answer = (call) =>
      call.method === 'PUT' ? new Promise((resolve) => (release = () => resolve(ok()))) : ok(LINK);
    show('/admin/content/link/7');
    const name = await screen.findByLabelText('名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('敦煌研究院'));
    fireEvent.change(name, { target: { value: '改' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /保存草稿/ }).hasAttribute('disabled')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /保存草稿/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(sent('PUT', '/admin/content/link/7')).toHaveLength(1);
  });

  it('asks before leaving with unsaved changes', async () => {
    answer = () => ok(LINK);
    const router = show('/admin/content/link/7');
    const name = await screen.findByLabelText('名称');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('敦煌研究院'));
    fireEvent.change(name, { target: { value: '未保存的修改' } });
    void router.navigate('/admin/content/link');
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('有尚未保存的修改');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(question).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/link/7'));
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('未保存的修改');
  });
});

describe('the content list', () => {
  it('lists drafts and published items with who saved them, and keeps its filters in the address', async () => {
    answer = () => ({
      code: 200,
      msg: '查询成功',
      total: 2,
      rows: [
        { ...LINK, title: LINK.name, note: LINK.url, image: null },
        {
          ...LINK,
          id: 8,
          title: '故宫博物院',
          note: 'https://www.dpm.org.cn',
          image: null,
          published: true,
          updatedBy: null,
        },
      ],
    });
    const router = show('/admin/content/link');
    expect(await screen.findByText('敦煌研究院')).toBeTruthy();
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    expect(screen.getByText(/初始数据 · /)).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: '搜索友情链接' });
    fireEvent.change(search, { target: { value: '故宫' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E6%95%85%E5%AE%AB'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('keyword')).toBe('故宫'));
  });

  it('publishes a draft from its row', async () => {
    answer = (call) =>
      call.method === 'PUT'
        ? ok()
        : {
            code: 200,
            msg: '查询成功',
            total: 1,
            rows: [{ ...LINK, title: LINK.name, note: LINK.url, image: null }],
          };
    show('/admin/content/link');
    fireEvent.click(await screen.findByRole('button', { name: '发布' }));
    await waitFor(() => expect(sent('PUT', '/admin/content/link/7/publish')).toHaveLength(1));
    expect(await screen.findByText('已发布')).toBeTruthy();
  });
});
