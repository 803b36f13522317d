import { CONTENT_TYPE_LABELS, ContentType, SEARCH_COUNT_CAP, SearchPaths, SitePaths } from '@museum/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
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
