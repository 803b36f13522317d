import {
  CollectionPaths,
  ContentPaths,
  ContentType,
  detailPath,
  ICMS_BASE,
  LIST_PATHS,
} from '@museum/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { watchHydration } from '../src/hydration.ts';
import { expect, test } from '../src/test.ts';

/** The first row of a public list, as the site's API answers it. */
async function firstRow<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = await (await request.get(`/prod-api${path}?pageNum=1&pageSize=1`)).json();
  return body.rows[0] as T;
}

/** The page as a search engine's crawler or a link preview reads it: the HTML the server sends, no script run. */
async function readPage(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  return {
    title: await page.title(),
    description: await meta('meta[name="description"]'),
    ogTitle: await meta('meta[property="og:title"]'),
    ogUrl: await meta('meta[property="og:url"]'),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    jsonLd: await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as { '@type': string; name?: string })),
  };
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home and a list page come as HTML with their title, description, canonical address and text', async ({
    page,
    baseURL,
  }) => {
    const home = await readPage(page, '/home');
    expect(home.title).toBe('天山美术馆');
    expect(home.description).toContain('天山美术馆');
    expect(home.canonical).toBe(`${baseURL}/home`);
    expect(home.jsonLd).toEqual([expect.objectContaining({ '@type': 'Museum', name: '天山美术馆' })]);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(/版权所有/)).toBeVisible();

    const list = await readPage(page, LIST_PATHS[ContentType.exhibition]);
    expect(list.title).toBe('展览 · 天山美术馆');
    expect(list.ogUrl).toBe(`${baseURL}/exhibition`);
    await expect(page.locator('main a[href^="/exhibition/detail/"]').first()).toBeVisible();
    // The first card's picture is in a phone's first screenful: asked for at once, the others when near.
    const pictures = page.locator('main li img');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.nth(1)).toHaveAttribute('loading', 'lazy');
    // The page's stylesheets come inline, so nothing is requested before it is drawn.
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });

  test('each kind of detail page carries its item: title, description, share tags, text and JSON-LD', async ({
    page,
    request,
    baseURL,
  }) => {
    const exhibition = await firstRow<{ id: number; title: string }>(request, ContentPaths.exhibitionList);
    const event = await firstRow<{ id: number; title: string; randomNum: number }>(
      request,
      ContentPaths.educationList,
    );
    const artist = await firstRow<{ id: number; name: string }>(request, ContentPaths.artistList);
    const notice = await firstRow<{ id: number; title: string }>(request, ContentPaths.noticeList);
    const works = await (
      await request.get(`${ICMS_BASE}${CollectionPaths.list}?pageIndex=1&pageSize=1`)
    ).json();
    const work = works.data[0] as { culId: string; culName: string };

    const pages = [
      {
        path: detailPath(ContentType.exhibition, exhibition),
        name: exhibition.title,
        type: 'ExhibitionEvent',
      },
      { path: detailPath(ContentType.education, event), name: event.title, type: 'Event' },
      {
        path: detailPath(ContentType.collection, { id: work.culId, ...work }),
        name: work.culName,
        type: 'VisualArtwork',
      },
      { path: detailPath(ContentType.artist, artist), name: artist.name, type: 'Person' },
      { path: detailPath(ContentType.notice, notice), name: notice.title, type: 'Article' },
    ];
    for (const { path, name, type } of pages) {
      const head = await readPage(page, path);
      expect(head.title, path).toBe(`${name} · 天山美术馆`);
      expect(head.ogTitle, path).toBe(head.title);
      expect(head.description?.length, path).toBeGreaterThan(4);
      expect(head.canonical, path).toBe(`${baseURL}${path}`);
      expect(head.ogUrl, path).toBe(head.canonical);
      expect(head.jsonLd, path).toEqual([expect.objectContaining({ '@type': type })]);
      await expect(page.getByRole('heading', { level: 1, name }), path).toBeVisible();
    }
  });

  test('an unknown address and a missing item answer 404 with the not-found page', async ({ page }) => {
    const unknown = await readPage(page, '/no/such/page', 404);
    expect(unknown.title).toBe('页面不存在 · 天山美术馆');
    await expect(page.getByRole('heading', { name: '您访问的页面不存在' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const missing = await readPage(page, '/exhibition/detail/999999', 404);
    // The server's title names what is missing, as the page's heading does.
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    expect(heading).toMatch(/不存在或已下线/);
    expect(missing.title).toBe(`${heading} · 天山美术馆`);

    // An id no item can have is missing like any other, in every module.
    for (const [path, name] of [
      ['/exhibition/detail/abc', '该展览不存在或已下线'],
      ['/education/detail/abc/2', '该活动不存在或已下线'],
      ['/artist/detail/0', '该艺术家不存在或已下线'],
      ['/notice/detail/-1', '该公告不存在或已撤下'],
      ['/collection/detail/no%20such/x', '藏品编号格式不正确'],
    ]) {
      expect((await readPage(page, path!, 404)).title).toBe(`${name} · 天山美术馆`);
      await expect(page.getByRole('heading', { level: 1, name }), path).toBeVisible();
    }
  });

  test('the sitemap lists published items and robots.txt names it', async ({ request, baseURL }) => {
    const exhibition = await firstRow<{ id: number }>(request, ContentPaths.exhibitionList);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/exhibition/detail/${exhibition.id}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test('a rendered page hydrates without a mismatch and answers clicks', async ({ page, request }) => {
  const problems = watchHydration(page);
  const exhibition = await firstRow<{ id: number; title: string }>(request, ContentPaths.exhibitionList);
  await page.goto(detailPath(ContentType.exhibition, exhibition));
  await expect(page.getByRole('heading', { level: 1, name: exhibition.title })).toBeVisible();
  // The header's sign-in button opens its dialog only once React has taken the page over.
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test('a rendered page fetches each picture once, not a desktop copy first, and no stylesheet', async ({
    page,
  }) => {
    const pictures: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('imgSize='))
        pictures.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/home');
    await page.waitForLoadState('load');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const paths = pictures.map((url) => new URL(url).pathname);
    expect(paths.length).toBeGreaterThan(0);
    // The first picture's preload is read with the phone's width: not a desktop's copy first, then the phone's.
    expect(paths.length, pictures.join('\n')).toBe(new Set(paths).size);
    // Its stylesheets come inline, and hydrating its screen does not fetch them again.
    expect(stylesheets).toEqual([]);
  });

  test('hydrating adds no style: antd finds its theme and icons styles where the server put them', async ({
    page,
  }) => {
    // With less motion asked for, the theme changes once hydrated (AppProviders), and its styles with it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Each style added restyles the whole page as it hydrates (empty ones are antd's probes, removed at once).
    await page.addInitScript(() => {
      const added: string[] = [];
      Object.assign(window, { addedStyles: added });
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes]))
          if (node instanceof HTMLStyleElement && document.readyState === 'complete' && node.textContent)
            added.push(node.outerHTML.slice(0, 160));
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/home', '/en/home']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      // The header's icons and buttons have drawn their styles by now (effects run after hydration's commit).
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { addedStyles: string[] }).addedStyles)).toEqual(
        [],
      );
    }
  });
});
