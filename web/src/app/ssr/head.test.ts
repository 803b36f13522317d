import type { ExhibitionDetail, SiteSettings, Work } from '@museum/shared';
import { describe, expect, it } from 'vitest';
import { buildHead, headTags, openingHoursOf, plainText } from './head';

const settings = {
  name: '天山美术馆',
  address: '新疆乌鲁木齐市天山区文澜路 88 号',
  phone: '0991-8812345',
  openingHours: '周二至周日 10:00–18:00（17:00 停止入馆），周一闭馆',
} as SiteSettings;
const origin = 'https://museum.example.cn';

const exhibition = {
  id: 7,
  title: '丝路遗珍',
  summary: '',
  content: '<p>讲述两千年来<strong>天山南北</strong>的工匠 &amp; 商旅。</p>',
  cover: '/files/demo/exhibition/07.jpg',
  startDate: '2026-06-09',
  endDate: '2027-01-05',
  organizer: null,
} as unknown as ExhibitionDetail;

const work = {
  id: 'TSM-HH-0001',
  culId: 'TSM-HH-0001',
  culName: '天山积雪图',
  author: '艾山·吐尔逊',
  year: '1987 年',
  material: '纸本水墨',
  categoryName: '绘画',
  size: '纵 178 厘米',
  description: null,
  image: 'https://cdn.example.cn/w/1.jpg',
} as unknown as Work;

const page = (routeId: string | undefined, path: string, item?: unknown, status = 200) =>
  buildHead({
    routeId,
    path,
    item,
    status,
    settings,
    origin,
    language: path.startsWith('/en/') ? 'en' : 'zh',
  });

describe('a page head', () => {
  it("names an exhibition, describes it from its text, and gives its ExhibitionEvent at the museum's address", () => {
    const head = page('exhibition-detail', '/exhibition/detail/7?from=home', exhibition);
    expect(head.title).toBe('丝路遗珍 · 天山美术馆');
    expect(head.description).toBe('讲述两千年来 天山南北 的工匠 & 商旅。');
    // The canonical address is the page's own on the public origin, without its query.
    expect(head.canonical).toBe('https://museum.example.cn/exhibition/detail/7');
    expect(head.image).toBe('https://museum.example.cn/files/demo/exhibition/07.jpg');
    expect(head.noindex).toBe(false);
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: '丝路遗珍',
      startDate: '2026-06-09',
      endDate: '2027-01-05',
      location: {
        '@type': 'Museum',
        name: '天山美术馆',
        address: { streetAddress: '新疆乌鲁木齐市天山区文澜路 88 号' },
        openingHours: 'Tu-Su 10:00-18:00',
      },
    });
  });

  it('gives a work its VisualArtwork, described by maker, year and material when it has no text', () => {
    const head = page('collection-detail', '/collection/detail/TSM-HH-0001/x', work);
    expect(head.title).toBe('天山积雪图 · 天山美术馆');
    expect(head.description).toBe('艾山·吐尔逊，1987 年，纸本水墨');
    expect(head.image).toBe('https://cdn.example.cn/w/1.jpg');
    expect(head.jsonLd).toMatchObject({
      '@type': 'VisualArtwork',
      creator: { '@type': 'Person', name: '艾山·吐尔逊' },
      artMedium: '纸本水墨',
      artform: '绘画',
    });
  });

  it('gives home the Museum with its address and opening hours, and a list its module', () => {
    expect(page('home', '/home').jsonLd).toMatchObject({
      '@type': 'Museum',
      openingHours: 'Tu-Su 10:00-18:00',
    });
    const list = page('exhibition-list', '/exhibition?page=2');
    expect(list.title).toBe('展览 · 天山美术馆');
    expect(list.canonical).toBe('https://museum.example.cn/exhibition');
    expect(list.jsonLd).toBeNull();
  });

  it('names the accessibility statement and says what it holds', () => {
    const statement = page('accessibility', '/accessibility');
    expect(statement.title).toBe('无障碍声明 · 天山美术馆');
    expect(statement.description).toMatch(/^天山美术馆网站的无障碍声明：/);
    expect(statement.noindex).toBe(false);
  });

  it('keeps a missing page, or a detail whose item is missing, out of the index', () => {
    expect(page('not-found', '/nope', undefined, 404)).toMatchObject({
      title: '页面不存在 · 天山美术馆',
      noindex: true,
    });
    expect(page('exhibition-detail', '/exhibition/detail/999', undefined, 404).noindex).toBe(true);
    // Named as the screen names it, from the server's answer.
    const named = buildHead({
      routeId: 'exhibition-detail',
      path: '/exhibition/detail/999',
      status: 404,
      missing: '该展览不存在或已下线',
      language: 'zh',
      settings,
      origin,
    });
    expect(named.title).toBe('该展览不存在或已下线 · 天山美术馆');
  });
});

describe('head tags', () => {
  it('escape every text and keep the JSON-LD from closing its script', () => {
    const head = page('exhibition-detail', '/exhibition/detail/7', {
      ...exhibition,
      title: '"展"</script><b>',
      summary: 'a & b',
    });
    const tags = headTags(head, '天山美术馆');
    expect(tags).toContain('<title>&quot;展&quot;&lt;/script&gt;&lt;b&gt; · 天山美术馆</title>');
    expect(tags).toContain('<meta name="description" content="a &amp; b" />');
    expect(tags).toContain('<link rel="canonical" href="https://museum.example.cn/exhibition/detail/7" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://museum.example.cn/files/demo/exhibition/07.jpg" />',
    );
    expect(tags).toContain('<meta itemprop="image"');
    expect(tags).not.toContain('</script><b>');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)![1]!;
    expect(JSON.parse(json).name).toBe('"展"</script><b>');
    expect(headTags(page('not-found', '/x', undefined, 404), 'M')).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

describe('texts', () => {
  it('reads opening hours in schema.org form only when they say days and times the usual way', () => {
    expect(openingHoursOf('周二至周日 9:30-17:00')).toBe('Tu-Su 9:30-17:00');
    expect(openingHoursOf('每天开放')).toBeUndefined();
  });

  it('cuts a long text to a description', () => {
    const text = plainText(`<p>${'长'.repeat(300)}</p>`);
    expect(text).toHaveLength(150);
    expect(text.endsWith('…')).toBe(true);
  });
});
