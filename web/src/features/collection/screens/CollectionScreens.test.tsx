import { ContentPaths, type SiteSettings } from '@museum/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { languageReady, setPageLanguage } from '@/shared/i18n';
import { chineseIn } from '@/shared/lib/chinese-left-test-kit';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import CollectionDetailScreen from './CollectionDetailScreen';
import CollectionListScreen from './CollectionListScreen';

const ICMS = '/icmsApi/icmsRestController';
const settings = { name: '天山美术馆', collectionApiBase: ICMS, collectionPictureBase: ICMS } as SiteSettings;

/** A work of a museum's own ICMS: its record id is not its accession number (culId). */
const bi = { id: 9002, culId: 'ZB-YQ-001', culName: '谷纹玉璧', culCategory: 'YQ', picUrl: '/upload/bi.jpg' };
const icms = (data: unknown) => ({ status: 0, message: '成功', count: 1, data });

const ROUTES = [
  { path: 'collection/:id?', Component: CollectionListScreen },
  { path: 'collection/detail/:id/:name', Component: CollectionDetailScreen },
];

const renderAt = (path: string) => renderRoutes(ROUTES, path, [[siteSettingsKeys.all, settings]]);

/** The screen at `path` of the English site: its catalogue loaded, the page's language English. */
async function renderEnglish(path: string) {
  await languageReady('en');
  const englishSettings = { ...settings, name: 'Tianshan Art Museum' };
  renderRoutes(ROUTES, path, [[siteSettingsKeys.all, englishSettings]], { language: 'en' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageLanguage('zh');
});

describe('a work of an ICMS that answers both id and culId', () => {
  it('is linked by its culId and name (docs/spec §2), and its page asks for that culId with the name', async () => {
    const calls = fakeServer({
      [`GET ${ContentPaths.collectionBannerList}`]: { code: 200, msg: '查询成功', total: 0, rows: [] },
      [`GET ${ICMS}/getShareCulType`]: icms([]),
      [`GET ${ICMS}/getShareCulList`]: icms([bi]),
      [`GET ${ICMS}/getShareCulDetail`]: icms([bi]),
    });
    renderAt('/collection');
    const link = await screen.findByRole('link', { name: '谷纹玉璧' });
    expect(link.getAttribute('href')).toBe(`/collection/detail/ZB-YQ-001/${encodeURIComponent('谷纹玉璧')}`);

    link.click();
    await screen.findByRole('heading', { level: 1, name: '谷纹玉璧' });
    const detail = calls.find((call) => call.path === `${ICMS}/getShareCulDetail`)!;
    expect(Object.fromEntries(detail.query)).toEqual({ id: 'ZB-YQ-001', culName: '谷纹玉璧' });
  });
});

/** A work of the built-in service in English, with its deep-zoom pictures. */
const snow = {
  id: 12,
  culId: 'HH-001',
  culName: 'Snow on the Tianshan',
  culCategory: 'HH',
  culCategoryName: 'Painting',
  culYear: '1987',
  culSize: '136 × 68 cm',
  gsTextureName: 'Ink and colour on paper',
  author: 'Zhou Yanqiu',
  artistId: 5,
  culremark: '<p>A winter view of the Tianshan.</p>',
  lang: 'en',
  pictures: [
    { url: '/upload/snow-1.jpg', iiif: '/iiif/3/HH-001-1' },
    { url: '/upload/snow-2.jpg', iiif: '/iiif/3/HH-001-2' },
  ],
};

describe('the collection in English', () => {
  const english = (detail: Record<string, unknown>) => ({
    [`GET ${ContentPaths.collectionBannerList}`]: { code: 200, msg: 'OK', total: 0, rows: [] },
    [`GET ${ICMS}/getShareCulType`]: icms([{ typeCode: 'HH', typename: 'Painting', count: 1 }]),
    [`GET ${ICMS}/getShareCulList`]: icms([snow]),
    [`GET ${ICMS}/getShareCulDetail`]: icms([detail]),
  });

  it('lists the works by category, the year as English writes it', async () => {
    fakeServer(english(snow));
    await renderEnglish('/collection');
    expect(await screen.findByRole('link', { name: 'Snow on the Tianshan' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeTruthy();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(await within(categories).findByRole('button', { name: 'Painting 1' })).toBeTruthy();
    expect(within(categories).getByRole('button', { name: 'All 1' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Name of the work')).toBeTruthy();
    expect(screen.getByText(/^1987 ·/)).toBeTruthy();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it("shows a work's facts and the viewer's controls in English", async () => {
    fakeServer(english(snow));
    await renderEnglish('/collection/detail/HH-001/Snow%20on%20the%20Tianshan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Snow on the Tianshan' })).toBeTruthy();
    expect(screen.getByText('Date').nextElementSibling?.textContent).toBe('1987');
    expect(screen.getByText('Medium').nextElementSibling?.textContent).toBe('Ink and colour on paper');
    expect(screen.getByText('Accession no.').nextElementSibling?.textContent).toBe('HH-001');
    const toolbar = screen.getByRole('toolbar', { name: 'Image controls' });
    for (const name of ['Zoom in', 'Zoom out', 'Reset', 'Full screen'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Snow on the Tianshan (picture 1 of 2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Picture 2' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(chineseIn(document.body)).toEqual([]);
  });

  it('says so where a work has no English yet, its Chinese marked as Chinese', async () => {
    fakeServer(
      english({
        ...snow,
        lang: 'zh',
        culName: '天山雪霁',
        culYear: '清',
        gsTextureName: '纸本设色',
        culremark: '<p>冬日的天山。</p>',
      }),
    );
    await renderEnglish('/collection/detail/HH-001/天山雪霁');
    expect(await screen.findByRole('heading', { level: 1, name: '天山雪霁' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toMatch(/has not been translated into English yet/);
    expect(screen.getByText('冬日的天山。').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('纸本设色').getAttribute('lang')).toBe('zh-CN');
    for (const period of screen.getAllByText('清')) expect(period.getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByRole('img', { name: '天山雪霁 (picture 1 of 2)' }).getAttribute('lang')).toBe('zh-CN');
  });
});
