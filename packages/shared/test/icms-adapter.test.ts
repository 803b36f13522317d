import { describe, expect, it } from 'vitest';
import {
  type IcmsItem,
  resolveUrl,
  toWork,
  toWorks,
  toWorkTypes,
  workFacts,
  yearText,
} from '../src/collection/index.ts';

const REMOTE = 'http://icms.example.cn/icmsApi/icmsRestController';
const BUILT_IN = '/icmsApi/icmsRestController';

describe('yearText', () => {
  it('reads a date, a year as number or text, and keeps a period', () => {
    expect(yearText('1998-01-01 00:00:00')).toBe('1998 年');
    expect(yearText('1998-01-01')).toBe('1998 年');
    expect(yearText(1998)).toBe('1998 年');
    expect(yearText('1998')).toBe('1998 年');
    expect(yearText('清代')).toBe('清代');
    expect(yearText('清乾隆')).toBe('清乾隆');
    expect(yearText('  ')).toBeNull();
    expect(yearText(null)).toBeNull();
    expect(yearText(undefined)).toBeNull();
  });
});

describe('resolveUrl', () => {
  it('resolves relative pictures against the ICMS base and keeps plain http hosts', () => {
    expect(resolveUrl('upload/a.jpg', REMOTE)).toBe(
      'http://icms.example.cn/icmsApi/icmsRestController/upload/a.jpg',
    );
    expect(resolveUrl('/upload/a.jpg', REMOTE)).toBe('http://icms.example.cn/upload/a.jpg');
    expect(resolveUrl('//img.example.cn/a.jpg', REMOTE)).toBe('http://img.example.cn/a.jpg');
    expect(resolveUrl('http://10.0.0.5:8080/a.jpg', REMOTE)).toBe('http://10.0.0.5:8080/a.jpg');
    expect(resolveUrl('/files/a.jpg', BUILT_IN)).toBe('/files/a.jpg');
    expect(resolveUrl('https://cdn.example.cn/a.jpg?x=1', BUILT_IN)).toBe('https://cdn.example.cn/a.jpg?x=1');
  });

  it('refuses what is no picture address', () => {
    expect(resolveUrl('javascript:alert(1)', REMOTE)).toBeNull();
    expect(resolveUrl('', REMOTE)).toBeNull();
    expect(resolveUrl(null, REMOTE)).toBeNull();
    expect(resolveUrl(42, REMOTE)).toBeNull();
  });
});

describe('toWork', () => {
  it('reads a complete item', () => {
    const work = toWork(
      {
        id: 101,
        culId: 'GZ-0001',
        culName: '青花缠枝莲纹碗',
        culCategory: 'TC',
        culCategoryName: '陶瓷',
        culYear: '清代',
        culLevelName: '二级',
        culSize: '口径 15 厘米',
        gsTextureName: '瓷',
        quality: 350,
        qualityunitName: '克',
        sourceName: '征集',
        culremark: '<p>说明</p>',
        picUrl: 'upload/101.jpg',
        pictures: [{ url: 'upload/101.jpg' }, { url: 'upload/101b.jpg', name: '底部' }],
      },
      REMOTE,
    )!;
    expect(work).toMatchObject({
      id: '101',
      culId: 'GZ-0001',
      culName: '青花缠枝莲纹碗',
      category: 'TC',
      categoryName: '陶瓷',
      year: '清代',
      size: '口径 15 厘米',
      material: '瓷',
      level: '二级',
      weight: '350 克',
      source: '征集',
      description: '<p>说明</p>',
      image: `${REMOTE}/upload/101.jpg`,
      manifest: null,
    });
    expect(work.images).toEqual([
      { url: `${REMOTE}/upload/101.jpg`, iiif: null },
      { url: `${REMOTE}/upload/101b.jpg`, iiif: null },
    ]);
    expect(workFacts(work).map((fact) => fact.label)).toEqual([
      '年代',
      '门类',
      '材质',
      '尺寸',
      '质量',
      '级别',
      '来源',
      '藏品编号',
    ]);
  });

  it('shows absent what is missing, and takes picUrl when pictures are empty', () => {
    const work = toWork(
      { culId: 'X-1', pictures: [], picUrl: 'http://10.1.1.1/p.png', culYear: 1998 },
      REMOTE,
    )!;
    expect(work).toMatchObject({
      id: 'X-1',
      culId: 'X-1',
      culName: '未命名藏品',
      category: null,
      year: '1998 年',
      size: null,
      material: null,
      author: null,
      artistId: null,
      image: 'http://10.1.1.1/p.png',
    });
    expect(work.images).toEqual([{ url: 'http://10.1.1.1/p.png', iiif: null }]);
    expect(toWork({ id: '7', culYear: '1998-01-01 00:00:00' }, REMOTE)).toMatchObject({
      year: '1998 年',
      images: [],
      image: null,
    });
  });

  it('builds the size from the measures and reads the built-in extras', () => {
    const item: IcmsItem = {
      id: 'TSM-HH-0001',
      culId: 'TSM-HH-0001',
      culName: '山水',
      gsLength: 30,
      gsWidth: '20',
      author: '周砚秋',
      artistId: 5,
      manifest: 'https://museum.example.cn/iiif/3/manifest/TSM-HH-0001',
      pictures: [
        { url: '/files/a.jpg', width: 800, height: 600, iiif: 'https://museum.example.cn/iiif/3/A_1' },
      ],
    };
    expect(toWork(item, BUILT_IN)).toMatchObject({
      size: '长 30 × 宽 20',
      author: '周砚秋',
      artistId: 5,
      manifest: 'https://museum.example.cn/iiif/3/manifest/TSM-HH-0001',
      image: '/files/a.jpg',
      images: [
        { url: '/files/a.jpg', width: 800, height: 600, iiif: 'https://museum.example.cn/iiif/3/A_1' },
      ],
    });
  });

  it('skips items without an id and pictures without an address', () => {
    expect(toWorks([{ culName: '无编号' }, { id: 1, pictures: [{ url: ' ' }] }], REMOTE)).toEqual([
      expect.objectContaining({ id: '1', images: [] }),
    ]);
    expect(toWorks(null, REMOTE)).toEqual([]);
  });
});

describe('toWorkTypes', () => {
  it('reads types by typeCode, with counts when given, and skips unnamed ones', () => {
    expect(
      toWorkTypes([
        { id: 1, typeCode: 'HH', typename: '绘画', count: 12, intro: '纸本与绢本' },
        { id: 2, typeCode: 3, typename: '陶瓷' },
        { id: 3, typename: '  ' },
        { value: 'YQ', typename: '玉器' },
      ]),
    ).toEqual([
      { code: 'HH', name: '绘画', count: 12, intro: '纸本与绢本' },
      { code: '3', name: '陶瓷', count: null, intro: null },
      { code: 'YQ', name: '玉器', count: null, intro: null },
    ]);
  });
});
