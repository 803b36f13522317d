import {
  CollectionPaths,
  ContentPaths,
  DictType,
  ICMS_BASE,
  type PublishingModule,
  SearchPaths,
  VenuePaths,
} from '@museum/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { registeredUser } from '../../accounts/test/support.ts';
import { dictEntries } from '../../content/tables.ts';
import { createStaff, type TestStaff } from '../../staff/test/support.ts';
import { floors } from '../../venues/tables.ts';

/**
 * The English twins of every content type, end to end (docs/PRODUCT.md "English"): an editor writes them through
 * the console's API, and the visitor API answers them in the Chinese fields' places when a call asks for English,
 * each item saying which language it is in; English lists leave out items without English, whose details answer
 * their Chinese. Without a language, every answer is as it was.
 */

let t: TestApp;
let editor: TestStaff;
const image = '/files/content/test/english.png';
const ENGLISH = { headers: { 'accept-language': 'en-GB,en;q=0.9,zh;q=0.5' } };

/** Creates and publishes an item through the console's API; its id. */
async function published(module: PublishingModule, body: object): Promise<number> {
  const created = await t.api('POST', `/admin/content/${module}`, { headers: editor.headers, payload: body });
  expect(created, created.msg).toMatchObject({ code: 200 });
  const id = created.data.id as number;
  expect(
    await t.api('PUT', `/admin/content/${module}/${id}/publish`, { headers: editor.headers }),
  ).toMatchObject({ code: 200 });
  return id;
}

const icms = async (path: string, options: object = {}) =>
  (await t.app.inject({ method: 'GET', url: `${ICMS_BASE}${path}`, ...options })).json();

let translated: number;
let untranslated: number;
let hall: number;

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t, ['editor']);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#4a6d8b' } })
    .png()
    .toBuffer();
  await t.storage.put('content/test/english.png', png, 'image/png');
  await t.db.insert(floors).values({ floor: '1F', sort: 0, width: 100, height: 100, outline: 'M0 0' });
  await t.db.insert(dictEntries).values([
    { dictType: DictType.exhibitionType, value: 'special', label: '专题展览', labelEn: 'Special Exhibition' },
    { dictType: DictType.exhibitionType, value: 'permanent', label: '常设陈列' },
  ]);
  const place = { floor: '1F', area: 300, position: { x: 0, y: 0, width: 10, height: 10 } };
  hall = await published('hall', { ...place, name: '丝路厅', nameEn: 'Silk Road Gallery' });
  await published('hall', { ...place, name: '临展厅', sort: 2 });
  translated = await published('exhibition', {
    title: '丝路丹青：敦煌壁画临摹展',
    titleEn: 'Painting the Silk Road: Copies of the Dunhuang Murals',
    subtitle: '馆藏精品',
    subtitleEn: 'From the collection',
    summary: '敦煌壁画的临摹作品。',
    summaryEn: 'Copies of the murals of Dunhuang, brush by brush.',
    content: '<p>展览分为三个单元。</p>',
    contentEn: '<p>The exhibition has <strong>three</strong> sections.</p>',
    curator: '李明',
    curatorEn: 'Li Ming',
    type: 'special',
    startDate: '2026-01-01',
    hallId: hall,
  });
  untranslated = await published('exhibition', {
    title: '青花瓷器特展',
    summary: '元明清三代的青花瓷器。',
    content: '<p>青花。</p>',
    type: 'permanent',
    startDate: '2026-02-01',
  });
});
afterAll(() => t.close());

