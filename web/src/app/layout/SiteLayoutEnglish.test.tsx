import { ContentPaths, SitePaths, type SiteSettings } from '@museum/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { englishReady } from '@/features/accounts/english-test-kit';
import { setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { SiteLayout } from './SiteLayout';

/** The settings as the server answers an English page: the museum's name, address and hours in English. */
const SETTINGS: SiteSettings = {
  name: 'Tianshan Art Museum',
  icpNumber: '新ICP备20260001号',
  icpUrl: 'https://beian.miit.gov.cn/',
  psbNumber: '新公网安备65010202000001号',
  psbUrl: 'https://beian.mps.gov.cn/',
  officialAccountUrl: 'https://example.org/wechat',
  mobileUrl: 'https://example.org/en/home',
  shortVideoUrl: 'https://example.org/video',
  address: '1 Tianshan Road, Urumqi',
  phone: '0991-1234567',
  openingHours: 'Tuesday to Sunday, 10:00–18:00',
  mapUrl: 'https://example.org/map',
  virtualTourUrl: 'https://example.org/tour',
  onlineViewingUrl: null,
  collectionExternalUrl: 'https://example.org/collection',
  collectionApiBase: '/collection-api',
  collectionPictureBase: '/collection-api',
  timeZone: 'Asia/Shanghai',
};

beforeAll(englishReady);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
});

function renderEnglishShell(path = '/home') {
  fakeServer({
    [`GET ${SitePaths.settings}`]: ok(SETTINGS),
    [`GET ${ContentPaths.linkList}`]: {
      ...ok(),
      rows: [{ id: 1, name: 'Xinjiang Museum', url: 'https://example.org/xjm' }],
      total: 1,
    },
  });
  renderRoutes(
    [{ path: '/', element: <SiteLayout />, children: [{ path: '*', element: <p>The page</p> }] }],
    path,
    [],
    { language: 'en' },
  );
}

describe('the site’s shell in English', () => {
  it('draws the header, the skip links and the quick services in English', async () => {
    renderEnglishShell('/exhibition');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to quick services' })).toBeTruthy();

    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Exhibitions', 'Learning', 'Notices', 'About us']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Exhibitions' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: /Collection/ })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Get involved' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Open the menu' })).toBeTruthy();
    const care = within(header).getByRole('button', { name: 'Care mode: larger text and stronger contrast' });
    expect(care.textContent).toBe('Care mode');

    const quick = screen.getByRole('navigation', { name: 'Quick services' });
    for (const name of ['My account', 'Messages', 'Book a visit', 'Floor guide']) {
      expect(within(quick).getByRole('button', { name })).toBeTruthy();
    }
    expect(chineseIn(header)).toEqual([]);
    expect(chineseIn(quick)).toEqual([]);
  });

  it('draws the footer in English, the museum’s own facts as the server answers them', async () => {
    renderEnglishShell();
    const footer = await screen.findByRole('contentinfo');
    const visiting = await within(footer).findByRole('region', { name: 'Visiting information' });
    expect(within(visiting).getByText('Opening hours')).toBeTruthy();
    expect(within(visiting).getByText('Tuesday to Sunday, 10:00–18:00')).toBeTruthy();
    expect(within(visiting).getByText('1 Tianshan Road, Urumqi')).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'Visitor services' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Book a visit' })).toBeTruthy();
    expect(
      within(footer).getByRole('link', { name: 'Virtual galleries (opens in a new window)' }),
    ).toBeTruthy();
    const sections = within(footer).getByRole('navigation', { name: 'Site sections' });
    for (const name of ['Exhibitions', 'Learning', 'Artists', 'Research', 'Policies']) {
      expect(within(sections).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(footer).getByRole('heading', { name: 'Follow us' })).toBeTruthy();
    expect(within(footer).getByText(/© \d{4} Tianshan Art Museum\. All rights reserved\./)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Accessibility statement' })).toBeTruthy();
    // The registration numbers are the authorities' own, and marked as Chinese.
    expect(within(footer).getByText('新ICP备20260001号').getAttribute('lang')).toBe('zh-CN');
    expect(chineseIn(footer)).toEqual([]);
  });
});
