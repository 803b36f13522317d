// @vitest-environment node
import type { SiteSettings } from '@museum/shared';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const settings = {
  name: '天山美术馆',
  timeZone: 'Asia/Shanghai',
  collectionApiBase: '/icmsApi/icmsRestController',
  collectionPictureBase: '/icmsApi/icmsRestController',
} as SiteSettings;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Renders `path` with the server's calls answered by `answer`; the paths it was asked for are kept. */
async function renderWith(path: string, answer: (url: string) => unknown, care = false) {
  const asked: string[] = [];
  const page = await render({
    url: `https://museum.example.cn${path}`,
    settings,
    care,
    fetch: async (input) => {
      const url = String(input);
      asked.push(url);
      return json(answer(url));
    },
  });
  return { page, asked };
}

describe('a detail page the server draws', () => {
  it('asks for the item whatever its address names, and answers 404 when the server says it is missing', async () => {
    for (const path of [
      '/exhibition/detail/abc',
      '/education/detail/abc/3',
      '/artist/detail/0',
      '/academic/detail/1.5',
      '/notice/detail/-1',
      '/policy/detail/x',
      '/affair/detail/99999999999',
    ]) {
      const { page, asked } = await renderWith(path, (url) =>
        /\/client\/\w+\/[^/?]+$/.test(url) && !url.endsWith('/list')
          ? { code: 404, msg: '该内容不存在或已下线' }
          : { code: 200, msg: 'ok', total: 0, rows: [], data: [] },
      );
      expect(
        asked.some((url) => url.endsWith(`/${path.split('/')[3]}`)),
        path,
      ).toBe(true);
      expect(page.status, path).toBe(404);
      expect(page.head, path).toContain('<title>该内容不存在或已下线 · 天山美术馆</title>');
    }
  });
});

describe('an exhibition the server draws', () => {
  const exhibition = {
    id: 8,
    title: '风的形状',
    subtitle: '新疆青年艺术家当代艺术邀请展',
    summary: '十五位艺术家以装置、影像与声音回应风与沙。',
    cover: '/files/demo/exhibition/08.jpg',
    status: 0,
    type: 'contemporary',
    typeLabel: '当代艺术',
    startDate: '2027-01-19',
    endDate: '2027-03-30',
    venue: '地下一层 · 实验空间',
    content: '<h2>策展人的话</h2><p>在新疆，风是看得见的。</p>',
    gallery: [],
    curator: '乔嘉禾',
    organizer: '天山美术馆',
  };

  it('comes with its 朗读 button, drawn here in Node (no window), so the page does not move when it hydrates', async () => {
    const { page } = await renderWith('/exhibition/detail/8', (url) =>
      url.endsWith('/zhanlan/8')
        ? { code: 200, msg: 'ok', data: exhibition }
        : { code: 200, msg: 'ok', total: 0, rows: [], data: [] },
    );
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>风的形状 · 天山美术馆</title>');
    expect(page.app).toContain('朗读');
    expect(page.app).toContain('策展人的话');
  });
});

describe('the accessibility statement', () => {
  it('is drawn by the server, with its own title', async () => {
    const { page } = await renderWith('/accessibility', () => ({ code: 200, msg: 'ok', total: 0, rows: [] }));
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>无障碍声明 · 天山美术馆</title>');
    expect(page.app).toContain('<h1');
    expect(page.app).toContain('尚未做到的地方');
  });
});

describe('the home page the server draws', () => {
  const exhibitions = { code: 200, msg: 'ok', total: 0, rows: [] };
  it('in care mode: the calmer home, its code loaded on the way, and no carousel', async () => {
    const { page } = await renderWith('/home', () => exhibitions, true);
    expect(page.app).toContain('aria-label="常用服务"');
    expect(page.app).toContain('参观须知');
    expect(page.app).not.toContain('aria-label="快捷入口"');
    // The footer's code too (a part loaded after the page's own in the browser) is drawn, not left for later.
    expect(page.app).toContain('<footer');
  });

  it('in the standard mode: the full home with its quick entries', async () => {
    const { page } = await renderWith('/home', () => exhibitions);
    expect(page.app).toContain('aria-label="快捷入口"');
    expect(page.app).not.toContain('aria-label="常用服务"');
  });
});

describe('an English page the server draws', () => {
  it('is drawn in English under /en, its links kept in English, and names its Chinese twin', async () => {
    const { page } = await renderWith('/en/exhibition', () => ({ code: 200, msg: 'ok', total: 0, rows: [] }));
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Exhibitions · 天山美术馆</title>');
    expect(page.head).toContain('hreflang="zh-CN" href="https://museum.example.cn/exhibition"');
    expect(page.head).toContain('hreflang="en" href="https://museum.example.cn/en/exhibition"');
    expect(page.head).toContain('content="en_US"');
    expect(page.app).toContain('aria-label="Main navigation"');
    // The router's base keeps the header's links on the English site.
    expect(page.app).toContain('href="/en/education"');
    // It comes with the English messages it shows, for the browser to hydrate with (not the whole catalogue).
    const sent = JSON.parse(
      /<script id="page-messages" type="application\/json">([^<]*)<\/script>/.exec(page.state)![1]!,
    );
    const words = Object.values(sent).flat();
    expect(words).toContain('Main navigation');
    // Only what the page shows: the not-found screen's words are not on a list page.
    expect(words).not.toContain('Page not found');
    // The switch leads to the same page in Chinese.
    expect(page.app).toMatch(
      /href="\/exhibition"[^>]*hrefLang="zh-CN"|hrefLang="zh-CN"[^>]*href="\/exhibition"/i,
    );
  });

  it('leaves the Chinese page Chinese, with the switch to its English twin', async () => {
    const { page } = await renderWith('/exhibition', () => ({ code: 200, msg: 'ok', total: 0, rows: [] }));
    expect(page.head).toContain('<title>展览 · 天山美术馆</title>');
    expect(page.state).not.toContain('page-messages');
    expect(page.app).toContain('aria-label="主导航"');
    expect(page.app).toContain('href="/en/exhibition"');
  });
});
