import { ContentPaths, EducationStatus, ExhibitionStatus } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuseumClock } from '../../../platform/clock.ts';
import { collectionItems, collectionTypes } from '../../collection/tables.ts';
import { exhibitionStatus } from '../status.ts';
import { artists, banners, educationEvents, exhibitions, notices } from '../tables.ts';

const museumDate = () => createMuseumClock('Asia/Shanghai').today();

import { createTestApp, type TestApp } from '#test/helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
});
afterAll(() => t.close());

const get = (path: string) => t.api('GET', encodeURI(path));

describe('exhibitions', () => {
  it('lists the demo exhibitions across the three statuses, each in its own order', async () => {
    const all = await get(`${ContentPaths.exhibitionList}?pageSize=50`);
    expect(all.code).toBe(200);
    expect(all.total).toBeGreaterThanOrEqual(12);
    const statuses = new Set(all.rows.map((r: { status: number }) => r.status));
    expect(statuses).toEqual(new Set([0, 1, 2]));

    const ongoing = await get(`${ContentPaths.exhibitionList}?status=1&pageSize=50`);
    const today = museumDate();
    for (const row of ongoing.rows) {
      expect(row.status).toBe(ExhibitionStatus.ongoing);
      expect(row.startDate <= today).toBe(true);
      expect(row.endDate === null || row.endDate >= today).toBe(true);
    }
    const upcoming = await get(`${ContentPaths.exhibitionList}?status=0&pageSize=50`);
    expect(upcoming.rows.every((r: { startDate: string }) => r.startDate > today)).toBe(true);
    const starts = upcoming.rows.map((r: { startDate: string }) => r.startDate);
    expect(starts).toEqual([...starts].sort());
    const ended = await get(`${ContentPaths.exhibitionList}?status=2&pageSize=50`);
    expect(ended.rows.every((r: { endDate: string }) => r.endDate < today)).toBe(true);
    expect(ongoing.total + upcoming.total + ended.total).toBe(all.total);
  });

  it('gives every row a cover, a cover number and the type label', async () => {
    const { rows } = await get(`${ContentPaths.exhibitionList}?pageSize=50`);
    for (const row of rows) {
      expect(row.cover).toMatch(/^\/files\//);
      expect(row.randomNum).toBeGreaterThanOrEqual(1);
      expect(row.randomNum).toBeLessThanOrEqual(10);
      expect(row.typeLabel).not.toBe(row.type);
    }
  });

  it('filters by type, keyword and year, and pages', async () => {
    const permanent = await get(`${ContentPaths.exhibitionList}?type=permanent`);
    expect(permanent.total).toBeGreaterThan(0);
    expect(permanent.rows.every((r: { type: string }) => r.type === 'permanent')).toBe(true);

    const keyword = await get(`${ContentPaths.exhibitionList}?keyword=艾德莱斯`);
    expect(keyword.rows.map((r: { title: string }) => r.title)).toContain('经纬之间');

    const literal = await get(`${ContentPaths.exhibitionList}?keyword=${encodeURIComponent('%')}`);
    expect(literal.total).toBe(0);

    const year = Number(museumDate().slice(0, 4));
    const thisYear = await get(`${ContentPaths.exhibitionList}?year=${year}&pageSize=50`);
    expect(thisYear.total).toBeGreaterThan(0);

    const first = await get(`${ContentPaths.exhibitionList}?pageNum=1&pageSize=5`);
    const second = await get(`${ContentPaths.exhibitionList}?pageNum=2&pageSize=5`);
    expect(first.rows).toHaveLength(5);
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect(second.total).toBe(first.total);
  });

  it('explains a bad filter in Chinese', async () => {
    const status = await get(`${ContentPaths.exhibitionList}?status=7`);
    expect(status).toEqual({ code: 500, msg: expect.stringContaining('展览状态') });
    const page = await get(`${ContentPaths.exhibitionList}?pageSize=1000`);
    expect(page.msg).toContain('pageSize');
    const keyword = await get(`${ContentPaths.exhibitionList}?keyword=${'长'.repeat(60)}`);
    expect(keyword.msg).toBe('关键词不能超过50个字');
    const blank = await get(`${ContentPaths.exhibitionList}?status=`);
    expect(blank.code).toBe(200);
  });

  it('answers a detail with sanitised rich text, gallery and counts', async () => {
    const { rows } = await get(`${ContentPaths.exhibitionList}?type=permanent`);
    const detail = await get(ContentPaths.exhibitionDetail(rows[0].id));
    expect(detail.code).toBe(200);
    expect(detail.data).toMatchObject({
      id: rows[0].id,
      title: rows[0].title,
      content: expect.stringContaining('<h2>'),
      viewCount: 0,
      likeCount: 0,
      collectCount: 0,
      curator: expect.any(String),
    });
    expect(detail.data.gallery.length).toBeGreaterThan(0);
  });

  it('answers 404 with a message for a missing or withdrawn exhibition', async () => {
    expect(await get(ContentPaths.exhibitionDetail(99999))).toEqual({
      code: 404,
      msg: '该展览不存在或已下线',
    });
    const [row] = await t.db
      .insert(exhibitions)
      .values({ title: '撤下的展览', type: 'special', startDate: museumDate(), published: false })
      .returning();
    expect((await get(ContentPaths.exhibitionDetail(row!.id))).code).toBe(404);
    const list = await get(`${ContentPaths.exhibitionList}?keyword=撤下的展览`);
    expect(list.total).toBe(0);
  });

  it('answers 404 for an id no item of any module can have, as for a missing one', async () => {
    const details = [
      [ContentPaths.exhibitionDetail, '该展览不存在或已下线'],
      [ContentPaths.educationDetail, '该活动不存在或已下线'],
      [ContentPaths.artistDetail, '该艺术家不存在或已下线'],
      [ContentPaths.academicDetail, '该学术内容不存在或已下线'],
      [ContentPaths.noticeDetail, '该公告不存在或已撤下'],
      [ContentPaths.policyDetail, '该政策法规不存在或已撤下'],
      [ContentPaths.affairDetail, '该馆务信息不存在或已撤下'],
    ] as const;
    for (const [path, msg] of details) {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%20']) {
        expect(await t.api('GET', path(id)), `${path(id)}`).toEqual({ code: 404, msg });
      }
    }
  });

  it('suggests other exhibitions of the same type first, never the one being viewed', async () => {
    const { rows } = await get(`${ContentPaths.exhibitionList}?type=special&status=1`);
    const current = rows[0];
    const other = await get(`${ContentPaths.exhibitionOther}?id=${current.id}&pageSize=3`);
    expect(other.rows).toHaveLength(3);
    expect(other.rows.map((r: { id: number }) => r.id)).not.toContain(current.id);
    expect(other.rows[0].type).toBe('special');
    const anyOther = await get(ContentPaths.exhibitionOther);
    expect(anyOther.rows).toHaveLength(4);
    expect((await get(`${ContentPaths.exhibitionOther}?pageSize=20`)).msg).toContain('pageSize');
  });

  it('derives the status from the dates', () => {
    expect(exhibitionStatus('2030-01-01', '2030-02-01', '2029-12-31')).toBe(ExhibitionStatus.upcoming);
    expect(exhibitionStatus('2030-01-01', '2030-02-01', '2030-01-01')).toBe(ExhibitionStatus.ongoing);
    expect(exhibitionStatus('2030-01-01', '2030-02-01', '2030-02-01')).toBe(ExhibitionStatus.ongoing);
    expect(exhibitionStatus('2030-01-01', '2030-02-01', '2030-02-02')).toBe(ExhibitionStatus.ended);
    expect(exhibitionStatus('2020-01-01', null, '2030-02-02')).toBe(ExhibitionStatus.ongoing);
  });
});

