import { CONTENT_TYPE_LABELS, ContentType, SEARCH_COUNT_CAP, SearchPaths, SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { LanguageProvider, languageReady } from '@/shared/i18n';
import Search from './SearchScreen';

const hit = (i: number) => ({
  module: 1,
  id: String(i),
  title: `<em>丝路</em>展 ${i}`,
  snippet: `关于<em>丝路</em>的第 ${i} 段`,
  cover: null,
  randomNum: 1,
  culId: null,
  culName: null,
  date: '2026.01.01 — 2026.03.01',
});

const renderSearch = (path: string) =>
  renderRoutes([{ path: 'search/:module?/:searchValue?', Component: Search }], path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search results past the count cap', () => {
  it('shows a capped count as "1000+" in the tabs and the summary, exact counts as they are', async () => {
    fakeServer({
      // The page title names the museum.
      [`GET ${SitePaths.settings}`]: { code: 200, msg: '操作成功', data: { name: '新疆美术馆' } },
      [`GET ${SearchPaths.search}`]: {
        code: 200,
        msg: '查询成功',
        total: SEARCH_COUNT_CAP,
        rows: Array.from({ length: 10 }, (_, i) => hit(i + 1)),
        counts: { 1: SEARCH_COUNT_CAP, 2: 690, 3: 0, 4: SEARCH_COUNT_CAP, 5: 12, 6: 0, 7: 0, 8: 3 },
        capped: [1],
      },
    });
    renderSearch(`/search/1/${encodeURIComponent('丝路')}`);

    expect(
      await screen.findByText(
        `在“展览”中找到 ${SEARCH_COUNT_CAP}+ 条结果，以下是最相关的 ${SEARCH_COUNT_CAP} 条`,
      ),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '按栏目查看结果' });
    const tab = (module: ContentType) =>
      within(tabs).getByRole('link', { name: new RegExp(CONTENT_TYPE_LABELS[module]) });
    expect(tab(ContentType.exhibition).textContent).toBe(
      `${CONTENT_TYPE_LABELS[ContentType.exhibition]}${SEARCH_COUNT_CAP}+`,
    );
    // Exactly the cap, not flagged: a count like any other.
    expect(tab(ContentType.artist).textContent).toBe(
      `${CONTENT_TYPE_LABELS[ContentType.artist]}${SEARCH_COUNT_CAP}`,
    );
    expect(tab(ContentType.education).textContent).toBe(`${CONTENT_TYPE_LABELS[ContentType.education]}690`);
    // Highlighted as the server marked it.
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.innerHTML).toContain('<em>丝路</em>');
  });
});

describe('search in English', () => {
  const CHINESE = /[\u4e00-\u9fff]/;
  const englishHit = (i: number) => ({
    ...hit(i),
    title: `Treasures of the <em>Silk</em> Road ${i}`,
    snippet: `Art of the Western Regions along the <em>Silk</em> Road, part ${i}`,
  });

  async function renderEnglish(path: string) {
    await languageReady('en');
    const router = createMemoryRouter([{ path: 'search/:module?/:searchValue?', Component: Search }], {
      initialEntries: [path],
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <LanguageProvider language="en">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>,
    );
  }

  const answer = (counts: Record<number, number>, capped: number[] = []) => ({
    [`GET ${SitePaths.settings}`]: { code: 200, msg: 'OK', data: { name: 'Tianshan Art Museum' } },
    [`GET ${SearchPaths.search}`]: {
      code: 200,
      msg: 'OK',
      total: counts[1],
      rows: Array.from({ length: Math.min(counts[1] ?? 0, 10) }, (_, i) => englishHit(i + 1)),
      counts,
      capped,
    },
  });

  it('names the modules, counts and summary in English, past the cap and with one result', async () => {
    fakeServer(answer({ 1: SEARCH_COUNT_CAP, 2: 1, 3: 0, 4: 12, 5: 0, 6: 0, 7: 0, 8: 0 }, [1]));
    await renderEnglish('/search/1/silk');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search: “silk”');
    expect(
      await screen.findByText(
        `More than ${SEARCH_COUNT_CAP} results in Exhibitions; these are the ${SEARCH_COUNT_CAP} most relevant`,
      ),
    ).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Results by section' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual([
      `Exhibitions${SEARCH_COUNT_CAP}+`,
      'Learning1',
      'Collection0',
      'Artists12',
      'Research0',
      'Notices0',
      'Policies0',
      'Museum affairs0',
    ]);
    expect(screen.getByRole('region', { name: 'Search results in Exhibitions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })[0]!.innerHTML).toContain('<em>Silk</em>');
    expect(document.body.textContent).not.toMatch(CHINESE);
  });

  it('counts one result in the singular', async () => {
    fakeServer(answer({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 }));
    await renderEnglish('/search/1/kucha');
    expect(await screen.findByText('1 result in Exhibitions')).toBeTruthy();
  });

  it('sends an empty search to the other modules that have results, or to English suggestions', async () => {
    fakeServer(answer({ 1: 0, 2: 3, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 }));
    await renderEnglish('/search/1/pottery');
    expect(await screen.findByText('Nothing in Exhibitions matches “pottery”')).toBeTruthy();
    expect(screen.getByText('Other sections have results:')).toBeTruthy();
    const elsewhere = screen.getByRole('list', { name: 'Results in other sections' });
    expect(within(elsewhere).getByRole('link').textContent).toBe('Learning3');
    expect(document.body.textContent).not.toMatch(CHINESE);
  });

  it('suggests English words before a search, which the English index finds', async () => {
    fakeServer(answer({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 }));
    await renderEnglish('/search');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search the site');
    const suggestions = screen.getByRole('region', { name: 'Search suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Silk Road', 'Blue-and-white', 'Atlas silk', 'Kucha', 'Tianshan', 'Calligraphy']);
    expect(within(suggestions).getByRole('link', { name: 'Silk Road' }).getAttribute('href')).toBe(
      `/search/1/${encodeURIComponent('Silk Road')}`,
    );
    expect(screen.getByRole('textbox', { name: 'Search terms' }).getAttribute('placeholder')).toBe(
      'Search exhibitions, works, artists',
    );
    expect(screen.getByRole('button', { name: /Search/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(CHINESE);
  });
});
