import {
  type ArtistDetail,
  type ArtistSummary,
  ContentPaths,
  type EducationDetail,
  type EducationSummary,
  type ExhibitionDetail,
  type ExhibitionSummary,
  type NoticeDetail,
  type PolicyDetail,
  type PolicySummary,
  type SiteSettings,
} from '@museum/shared';
import { cleanup, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, ok } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { languageReady, setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import ArtistDetailScreen from './ArtistDetailScreen';
import ArtistListScreen from './ArtistListScreen';
import {
  AcademicListScreen,
  NoticeDetailScreen,
  NoticeListScreen,
  PolicyDetailScreen,
  PolicyListScreen,
} from './articles/modules';
import EducationDetailScreen from './EducationDetailScreen';
import EducationListScreen from './EducationListScreen';
import ExhibitionDetailScreen from './ExhibitionDetailScreen';
import ExhibitionListScreen from './ExhibitionListScreen';

const settings = { name: 'Tianshan Art Museum' } as SiteSettings;

const ROUTES: RouteObject[] = [
  { path: 'exhibition', Component: ExhibitionListScreen },
  { path: 'exhibition/detail/:id', Component: ExhibitionDetailScreen },
  { path: 'education', Component: EducationListScreen },
  { path: 'education/detail/:id/:randomNum?', Component: EducationDetailScreen },
  { path: 'artist', Component: ArtistListScreen },
  { path: 'artist/detail/:id', Component: ArtistDetailScreen },
  { path: 'academic', Component: AcademicListScreen },
  { path: 'notice', Component: NoticeListScreen },
  { path: 'notice/detail/:id', Component: NoticeDetailScreen },
  { path: 'policy', Component: PolicyListScreen },
  { path: 'policy/detail/:id', Component: PolicyDetailScreen },
];

/** A screen of the English site: its catalogue loaded, the page's language English (dates), the router's. */
async function renderEnglish(path: string) {
  await languageReady('en');
  renderRoutes(ROUTES, path, [[siteSettingsKeys.all, settings]], { language: 'en' });
}

const list = <T,>(rows: T[]) => ({ code: 200, msg: 'OK', total: rows.length, rows });
const dict = ok([{ value: 'special', label: 'Special exhibition' }]);
const views = { viewCount: 12, likeCount: 3, collectCount: 1 };

const exhibition: ExhibitionSummary = {
  lang: 'en',
  id: 3,
  cover: '/covers/3.jpg',
  randomNum: 3,
  title: 'Colours of the Silk Road',
  subtitle: 'Murals and textiles of the oases',
  summary: 'Murals, textiles and ceramics from the oasis cities.',
  status: 1,
  type: 'special',
  typeLabel: 'Special exhibition',
  startDate: '2026-09-01',
  endDate: '2027-01-10',
  hallId: 2,
  venue: '2F · Silk Road Gallery',
  capacity: null,
  bookedCount: 0,
};
const exhibitionDetail: ExhibitionDetail = {
  ...exhibition,
  ...views,
  content: '<p>Four hundred works from the oasis cities.</p>',
  gallery: ['/gallery/1.jpg', '/gallery/2.jpg'],
  curator: 'Li Wei',
  organizer: 'Tianshan Art Museum',
};

const event: EducationSummary = {
  lang: 'en',
  id: 7,
  cover: '/covers/7.jpg',
  randomNum: 7,
  title: 'Silk Road patterns workshop',
  summary: 'Print your own pattern.',
  status: 1,
  type: 'workshop',
  typeLabel: 'Workshop',
  audience: 'family',
  audienceLabel: 'Families',
  startAt: '2026-12-05T06:30:00Z',
  endAt: '2026-12-05T08:00:00Z',
  bookingOpensAt: null,
  place: 'Learning Centre',
  speaker: 'Aygul Tursun',
  capacity: 20,
  bookedCount: 19,
};

const artist: ArtistSummary = {
  lang: 'en',
  id: 5,
  cover: '/covers/5.jpg',
  randomNum: 5,
  name: 'Zhou Yanqiu',
  initial: 'Z',
  category: 'painting',
  categoryLabel: 'Chinese painting',
  birthYear: 1936,
  deathYear: 2015,
  birthplace: 'Suzhou, Jiangsu',
  title: 'Landscape painter',
  summary: 'A painter of the Tianshan.',
};

const notice: NoticeDetail = {
  lang: 'zh',
  id: 9,
  title: '春节期间开放安排',
  summary: '春节期间正常开放。',
  publishedAt: '2026-01-20',
  pinned: true,
  ...views,
  content: '<p>除夕闭馆一天。</p>',
  prev: null,
  next: { id: 8, title: 'Winter opening hours' },
};

const policy: PolicySummary = {
  lang: 'en',
  id: 4,
  title: 'Rules for visitors',
  type: 'museum',
  typeLabel: 'Museum rules',
  docNumber: null,
  issuer: 'Tianshan Art Museum',
  summary: 'What visitors may bring and do.',
  publishedAt: '2025-06-01',
  effectiveDate: '2025-07-01',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
});