describe('public education', () => {
  it('lists events in preview, reservation and review, reservation ones with places', async () => {
    const reservation = await get(`${ContentPaths.educationList}?status=1&pageSize=50`);
    expect(reservation.total).toBeGreaterThan(0);
    for (const row of reservation.rows) {
      expect(row.status).toBe(EducationStatus.reservation);
      expect(row.capacity).toBeGreaterThan(0);
      expect(new Date(row.endAt).getTime()).toBeGreaterThan(Date.now());
    }
    const preview = await get(`${ContentPaths.educationList}?status=0&pageSize=50`);
    expect(preview.total).toBeGreaterThan(0);
    expect(preview.rows.every((r: { status: number }) => r.status === EducationStatus.preview)).toBe(true);
    const review = await get(`${ContentPaths.educationList}?status=2&pageSize=50`);
    expect(review.rows.every((r: { endAt: string }) => new Date(r.endAt).getTime() < Date.now())).toBe(true);
    const all = await get(`${ContentPaths.educationList}?pageSize=50`);
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(preview.total + reservation.total + review.total).toBe(all.total);
  });

  it('keeps an event in preview until its booking opens', async () => {
    const [row] = await t.db
      .insert(educationEvents)
      .values({
        title: '预约尚未开放的讲座',
        type: 'lecture',
        audience: 'public',
        startAt: new Date(Date.now() + 20 * 86_400_000),
        endAt: new Date(Date.now() + 20 * 86_400_000 + 3_600_000),
        bookingOpensAt: new Date(Date.now() + 5 * 86_400_000),
        place: '学术报告厅',
        capacity: 100,
      })
      .returning();
    expect((await get(ContentPaths.educationDetail(row!.id))).data.status).toBe(EducationStatus.preview);
    await t.db
      .update(educationEvents)
      .set({ bookingOpensAt: new Date(Date.now() - 1000) })
      .where(eq(educationEvents.id, row!.id));
    expect((await get(ContentPaths.educationDetail(row!.id))).data.status).toBe(EducationStatus.reservation);
  });

  it('filters by type and keyword and answers details', async () => {
    const workshops = await get(`${ContentPaths.educationList}?type=workshop`);
    expect(workshops.rows.every((r: { type: string; typeLabel: string }) => r.typeLabel === '工作坊')).toBe(
      true,
    );
    const found = await get(`${ContentPaths.educationList}?keyword=陶艺`);
    expect(found.total).toBeGreaterThan(0);
    const detail = await get(ContentPaths.educationDetail(found.rows[0].id));
    expect(detail.data).toMatchObject({
      place: expect.any(String),
      audienceLabel: expect.any(String),
      content: expect.any(String),
    });
    expect(await get(ContentPaths.educationDetail(99999))).toEqual({
      code: 404,
      msg: '该活动不存在或已下线',
    });
    expect((await get(`${ContentPaths.educationList}?status=5`)).msg).toContain('活动状态');
  });
});

