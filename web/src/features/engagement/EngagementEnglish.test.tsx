import { ContentType, EngagementPaths, SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { useSession } from '@/shared/stores/session';
import { EngagementBar } from './components/EngagementBar';
import FavouritesTab from './screens/FavouritesTab';

beforeAll(() => languageReady('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
  useSession.setState({ token: '' });
});

function english(children: React.ReactNode) {
  setPageLanguage('en');
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LanguageProvider language="en">
        <MemoryRouter>{children}</MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

describe('engagement in English', () => {
  it('counts views and offers like and favourite in English', async () => {
    fakeServer({
      [`POST ${EngagementPaths.saveLog}`]: ok({ viewCount: 1, counted: true }),
      [`GET ${EngagementPaths.actionState}`]: ok({
        liked: true,
        collected: false,
        likeCount: 3,
        collectCount: 0,
        viewCount: 12,
      }),
    });
    const { container } = english(<EngagementBar item={{ module: ContentType.notice, resId: '7' }} />);
    expect(await screen.findByText('1 view')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /^Liked/ })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^Favourite/ }).getAttribute('aria-pressed')).toBe('false');
    expect(chineseIn(container)).toEqual([]);
  });

  it('lists the visitor’s favourites in English, an item still in Chinese marked so', async () => {
    useSession.setState({ token: 'visitor-token' });
    fakeServer({
      [`GET ${SitePaths.settings}`]: ok({ name: 'Tianshan Art Museum', timeZone: 'Asia/Shanghai' }),
      [`GET ${EngagementPaths.collectList}`]: {
        ...ok(),
        total: 2,
        rows: [
          {
            id: 2,
            module: ContentType.academic,
            resId: '9',
            title: '丝路青绿研究',
            summary: '一篇研究文章。',
            cover: '',
            randomNum: 0,
            culId: null,
            culName: null,
            collectedAt: '2026-11-25T02:00:00.000Z',
            available: true,
          },
          {
            id: 1,
            module: ContentType.exhibition,
            resId: '3',
            title: 'Light on the Silk Road',
            summary: '',
            cover: '',
            randomNum: 0,
            culId: null,
            culName: null,
            collectedAt: '2026-11-24T12:24:05.000Z',
            available: true,
          },
        ],
      },
    });
    const { container } = english(<FavouritesTab />);
    const tab = screen.getByRole('region', { name: 'My favourites' });
    expect(within(tab).getByRole('group', { name: 'Section' })).toBeTruthy();
    expect(within(tab).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(tab).getByRole('button', { name: 'Exhibitions' })).toBeTruthy();
    expect(await within(tab).findByRole('link', { name: 'Light on the Silk Road' })).toBeTruthy();
    expect(within(tab).getByText('Added 24 November 2026')).toBeTruthy();
    expect(within(tab).getByRole('heading', { name: '丝路青绿研究' }).getAttribute('lang')).toBe('zh-CN');
    expect(within(tab).getAllByText('Research')).toHaveLength(2);
    expect(
      within(tab).getByRole('button', { name: 'Remove from favourites: Light on the Silk Road' }),
    ).toBeTruthy();
    expect(chineseIn(container)).toEqual([]);
  });
});