describe('the exhibitions in English', () => {
  it('lists them with English statuses, filters and facts', async () => {
    fakeServer({
      [`GET ${ContentPaths.exhibitionList}`]: list([exhibition]),
      [`GET ${ContentPaths.dict}`]: dict,
    });
    await renderEnglish('/exhibition');
    expect(await screen.findByRole('link', { name: 'Colours of the Silk Road' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibitions' })).toBeTruthy();
    const status = screen.getByRole('group', { name: 'Status' });
    for (const name of ['On view', 'Coming soon', 'Past', 'All exhibitions'])
      expect(within(status).getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Special exhibition' })).toBeTruthy();
    expect(screen.getAllByText('On view').length).toBe(2);
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("shows one's page in English: facts, booking and the gallery", async () => {
    fakeServer({
      [`GET ${ContentPaths.exhibitionDetail(3)}`]: ok(exhibitionDetail),
      [`GET ${ContentPaths.exhibitionOther}`]: list([]),
    });
    await renderEnglish('/exhibition/detail/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colours of the Silk Road' })).toBeTruthy();
    expect(screen.getByText('Curator').nextElementSibling?.textContent).toBe('Li Wei');
    expect(screen.getByText('Where').nextElementSibling?.textContent).toBe('2F · Silk Road Gallery');
    expect(screen.getByText('Free with a museum entry booking')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Selected exhibits' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'View larger: Colours of the Silk Road, exhibit picture 2' }),
    ).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(chineseIn(document.body, 'dl')).toEqual([]);
    expect(chineseIn(document.body, 'section')).toEqual([]);
  });

  it('says so where an exhibition has no English yet, its Chinese marked as Chinese', async () => {
    fakeServer({
      [`GET ${ContentPaths.exhibitionDetail(3)}`]: ok({
        ...exhibitionDetail,
        lang: 'zh',
        title: '丝路色彩',
        curator: '李伟',
        content: '<p>来自绿洲城市的四百件作品。</p>',
      }),
      [`GET ${ContentPaths.exhibitionOther}`]: list([]),
    });
    await renderEnglish('/exhibition/detail/3');
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'This item has not been translated into English yet; the Chinese original is shown below.',
    );
    expect(screen.getByText('来自绿洲城市的四百件作品。').closest('[lang]')?.getAttribute('lang')).toBe(
      'zh-CN',
    );
    expect(screen.getByText('李伟').getAttribute('lang')).toBe('zh-CN');
    // Its Chinese title is left out of the gallery's English names.
    expect(screen.getByRole('button', { name: 'View larger: Exhibit picture 1' })).toBeTruthy();
    // A hall's English name is not marked Chinese.
    expect(screen.getByText('2F · Silk Road Gallery').closest('[lang="zh-CN"]')).toBeNull();
  });
});

describe('the learning events in English', () => {
  it('lists them with the places left', async () => {
    fakeServer({
      [`GET ${ContentPaths.educationList}`]: list([event]),
      [`GET ${ContentPaths.dict}`]: ok([{ value: 'workshop', label: 'Workshop' }]),
    });
    await renderEnglish('/education');
    expect(await screen.findByRole('link', { name: 'Silk Road patterns workshop' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning' })).toBeTruthy();
    expect(screen.getByText('1 place left')).toBeTruthy();
    expect(screen.getAllByText('Open for booking').length).toBe(2);
    expect(screen.getByRole('button', { name: 'All events' })).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("shows one's page with its facts in English", async () => {
    const detail: EducationDetail = { ...event, ...views, content: '<p>Bring an apron.</p>' };
    fakeServer({
      [`GET ${ContentPaths.educationDetail(7)}`]: ok(detail),
      [`GET ${ContentPaths.educationList}`]: list([]),
    });
    await renderEnglish('/education/detail/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Silk Road patterns workshop' }),
    ).toBeTruthy();
    expect(screen.getByText('Speaker').nextElementSibling?.textContent).toBe('Aygul Tursun');
    expect(screen.getByText('Booking').nextElementSibling?.textContent).toBe(
      'Booking required, with your ID; places are limited',
    );
    expect(chineseIn(document.body, 'dl')).toEqual([]);
  });
});

describe('the artists in English', () => {
  it('lists them by initial', async () => {
    fakeServer({
      [`GET ${ContentPaths.artistList}`]: list([artist]),
      [`GET ${ContentPaths.artistInitials}`]: ok([{ initial: 'Z', count: 1 }]),
      [`GET ${ContentPaths.dict}`]: ok([{ value: 'painting', label: 'Chinese painting' }]),
    });
    await renderEnglish('/artist');
    expect(await screen.findByRole('link', { name: 'Zhou Yanqiu' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Artists' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Z: 1 artist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'A: no artists' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Index by first letter' })).toBeTruthy();
    expect(screen.getByText('1936–2015')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("shows one's page and works in English", async () => {
    const detail: ArtistDetail = {
      ...artist,
      ...views,
      content: '<p>He came to Xinjiang in the 1960s.</p>',
      works: [
        {
          culId: 'HH-001',
          culName: 'Snow on the Tianshan',
          image: '/w/1.jpg',
          period: '1987',
          typeName: 'Painting',
        },
      ],
    };
    fakeServer({
      [`GET ${ContentPaths.artistDetail(5)}`]: ok(detail),
      [`GET ${ContentPaths.artistList}`]: list([artist]),
    });
    await renderEnglish('/artist/detail/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zhou Yanqiu' })).toBeTruthy();
    expect(screen.getByText('Born in').nextElementSibling?.textContent).toBe('Suzhou, Jiangsu');
    expect(screen.getByText('Dates').nextElementSibling?.textContent).toBe('1936–2015');
    expect(screen.getByText('1 work')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Works in the collection' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A representative work by Zhou Yanqiu' })).toBeTruthy();
    expect(chineseIn(document.body, 'dl')).toEqual([]);
  });
});

describe('the articles in English', () => {
  it('lists the policies with their English filters', async () => {
    fakeServer({
      // A document number stays as it was issued, in Chinese.
      [`GET ${ContentPaths.policyList}`]: list([{ ...policy, docNumber: '天美馆〔2025〕8号' }]),
      [`GET ${ContentPaths.dict}`]: ok([{ value: 'museum', label: 'Museum rules' }]),
    });
    await renderEnglish('/policy');
    expect(await screen.findByRole('link', { name: 'Rules for visitors' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Policies' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Category' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Search by title or document number')).toBeTruthy();
    expect(screen.getByText('天美馆〔2025〕8号').getAttribute('lang')).toBe('zh-CN');
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("shows a policy's facts in English", async () => {
    const detail: PolicyDetail = { ...policy, ...views, content: '<p>No flash.</p>', prev: null, next: null };
    fakeServer({ [`GET ${ContentPaths.policyDetail(4)}`]: ok(detail) });
    await renderEnglish('/policy/detail/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules for visitors' })).toBeTruthy();
    expect(screen.getByText('Issued by').nextElementSibling?.textContent).toBe('Tianshan Art Museum');
    expect(screen.getByText('In force from')).toBeTruthy();
    expect(chineseIn(document.body, 'dl')).toEqual([]);
  });

  it('lists notices, pinned ones marked', async () => {
    fakeServer({
      [`GET ${ContentPaths.noticeList}`]: list([
        { ...notice, lang: 'en', title: 'Winter opening hours', summary: 'Open every day but Monday.' },
      ]),
    });
    await renderEnglish('/notice');
    expect(await screen.findByRole('link', { name: 'Winter opening hours' })).toBeTruthy();
    expect(screen.getByText('Pinned')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('shows a notice without English in Chinese, with the note, marked as Chinese', async () => {
    fakeServer({ [`GET ${ContentPaths.noticeDetail(9)}`]: ok(notice) });
    await renderEnglish('/notice/detail/9');
    const note = await screen.findByRole('note');
    expect(note.textContent).toMatch(/has not been translated into English yet/);
    expect(screen.getByText('除夕闭馆一天。').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('Pinned notice')).toBeTruthy();
    expect(screen.getByText('Issued by').nextElementSibling?.textContent).toBe('Tianshan Art Museum');
    expect(chineseIn(document.body, 'dl')).toEqual([]);
  });
});

describe('an article list with nothing in English yet', () => {
  it('says so, unless a search found nothing', async () => {
    fakeServer({
      [`GET ${ContentPaths.academicList}`]: list([]),
      [`GET ${ContentPaths.dict}`]: ok([{ value: 'paper', label: 'Research' }]),
    });
    await renderEnglish('/academic');
    expect(await screen.findByText('Nothing has been published here in English yet.')).toBeTruthy();
    cleanup();
    await renderEnglish('/academic?keyword=silk');
    expect(await screen.findByText('No research matches your search')).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });
});

describe('the same screens in Chinese', () => {
  it('are as they were', async () => {
    fakeServer({
      [`GET ${ContentPaths.exhibitionList}`]: list([{ ...exhibition, lang: undefined, title: '丝路色彩' }]),
      [`GET ${ContentPaths.dict}`]: ok([{ value: 'special', label: '特展' }]),
    });
    renderRoutes(ROUTES, '/exhibition', [[siteSettingsKeys.all, { name: '天山美术馆' }]]);
    expect(await screen.findByRole('link', { name: '丝路色彩' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '展览' })).toBeTruthy();
    expect(screen.getByText('Exhibitions')).toBeTruthy();
    const status = screen.getByRole('group', { name: '展览状态' });
    for (const name of ['正在展出', '即将开展', '往期回顾', '全部展览'])
      expect(within(status).getByRole('button', { name })).toBeTruthy();
  });
});