describe('artists', () => {
  it('lists the artists asked for by ids, as the spec keeps them ("1,2,3") or repeated', async () => {
    const [first, second, third] = (await get(`${ContentPaths.artistList}?pageSize=3`)).rows.map(
      (r: { id: number }) => r.id,
    );
    const wanted = [first, third].sort((a, b) => a - b);
    const ids = (answer: { rows: { id: number }[] }) => answer.rows.map((r) => r.id).sort((a, b) => a - b);
    for (const query of [`ids=${first},${third}`, `ids=${first}, ${third}`, `ids=${first}&ids=${third}`]) {
      const answer = await get(`${ContentPaths.artistList}?${query}`);
      expect(answer.total, query).toBe(2);
      expect(ids(answer), query).toEqual(wanted);
    }
    expect((await get(`${ContentPaths.artistList}?ids=`)).total).toBeGreaterThan(2);
    expect(ids(await get(`${ContentPaths.artistList}?ids=${second}`))).toEqual([second]);
    for (const bad of ['1,,2', '1,x', '0', '1.5']) {
      expect((await get(`${ContentPaths.artistList}?ids=${bad}`)).msg, bad).toBe(
        '艺术家编号 ids 应为逗号分隔的编号，如 1,2,3',
      );
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await get(`${ContentPaths.artistList}?ids=${tooMany}`)).msg).toBe(
      '艺术家编号 ids 一次最多 100 个',
    );
  });

  it('lists the directory in pinyin order with an index of initials', async () => {
    const all = await get(`${ContentPaths.artistList}?pageSize=100`);
    expect(all.total).toBeGreaterThanOrEqual(24);
    const initials = all.rows.map((r: { initial: string }) => r.initial);
    expect(initials).toEqual([...initials].sort());
    const index = await get(ContentPaths.artistInitials);
    expect(index.data.reduce((sum: number, i: { count: number }) => sum + i.count, 0)).toBe(all.total);

    const z = await get(`${ContentPaths.artistList}?initial=z`);
    expect(z.total).toBe(index.data.find((i: { initial: string }) => i.initial === 'Z').count);
    expect(z.rows.every((r: { initial: string }) => r.initial === 'Z')).toBe(true);
    expect((await get(`${ContentPaths.artistList}?initial=9`)).msg).toBe('拼音首字母只能是 A 到 Z 或 #');

    const potters = await get(`${ContentPaths.artistList}?category=ceramics`);
    expect(potters.rows.every((r: { categoryLabel: string }) => r.categoryLabel === '陶瓷')).toBe(true);
    const byCategory = await get(`${ContentPaths.artistInitials}?category=ceramics`);
    expect(byCategory.data.reduce((sum: number, i: { count: number }) => sum + i.count, 0)).toBe(
      potters.total,
    );
  });

  it('indexes a name transcribed with a middle dot by the sound of its first character', async () => {
    const { rows } = await get(`${ContentPaths.artistList}?keyword=艾山`);
    expect(rows[0]).toMatchObject({ name: '艾山·吐尔逊', initial: 'A' });
  });

  it('answers an artist with their works in the collection', async () => {
    const [artist] = await t.db.select().from(artists).where(eq(artists.name, '许知白'));
    const [type] = await t.db.insert(collectionTypes).values({ name: '测试门类' }).returning();
    await t.db.insert(collectionItems).values([
      {
        culId: 'TEST-CT-0001',
        name: '青花葡萄纹盘',
        typeId: type!.id,
        artistId: artist!.id,
        period: '2019 年',
      },
      {
        culId: 'TEST-CT-0002',
        name: '未公开的瓷瓶',
        typeId: type!.id,
        artistId: artist!.id,
        published: false,
      },
    ]);
    const detail = await get(ContentPaths.artistDetail(artist!.id));
    expect(detail.data.name).toBe('许知白');
    expect(detail.data.works).toContainEqual({
      culId: 'TEST-CT-0001',
      culName: '青花葡萄纹盘',
      image: expect.stringMatching(/^\/files\//),
      period: '2019 年',
      typeName: '测试门类',
    });
    expect(detail.data.works.map((w: { culId: string }) => w.culId)).not.toContain('TEST-CT-0002');
    expect(await get(ContentPaths.artistDetail(99999))).toEqual({ code: 404, msg: '该艺术家不存在或已下线' });
  });
});

