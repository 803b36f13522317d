import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { randomNumOf } from '../../../platform/images/covers.ts';
import { collectionItems } from '../../collection/tables.ts';
import { educationEvents, exhibitions, notices } from '../../content/tables.ts';
import { robotsTxt, type SitemapEntry, sitemapXml } from '../sitemap.ts';

const ORIGIN = 'https://museum.example.cn';
let t: TestApp;

beforeAll(async () => {
  // Answers kept for a minute, as in production: the sitemap must be renewed by publication, not by time.
  t = await createTestApp({ PUBLIC_URL: ORIGIN, PUBLIC_CACHE_SECONDS: '60' });
  await t.seed();
});
afterAll(() => t.close());

const sitemap = async () => {
  const response = await t.app.inject({ url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return response.body;
};
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('/sitemap.xml', () => {
  it('lists home, the list pages, the accessibility statement and every published item, with its last change, and nothing unpublished', async () => {
    const [withdrawn] = await t.db
      .update(exhibitions)
      .set({ published: false })
      .where(eq(exhibitions.id, 2))
      .returning({ id: exhibitions.id });
    const [draftWork] = await t.db
      .update(collectionItems)
      .set({ published: false })
      .where(eq(collectionItems.culId, 'TSM-HH-0002'))
      .returning({ culId: collectionItems.culId });
    await t.ctx.answers.invalidate();

    const xml = await sitemap();
    const urls = locs(xml);
    expect(urls).toContain(`${ORIGIN}/home`);
    expect(urls).toContain(`${ORIGIN}/accessibility`);
    for (const list of [
      'exhibition',
      'education',
      'collection',
      'artist',
      'academic',
      'notice',
      'policy',
      'affair',
    ]) {
      expect(urls).toContain(`${ORIGIN}/${list}`);
    }
    expect(urls).toContain(`${ORIGIN}/exhibition/detail/1`);
    expect(urls).not.toContain(`${ORIGIN}/exhibition/detail/${withdrawn!.id}`);
    expect(urls).toContain(`${ORIGIN}/collection/detail/TSM-HH-0001/${encodeURIComponent('天山积雪图')}`);
    expect(urls.some((url) => url?.includes(`/collection/detail/${draftWork!.culId}/`))).toBe(false);
    // An event's address is the one its cards link to, with its cover number.
    expect(urls).toContain(`${ORIGIN}/education/detail/1/${randomNumOf(1)}`);
    expect(xml).toMatch(
      /<url><loc>https:\/\/museum\.example\.cn\/exhibition\/detail\/1<\/loc><lastmod>\d{4}-\d\d-\d\dT/,
    );

    const published = async (table: typeof exhibitions | typeof notices | typeof educationEvents) =>
      (await t.db.select({ id: table.id }).from(table).where(eq(table.published, true))).length;
    const detailCount = (prefix: string) =>
      urls.filter((url) => url?.startsWith(`${ORIGIN}${prefix}`)).length;
    expect(detailCount('/exhibition/detail/')).toBe(await published(exhibitions));
    expect(detailCount('/notice/detail/')).toBe(await published(notices));
    expect(detailCount('/education/detail/')).toBe(await published(educationEvents));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists the English twin of every page that has its English, each naming the other, and no untranslated item in English', async () => {
    const xml = await sitemap();
    const urls = locs(xml);
    for (const path of ['/home', '/exhibition', '/collection', '/accessibility'])
      expect(urls).toContain(`${ORIGIN}/en${path}`);
    const [translated] = await t.db
      .select({ id: exhibitions.id })
      .from(exhibitions)
      .where(and(eq(exhibitions.published, true), isNotNull(exhibitions.titleEn)))
      .limit(1);
    const [untranslated] = await t.db
      .update(notices)
      .set({ titleEn: null })
      .where(eq(notices.published, true))
      .returning({ id: notices.id });
    await t.ctx.answers.invalidate();
    const renewed = await sitemap();
    expect(locs(renewed)).toContain(`${ORIGIN}/en/exhibition/detail/${translated!.id}`);
    expect(locs(renewed)).not.toContain(`${ORIGIN}/en/notice/detail/${untranslated!.id}`);
    expect(locs(renewed)).toContain(`${ORIGIN}/notice/detail/${untranslated!.id}`);
    // Both addresses of a translated page name both languages.
    const entry = (loc: string) =>
      renewed.split('\n').find((line) => line.startsWith(`<url><loc>${loc}</loc>`))!;
    for (const loc of [
      `${ORIGIN}/exhibition/detail/${translated!.id}`,
      `${ORIGIN}/en/exhibition/detail/${translated!.id}`,
    ]) {
      expect(entry(loc)).toContain(`hreflang="zh-CN" href="${ORIGIN}/exhibition/detail/${translated!.id}"`);
      expect(entry(loc)).toContain(`hreflang="en" href="${ORIGIN}/en/exhibition/detail/${translated!.id}"`);
    }
    expect(renewed).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('is kept until content changes, then renewed', async () => {
    await t.db.update(notices).set({ published: false }).where(eq(notices.id, 1));
    // Not yet forgotten: the kept sitemap stands.
    expect(locs(await sitemap())).toContain(`${ORIGIN}/notice/detail/1`);
    await t.ctx.answers.invalidate();
    expect(locs(await sitemap())).not.toContain(`${ORIGIN}/notice/detail/1`);
  });

  it('splits into parts under an index past the limit of addresses', () => {
    const entries: SitemapEntry[] = ['/home', '/a', '/b', '/c', '/d'].map((path) => ({ path }));
    const index = sitemapXml(ORIGIN, entries, null, 2)!;
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    expect(locs(sitemapXml(ORIGIN, entries, 3, 2)!)).toEqual([`${ORIGIN}/d`]);
    expect(sitemapXml(ORIGIN, entries, 4, 2)).toBeNull();
    // Within the limit, one sitemap and no parts.
    expect(locs(sitemapXml(ORIGIN, entries, null, 10)!)).toHaveLength(5);
    expect(sitemapXml(ORIGIN, entries, 1, 10)).toBeNull();
  });

  it('answers a part that does not exist with 404', async () => {
    expect((await t.app.inject({ url: '/sitemap-2.xml' })).statusCode).toBe(404);
  });
});

describe('/robots.txt', () => {
  it('keeps robots out of the console, the personal centre, search and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(robotsTxt(ORIGIN));
    for (const path of ['/admin', '/userCenter', '/search', '/prod-api', '/en/userCenter', '/en/search']) {
      expect(response.body).toContain(`\nDisallow: ${path}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
