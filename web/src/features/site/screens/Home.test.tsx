import { ContentPaths, type Language, type SiteSettings } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import { CareHome } from './CareHome';
import { StandardHome } from './StandardHome';

const CHINESE = /[\u4e00-\u9fff]/;

/** The site settings as the server answers them to an English page. */
const englishSettings = {
  name: 'Tianshan Art Museum',
  address: '88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
  phone: '+86 991 881 2345',
  openingHours: 'Tuesday to Sunday, 10:00–18:00 (last entry 17:00); closed on Mondays',
  mapUrl: 'https://map.example/tianshan',
  virtualTourUrl: null,
  onlineViewingUrl: null,
} as SiteSettings;

const list = (rows: unknown[]) => ({ code: 200, msg: 'OK', total: rows.length, rows });
const notice = { id: 7, title: 'Visitor Information', summary: '', publishedAt: '2026-11-20', pinned: false };
const affair = {
  id: 9,
  title: 'The museum joins the Silk Road museums’ alliance',
  publishedAt: '2026-11-18',
};

async function renderHome(home: ReactNode, language: Language = 'en', affairs: unknown[] = [affair]) {
  fakeServer({
    [`GET ${ContentPaths.bannerList}`]: list([]),
    [`GET ${ContentPaths.exhibitionList}`]: list([]),
    [`GET ${ContentPaths.educationList}`]: list([]),
    [`GET ${ContentPaths.noticeList}`]: list([notice]),
    [`GET ${ContentPaths.affairList}`]: list(affairs),
  });
  setPageLanguage(language);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteSettingsKeys.all, englishSettings);
  const router = createMemoryRouter([{ path: '*', element: home }], { initialEntries: ['/home'] });
  // Awaited: the part under the welcome suspends on its code, and React retries it within this act.
  await act(async () => {
    render(
      <LanguageProvider language={language}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>,
    );
  });
}

beforeAll(async () => {
  await languageReady('en');
  // The part under the welcome loads as the page's does, here from a warm module cache (its first import is slow).
  await import('./HomeBelowFold');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
});

describe('the home page in English', () => {
  it('welcomes with the museum’s English name, its visiting facts from the settings, and English actions', async () => {
    await renderHome(<StandardHome />);
    const welcome = screen.getByRole('region', { name: 'Tianshan Art Museum' });
    expect(within(welcome).getByRole('heading', { level: 1 }).textContent).toBe('Tianshan Art Museum');
    expect(within(welcome).getByRole('button', { name: /Book a visit/ })).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'On view' }).getAttribute('href')).toBe('/exhibition');
    expect(welcome.textContent).toContain(englishSettings.openingHours);
    expect(welcome.textContent).toContain(englishSettings.address);
    expect(welcome.textContent).toContain('up to 5 visitors per booking');
    expect(
      within(welcome).getByRole('link', { name: 'Map and directions (opens in a new window)' }),
    ).toBeTruthy();
    expect(welcome.textContent).not.toMatch(CHINESE);

    // The sections under the welcome are a part of their own, drawn once its code is in.
    const entries = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Book a visitPick a day and book for your whole party',
      'Event bookingsTalks, workshops and family programs',
      'Floor guideGalleries and services on all four floors',
      'Collection onlineHighlights of the collection in high resolution',
    ]);
    expect(entries.textContent).not.toMatch(CHINESE);

    const news = await screen.findByRole('region', { name: 'Notices and news' });
    expect(await within(news).findByRole('link', { name: 'Visitor Information' })).toBeTruthy();
    expect(within(news).getByRole('heading', { name: 'Notices' })).toBeTruthy();
    expect(within(news).getByRole('heading', { name: 'News' })).toBeTruthy();
    expect(within(news).getByRole('link', { name: /More notices/ })).toBeTruthy();
    // The kickers name the kind of thing, not the heading again.
    expect(news.textContent).toContain('For visitors');
    expect(news.textContent).not.toMatch(CHINESE);
  });

  it('leaves out a column none of whose items has English yet, rather than show it empty', async () => {
    await renderHome(<StandardHome />, 'en', []);
    const news = await screen.findByRole('region', { name: 'Notices and news' });
    expect(await within(news).findByRole('link', { name: 'Visitor Information' })).toBeTruthy();
    await waitFor(() => expect(within(news).queryByRole('heading', { name: 'News' })).toBeNull());
    expect(within(news).getByRole('heading', { name: 'Notices' })).toBeTruthy();
  });

  it('in care mode, opens with the four large doors and how to visit, all in English', async () => {
    await renderHome(<CareHome />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tianshan Art Museum');
    const doors = screen.getByRole('list', { name: 'Main services' });
    expect(
      within(doors)
        .getAllByRole('listitem')
        .map((door) => door.children[1]?.textContent),
    ).toEqual(['Book a visit', 'On view', 'Visitor information', 'Floor guide']);
    expect(
      await screen.findByText('No exhibitions are on view just now; look out for upcoming ones.'),
    ).toBeTruthy();
    const notes = screen.getByRole('region', { name: 'Visitor information' });
    expect(notes.textContent).toContain('one booking covers up to 5 visitors');
    expect(within(notes).getByRole('link', { name: englishSettings.phone })).toBeTruthy();
    // The museum's own notice of that name, found by its English title.
    expect(
      (await within(notes).findByRole('link', { name: 'Read the full visitor information' })).getAttribute(
        'href',
      ),
    ).toMatch(/\/notice\/detail\/7/);
    expect(document.body.textContent).not.toMatch(CHINESE);
  });
});

describe('the home page in Chinese', () => {
  it('keeps its Chinese, with the English kickers as decoration', async () => {
    await renderHome(<StandardHome />, 'zh');
    expect(screen.getByRole('button', { name: /预约入馆/ })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: '快捷入口' })).toBeTruthy();
    const news = screen.getByRole('region', { name: '公告与新闻' });
    expect(await within(news).findByRole('link', { name: 'Visitor Information' })).toBeTruthy();
    expect(news.textContent).toContain('Notices');
    expect(news.textContent).toContain('更多公告');
  });
});