describe('academic items, notices, policies and affairs', () => {
  it('lists academic items newest first, by type and year, with neighbours on the detail', async () => {
    const list = await get(`${ContentPaths.academicList}?pageSize=50`);
    expect(list.total).toBeGreaterThanOrEqual(10);
    const dates = list.rows.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const research = await get(`${ContentPaths.academicList}?type=research`);
    expect(research.rows.every((r: { typeLabel: string }) => r.typeLabel === '学术研究')).toBe(true);
    const year = list.rows[0].publishedAt.slice(0, 4);
    const inYear = await get(`${ContentPaths.academicList}?year=${year}&pageSize=50`);
    expect(inYear.rows.every((r: { publishedAt: string }) => r.publishedAt.startsWith(year))).toBe(true);

    const middle = list.rows[1];
    const detail = await get(ContentPaths.academicDetail(middle.id));
    expect(detail.data.prev).toEqual({ id: list.rows[0].id, title: list.rows[0].title });
    expect(detail.data.next).toEqual({ id: list.rows[2].id, title: list.rows[2].title });
    expect((await get(ContentPaths.academicDetail(list.rows[0].id))).data.prev).toBeNull();
  });

  it('keeps pinned notices on top', async () => {
    const list = await get(`${ContentPaths.noticeList}?pageSize=50`);
    expect(list.total).toBeGreaterThanOrEqual(10);
    const pinned = list.rows.map((r: { pinned: boolean }) => r.pinned);
    expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
    expect(pinned[0]).toBe(true);
    await t.db.insert(notices).values({ title: '未发布的公告', publishedAt: museumDate(), published: false });
    expect((await get(`${ContentPaths.noticeList}?keyword=未发布`)).total).toBe(0);
    const detail = await get(ContentPaths.noticeDetail(list.rows[2].id));
    expect(detail.data.content).toMatch(/<table>|<p>|<ul>/);
    expect(await get(ContentPaths.noticeDetail(99999))).toEqual({ code: 404, msg: '该公告不存在或已撤下' });
  });

  it('lists policies with their document numbers, by type and keyword', async () => {
    const list = await get(`${ContentPaths.policyList}?pageSize=50`);
    expect(list.total).toBeGreaterThanOrEqual(10);
    const regulation = await get(`${ContentPaths.policyList}?keyword=659`);
    expect(regulation.rows[0]).toMatchObject({
      docNumber: '国务院令第659号',
      issuer: '国务院',
      typeLabel: '行政法规',
    });
    const own = await get(`${ContentPaths.policyList}?type=museum&pageSize=50`);
    expect(own.rows.every((r: { issuer: string }) => r.issuer === '天山美术馆')).toBe(true);
    expect((await get(ContentPaths.policyDetail(regulation.rows[0].id))).data.effectiveDate).toBe(
      '2015-03-20',
    );
  });

  it('lists affairs by tab; status 1 is news, and neighbours stay within the tab', async () => {
    const news = await get(`${ContentPaths.affairList}?status=1&pageSize=50`);
    expect(news.total).toBeGreaterThan(0);
    expect(news.rows.every((r: { status: number }) => r.status === 1)).toBe(true);
    const all = await get(`${ContentPaths.affairList}?pageSize=50`);
    expect(all.total).toBeGreaterThanOrEqual(10);
    const detail = await get(ContentPaths.affairDetail(news.rows[1].id));
    expect(detail.data.prev.id).toBe(news.rows[0].id);
    expect(detail.data.next.id).toBe(news.rows[2].id);
    expect((await get(`${ContentPaths.affairList}?status=9`)).msg).toContain('馆务栏目');
  });
});

