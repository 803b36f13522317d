import { CONTENT_TYPES, ContentType } from '@museum/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { detailPath, LIST_PATHS, searchPath } from '@/shared/routes';
import { routes } from './router';

/** The screen a path lands on: the last matched route's path pattern. */
const screenOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('content-type numbers (docs/spec §2)', () => {
  it('open the eight list screens', () => {
    expect(CONTENT_TYPES.map((type) => screenOf(LIST_PATHS[type]))).toEqual([
      'exhibition',
      'education',
      'collection/:id?',
      'artist',
      'academic',
      'notice',
      'policy',
      'affair/:tab?',
    ]);
  });

  it('open each detail screen, education with its randomNum and collection with culId and culName', () => {
    expect(detailPath(ContentType.exhibition, { id: 7 })).toBe('/exhibition/detail/7');
    expect(detailPath(ContentType.education, { id: 3, randomNum: 4821 })).toBe('/education/detail/3/4821');
    expect(detailPath(ContentType.education, { id: 3, randomNum: null })).toBe('/education/detail/3');
    expect(detailPath(ContentType.collection, { id: 9, culId: 'TSM-HH-0001', culName: '天山积雪图' })).toBe(
      `/collection/detail/TSM-HH-0001/${encodeURIComponent('天山积雪图')}`,
    );
    for (const type of [ContentType.artist, ContentType.academic, ContentType.notice, ContentType.policy]) {
      expect(detailPath(type, { id: 5 })).toBe(`${LIST_PATHS[type]}/detail/5`);
    }
    expect(detailPath(ContentType.affair, { id: 2 })).toBe('/affair/detail/2');
    const screens = CONTENT_TYPES.map((type) =>
      screenOf(detailPath(type, { id: 1, randomNum: 12, culId: 'TSM-1', culName: '铜镜' })),
    );
    expect(screens).toEqual([
      'exhibition/detail/:id',
      'education/detail/:id/:randomNum?',
      'collection/detail/:id/:name',
      'artist/detail/:id',
      'academic/detail/:id',
      'notice/detail/:id',
      'policy/detail/:id',
      'affair/detail/:id',
    ]);
  });

  it('give a work without a name its accession number, so its page still opens', () => {
    const path = detailPath(ContentType.collection, { id: 4, culId: 'TSM-CQ-0004', culName: '' });
    expect(path).toBe('/collection/detail/TSM-CQ-0004/TSM-CQ-0004');
    expect(screenOf(path)).toBe('collection/detail/:id/:name');
  });

  it('open the accessibility statement, linked from the footer', () => {
    expect(screenOf('/accessibility')).toBe('accessibility');
    expect(matchRoutes(routes, '/accessibility')?.at(-1)?.route.id).toBe('accessibility');
  });

  it('build search routes with the module number, default 1', () => {
    expect(searchPath()).toBe('/search/1');
    expect(searchPath(ContentType.collection, '青花 瓷')).toBe(`/search/3/${encodeURIComponent('青花 瓷')}`);
  });
});
