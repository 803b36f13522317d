import { ContentPaths, type SiteSettings } from '@museum/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '#test/console.tsx';
import { renderRoutes } from '#test/routes.tsx';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import CollectionDetailScreen from './CollectionDetailScreen';
import CollectionListScreen from './CollectionListScreen';

const ICMS = '/icmsApi/icmsRestController';
const settings = { name: '天山美术馆', collectionApiBase: ICMS, collectionPictureBase: ICMS } as SiteSettings;

/** A work of a museum's own ICMS: its record id is not its accession number (culId). */
const bi = { id: 9002, culId: 'ZB-YQ-001', culName: '谷纹玉璧', culCategory: 'YQ', picUrl: '/upload/bi.jpg' };
const icms = (data: unknown) => ({ status: 0, message: '成功', count: 1, data });

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: 'collection/:id?', Component: CollectionListScreen },
      { path: 'collection/detail/:id/:name', Component: CollectionDetailScreen },
    ],
    path,
    [[siteSettingsKeys.all, settings]],
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