describe('banners and dictionaries', () => {
  it('answers the home and collection carousels, leaving out slides outside their window', async () => {
    const home = await get(ContentPaths.bannerList);
    expect(home.total).toBe(4);
    expect(home.rows[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      subtitle: expect.any(String),
      image: expect.stringMatching(/^\/files\/demo\/banner\/home-1\.jpg$/),
      link: expect.stringMatching(/^\/exhibition\/detail\/\d+$/),
    });
    const collection = await get(ContentPaths.collectionBannerList);
    expect(collection.total).toBe(3);
    await t.db.insert(banners).values([
      { position: 'home', title: '已结束的活动', image: '/files/x.jpg', endsAt: new Date(Date.now() - 1000) },
      {
        position: 'home',
        title: '尚未开始的活动',
        image: '/files/x.jpg',
        startsAt: new Date(Date.now() + 86_400_000),
      },
    ]);
    expect((await get(ContentPaths.bannerList)).total).toBe(4);
  });

  it('answers a dictionary by type and asks for the type when it is missing', async () => {
    const types = await get(`${ContentPaths.dict}?dictType=exhibition_type`);
    expect(types.data).toContainEqual({ value: 'permanent', label: '常设陈列' });
    expect((await get(`${ContentPaths.dict}?dictType=no_such_dict`)).data).toEqual([]);
    expect(await get(ContentPaths.dict)).toEqual({ code: 500, msg: '请指定字典类型 dictType' });
    expect((await get(`${ContentPaths.dict}?dictType=${encodeURIComponent("x' or 1=1")}`)).msg).toBe(
      '字典类型 dictType 格式不正确',
    );
  });
});