describe('the console writes the English twins', () => {
  it('accepts, checks and stores each twin beside its Chinese, and reads it back', async () => {
    const item = await t.api('GET', `/admin/content/exhibition/${translated}`, { headers: editor.headers });
    expect(item.data).toMatchObject({
      title: '丝路丹青：敦煌壁画临摹展',
      titleEn: 'Painting the Silk Road: Copies of the Dunhuang Murals',
      curatorEn: 'Li Ming',
      contentEn: '<p>The exhibition has <strong>three</strong> sections.</p>',
      // The hall's English name, as the Chinese venue is its Chinese one.
      venue: '1F · 丝路厅',
      venueEn: '1F · Silk Road Gallery',
    });
    const other = await t.api('GET', `/admin/content/exhibition/${untranslated}`, {
      headers: editor.headers,
    });
    expect(other.data).toMatchObject({ titleEn: null, summaryEn: null, venueEn: null });
    const tooLong = await t.api('POST', '/admin/content/exhibition', {
      headers: editor.headers,
      payload: { ...item.data, titleEn: 'x'.repeat(201) },
    });
    expect(tooLong).toMatchObject({ code: 500, data: { field: 'titleEn' } });
    expect(tooLong.msg).toContain('展览标题（英文）');
  });
});

describe('the visitor API in English', () => {
  it('lists only the items with English, in English, each saying so; the labels of their codes too', async () => {
    const list = await t.api('GET', `${ContentPaths.exhibitionList}?pageSize=50`, ENGLISH);
    expect(list.total).toBe(1);
    expect(list.rows).toEqual([
      expect.objectContaining({
        id: translated,
        lang: 'en',
        title: 'Painting the Silk Road: Copies of the Dunhuang Murals',
        subtitle: 'From the collection',
        summary: 'Copies of the murals of Dunhuang, brush by brush.',
        venue: '1F · Silk Road Gallery',
        typeLabel: 'Special Exhibition',
      }),
    ]);
    // `lang=en` asks the same, whatever the browser prefers.
    const asked = await t.api('GET', `${ContentPaths.exhibitionList}?lang=en&pageSize=50`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(asked.rows.map((row: { id: number }) => row.id)).toEqual([translated]);
    const related = await t.api('GET', ContentPaths.exhibitionOther, ENGLISH);
    expect(related.rows.map((row: { id: number }) => row.id)).toEqual([translated]);
    const dict = await t.api('GET', `${ContentPaths.dict}?dictType=${DictType.exhibitionType}`, ENGLISH);
    expect(dict.data).toEqual([
      { value: 'special', label: 'Special Exhibition' },
      // No English label yet: its Chinese one.
      { value: 'permanent', label: '常设陈列' },
    ]);
  });

  it("answers an item's detail in English, and an item without English in Chinese, saying so", async () => {
    const detail = await t.api('GET', ContentPaths.exhibitionDetail(translated), ENGLISH);
    expect(detail.data).toMatchObject({
      lang: 'en',
      title: 'Painting the Silk Road: Copies of the Dunhuang Murals',
      content: '<p>The exhibition has <strong>three</strong> sections.</p>',
      curator: 'Li Ming',
      // A field without English: its Chinese.
      organizer: null,
    });
    const chinese = await t.api('GET', ContentPaths.exhibitionDetail(untranslated), ENGLISH);
    expect(chinese.data).toMatchObject({
      lang: 'zh',
      title: '青花瓷器特展',
      summary: '元明清三代的青花瓷器。',
      content: '<p>青花。</p>',
      typeLabel: '常设陈列',
    });
  });

  it('answers the Chinese site as before: every item, in Chinese, with no language said', async () => {
    const list = await t.api('GET', `${ContentPaths.exhibitionList}?pageSize=50`);
    expect(list.total).toBe(2);
    for (const row of list.rows) expect(row).not.toHaveProperty('lang');
    const detail = await t.api('GET', ContentPaths.exhibitionDetail(translated));
    expect(detail.data).toMatchObject({
      title: '丝路丹青：敦煌壁画临摹展',
      venue: '1F · 丝路厅',
      curator: '李明',
    });
    expect(detail.data).not.toHaveProperty('lang');
    expect(detail.data).not.toHaveProperty('titleEn');
    // Writing the English changes nothing of the Chinese answer.
    const before = await t.api('GET', ContentPaths.exhibitionDetail(untranslated));
    const item = await t.api('GET', `/admin/content/exhibition/${untranslated}`, { headers: editor.headers });
    const saved = await t.api('PUT', `/admin/content/exhibition/${untranslated}`, {
      headers: editor.headers,
      payload: { ...item.data, titleEn: 'Blue and White' },
    });
    expect(saved).toMatchObject({ code: 200 });
    expect(await t.api('GET', ContentPaths.exhibitionDetail(untranslated))).toEqual(before);
    expect((await t.api('GET', ContentPaths.exhibitionDetail(untranslated), ENGLISH)).data).toMatchObject({
      lang: 'en',
      title: 'Blue and White',
      // Its text has no English yet: the Chinese.
      summary: '元明清三代的青花瓷器。',
    });
    await t.api('PUT', `/admin/content/exhibition/${untranslated}`, {
      headers: editor.headers,
      payload: { titleEn: null, version: item.data.version + 1 },
    });
    expect((await t.api('GET', `${ContentPaths.exhibitionList}?pageSize=50`, ENGLISH)).total).toBe(1);
  });

  it('answers articles, their neighbours, banners and links in English', async () => {
    const first = await published('notice', {
      title: '开馆时间调整',
      titleEn: 'New opening hours',
      summaryEn: 'From March.',
      publishedAt: '2026-03-01',
    });
    await published('notice', { title: '闭馆通知', publishedAt: '2026-03-02' });
    const last = await published('notice', {
      title: '春节开放安排',
      titleEn: 'Spring Festival hours',
      publishedAt: '2026-03-03',
    });
    const notices = await t.api('GET', ContentPaths.noticeList, ENGLISH);
    expect(notices.rows.map((row: { title: string }) => row.title)).toEqual([
      'Spring Festival hours',
      'New opening hours',
    ]);
    const detail = await t.api('GET', ContentPaths.noticeDetail(first), ENGLISH);
    // The neighbour without English is skipped.
    expect(detail.data).toMatchObject({ lang: 'en', summary: 'From March.', prev: { id: last }, next: null });
    expect(detail.data.prev.title).toBe('Spring Festival hours');

    await published('banner', { position: 'home', title: '冬日观展季', titleEn: 'Winter season', image });
    await published('banner', { position: 'home', title: '只有中文', image });
    expect((await t.api('GET', ContentPaths.bannerList, ENGLISH)).rows).toEqual([
      expect.objectContaining({ title: 'Winter season', lang: 'en' }),
    ]);
    await published('link', { name: '国家文物局', nameEn: 'NCHA', url: 'https://www.ncha.gov.cn' });
    await published('link', { name: '只有中文', url: 'https://example.cn' });
    const links = await t.api('GET', ContentPaths.linkList, ENGLISH);
    expect(links.rows).toEqual([expect.objectContaining({ name: 'NCHA', lang: 'en' })]);
    expect((await t.api('GET', ContentPaths.linkList)).total).toBe(2);
  });

  it('lists works, their types and the floor guide in English; a work without English in Chinese', async () => {
    const typeId = await published('work-type', { name: '壁画', nameEn: 'Murals' });
    await published('work-type', { name: '书法' });
    const work = { typeId, images: [{ url: image }] };
    await published('work', {
      ...work,
      culId: 'EN-0001',
      culName: '飞天',
      culNameEn: 'Flying Apsara',
      period: '唐代',
      periodEn: 'Tang dynasty',
      description: '<p>飞天。</p>',
      descriptionEn: '<p>A flying apsara.</p>',
    });
    await published('work', { ...work, culId: 'EN-0002', culName: '供养人', period: '唐代' });

    const list = await icms(`${CollectionPaths.list}?pageIndex=1&pageSize=20`, ENGLISH);
    expect(list.count).toBe(1);
    expect(list.data).toEqual([
      expect.objectContaining({
        culId: 'EN-0001',
        culName: 'Flying Apsara',
        culYear: 'Tang dynasty',
        culCategoryName: 'Murals',
        lang: 'en',
      }),
    ]);
    expect((await icms(`${CollectionPaths.list}?pageIndex=1&pageSize=20`)).count).toBe(2);
    const types = await icms(CollectionPaths.types, ENGLISH);
    expect(types.data).toEqual([expect.objectContaining({ typename: 'Murals', count: 1 })]);
    const detail = await icms(`${CollectionPaths.detail}?id=EN-0001&lang=en`);
    expect(detail.data[0]).toMatchObject({ culName: 'Flying Apsara', culremark: '<p>A flying apsara.</p>' });
    const chinese = await icms(`${CollectionPaths.detail}?id=EN-0002`, ENGLISH);
    expect(chinese.data[0]).toMatchObject({ culName: '供养人', culYear: '唐代', lang: 'zh' });

    const halls = await t.api('GET', VenuePaths.halls, ENGLISH);
    expect(halls.data).toEqual([
      expect.objectContaining({ id: hall, name: 'Silk Road Gallery', floorName: 'Level 1', lang: 'en' }),
    ]);
    const plans = await t.api('GET', VenuePaths.floors, ENGLISH);
    expect(plans.data[0]).toMatchObject({ name: 'Level 1', halls: [{ id: hall }] });
    expect((await t.api('GET', VenuePaths.halls)).data).toHaveLength(2);
  });

  it("shows a visitor's favourites in English, an untranslated one in its Chinese, saying so", async () => {
    const token = await registeredUser(t, '13800005678');
    const visitor = { authorization: `Bearer ${token}` };
    for (const id of [translated, untranslated]) {
      const added = await t.api('POST', '/client/action', {
        headers: visitor,
        payload: { module: 1, resId: id, type: 'collect' },
      });
      expect(added).toMatchObject({ code: 200 });
    }
    const english = await t.api('GET', '/client/collect/list', {
      headers: { ...visitor, 'accept-language': 'en' },
    });
    expect(english.rows).toEqual([
      expect.objectContaining({
        resId: String(untranslated),
        title: '青花瓷器特展',
        lang: 'zh',
        available: true,
      }),
      expect.objectContaining({
        resId: String(translated),
        title: 'Painting the Silk Road: Copies of the Dunhuang Murals',
        lang: 'en',
      }),
    ]);
    const chinese = await t.api('GET', '/client/collect/list', { headers: visitor });
    for (const row of chinese.rows) expect(row).not.toHaveProperty('lang');
  });
});

describe('search in English', () => {
  const search = (keyword: string, options: object = ENGLISH) =>
    t.api('GET', `${SearchPaths.search}?module=1&keyword=${encodeURIComponent(keyword)}`, options);

  it('finds an item by its English words, stemmed, and never one without English', async () => {
    // "murals" finds "Murals", "paintings" finds "Painting".
    const found = await search('Dunhuang paintings');
    expect(found.total).toBe(1);
    expect(found.rows[0]).toMatchObject({ id: String(translated) });
    expect(found.rows[0].title).toContain('<em>Dunhuang</em>');
    expect(found.rows[0].title).toContain('<em>Paint');
    expect((await search('curator Li Ming')).total).toBe(0);
    expect((await search('Li Ming')).total).toBe(1);
    // The untranslated exhibition's Chinese is not in the English index.
    expect((await search('青花')).total).toBe(0);
    expect((await search('青花', {})).total).toBe(1);
    // Its Chinese search is as it was.
    expect((await search('丝路', {})).rows[0]).toMatchObject({ id: String(translated) });
    expect((await search('the of', ENGLISH)).code).toBe(500);
  });

  it('follows the console: English written later is found, English removed is not', async () => {
    expect((await search('porcelain')).total).toBe(0);
    const item = await t.api('GET', `/admin/content/exhibition/${untranslated}`, { headers: editor.headers });
    await t.api('PUT', `/admin/content/exhibition/${untranslated}`, {
      headers: editor.headers,
      payload: { titleEn: 'Blue-and-white porcelain', version: item.data.version },
    });
    const found = await search('porcelain');
    expect(found.rows.map((row: { id: string }) => row.id)).toEqual([String(untranslated)]);
    expect(found.rows[0].title).toBe('Blue-and-white <em>porcelain</em>');
    await t.api('PUT', `/admin/content/exhibition/${untranslated}`, {
      headers: editor.headers,
      payload: { titleEn: '', version: item.data.version + 1 },
    });
    expect((await search('porcelain')).total).toBe(0);
  });
});
