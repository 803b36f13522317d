import { ContentPaths } from '@museum/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems } from '../src/features/collection/tables.ts';
import { banners, exhibitions, policies } from '../src/features/content/tables.ts';
import { appMeta } from '../src/features/site/tables.ts';
import { halls } from '../src/features/venues/tables.ts';
import { DEMO_COLLECTION, DEMO_COLLECTION_TYPES } from '../src/seed/collection/catalogue.ts';
import { DEMO_ARTISTS } from '../src/seed/content/artists.ts';
import { COLLECTION_BANNERS, HOME_BANNERS } from '../src/seed/content/banners.ts';
import { DEMO_EVENTS } from '../src/seed/content/education.ts';
import { DEMO_EXHIBITIONS } from '../src/seed/content/exhibitions.ts';
import { DEMO_NOTICES } from '../src/seed/content/notices.ts';
import { DEMO_POLICIES } from '../src/seed/content/policies.ts';
import { ARTISTS_EN } from '../src/seed/english/artists.ts';
import { BANNERS_EN } from '../src/seed/english/banners.ts';
import { WORK_TYPES_EN } from '../src/seed/english/collection.ts';
import { EVENTS_EN } from '../src/seed/english/education.ts';
import { EXHIBITIONS_EN } from '../src/seed/english/exhibitions.ts';
import { NOTICES_EN } from '../src/seed/english/notices.ts';
import { POLICIES_EN } from '../src/seed/english/policies.ts';
import { HALLS_EN } from '../src/seed/english/venues.ts';
import { WORKS_EN } from '../src/seed/english/works.ts';
import { DEMO_FLOORS } from '../src/seed/venues.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** The demo museum in English (docs/PRODUCT.md "English"): what the seed's english/ folder translates, and how. */

/** Numbers of two digits or more, times and decimals (`2024`, `10:30`, `4.8`): the facts a translation keeps. */
const numbersIn = (text: string) =>
  new Set(text.match(/\d+(?:[.:]\d+)?/g)?.filter((n) => n.length > 1) ?? []);
const keepsNumbers = (chinese: string, english: string) =>
  [...numbersIn(chinese)].filter((n) => !numbersIn(english).has(n));

describe('the English of the demo museum, as written', () => {
  it('translates every exhibition, policy, hall, category, banner and artist, and names only real items', () => {
    const keys = (items: { title: string }[]) => items.map((item) => item.title).sort();
    expect(Object.keys(EXHIBITIONS_EN).sort()).toEqual(keys(DEMO_EXHIBITIONS));
    expect(Object.keys(POLICIES_EN).sort()).toEqual(keys(DEMO_POLICIES));
    expect(Object.keys(BANNERS_EN).sort()).toEqual(keys([...HOME_BANNERS, ...COLLECTION_BANNERS]));
    expect(Object.keys(ARTISTS_EN).sort()).toEqual(DEMO_ARTISTS.map((a) => a.name).sort());
    expect(Object.keys(HALLS_EN).sort()).toEqual(
      DEMO_FLOORS.flatMap((f) => f.halls.map((h) => h.name)).sort(),
    );
    expect(Object.keys(WORK_TYPES_EN).sort()).toEqual(DEMO_COLLECTION_TYPES.map((t) => t.code).sort());
    // Some events and notices, left in Chinese otherwise on purpose.
    expect(Object.keys(EVENTS_EN).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(EVENTS_EN).length).toBeLessThan(DEMO_EVENTS.length);
    for (const title of Object.keys(EVENTS_EN)) expect(keys(DEMO_EVENTS)).toContain(title);
    expect(Object.keys(NOTICES_EN).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(NOTICES_EN).length).toBeLessThan(DEMO_NOTICES.length);
    for (const title of Object.keys(NOTICES_EN)) expect(keys(DEMO_NOTICES)).toContain(title);
  });

  it('keeps the numbers, times and dates of the Chinese texts', () => {
    const texts = [
      ...DEMO_EXHIBITIONS.map((e) => [e.title, e.summary + e.body, EXHIBITIONS_EN[e.title]!] as const),
      ...DEMO_POLICIES.map((p) => [p.title, p.summary + p.body, POLICIES_EN[p.title]!] as const),
      ...DEMO_EVENTS.filter((e) => EVENTS_EN[e.title]).map(
        (e) => [e.title, e.summary + e.body, EVENTS_EN[e.title]!] as const,
      ),
      ...DEMO_NOTICES.filter((n) => NOTICES_EN[n.title]).map(
        (n) => [n.title, n.summary + n.body, NOTICES_EN[n.title]!] as const,
      ),
    ];
    for (const [title, chinese, english] of texts)
      expect(keepsNumbers(chinese, english.summary + english.body), title).toEqual([]);
  });

  it('gives at least twenty works every text a visitor reads, the artists’ names as the artists have them', () => {
    const works = DEMO_COLLECTION.filter((item) => WORKS_EN[item.culId]);
    expect(works.length).toBeGreaterThanOrEqual(24);
    expect(Object.keys(WORKS_EN).length).toBe(works.length);
    for (const item of works) {
      const en = WORKS_EN[item.culId]!;
      // A field the Chinese label has, the English has, and no other.
      for (const field of ['author', 'origin', 'grade'] as const)
        expect(en[field] === undefined, `${item.culId} ${field}`).toBe(item[field] === undefined);
      expect(en.text).toHaveLength(item.text.length);
      if (item.author && ARTISTS_EN[item.author]) expect(en.author).toBe(ARTISTS_EN[item.author]!.name);
      const chinese = [item.period, item.size, item.acquisition, ...item.text].join(' ');
      const english = [en.period, en.size, en.acquisition, ...en.text].join(' ');
      expect(keepsNumbers(chinese, english), item.culId).toEqual([]);
    }
    // The English site shows how an untranslated work reads.
    expect(works.length).toBeLessThan(DEMO_COLLECTION.length);
  });
});

describe('the demo museum seeded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.seed();
  });
  afterAll(() => t.close());

  it('stores the English of every exhibition and every policy beside the Chinese', async () => {
    for (const table of [exhibitions, policies]) {
      const rows = await t.db
        .select({ title: table.title, titleEn: table.titleEn, contentEn: table.contentEn })
        .from(table);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.titleEn, row.title).toBeTruthy();
        expect(row.contentEn, row.title).toMatch(/^<h2>/);
      }
    }
    const [silkRoad] = await t.db
      .select({ venueEn: exhibitions.venueEn, summaryEn: exhibitions.summaryEn })
      .from(exhibitions)
      .where(eq(exhibitions.title, '丝路遗珍'));
    expect(silkRoad).toEqual({
      venueEn: '1F · Silk Road Hall',
      summaryEn: EXHIBITIONS_EN.丝路遗珍!.summary,
    });
  });

  it('publishes at least twenty works with an English name and description, and leaves the rest in Chinese', async () => {
    const works = await t.db
      .select({ nameEn: collectionItems.nameEn, descriptionEn: collectionItems.descriptionEn })
      .from(collectionItems)
      .where(eq(collectionItems.published, true));
    const english = works.filter((w) => w.nameEn && w.descriptionEn?.startsWith('<p>'));
    expect(english.length).toBeGreaterThanOrEqual(20);
    expect(works.some((w) => w.nameEn === null && w.descriptionEn === null)).toBe(true);
  });

  it('names every hall and every banner in English', async () => {
    const rows = [
      ...(await t.db.select({ zh: halls.name, en: halls.nameEn }).from(halls)),
      ...(await t.db.select({ zh: banners.title, en: banners.titleEn }).from(banners)),
    ];
    for (const row of rows) expect(row.en, row.zh).toBeTruthy();
  });

  it('answers an English visitor call for an exhibition with its English title', async () => {
    const [first] = await t.db
      .select({ id: exhibitions.id, titleEn: exhibitions.titleEn })
      .from(exhibitions)
      .where(and(eq(exhibitions.published, true), isNotNull(exhibitions.titleEn)))
      .orderBy(asc(exhibitions.id))
      .limit(1);
    const english = await t.api('GET', ContentPaths.exhibitionDetail(first!.id), {
      headers: { 'accept-language': 'en' },
    });
    expect(english.data.title).toBe(first!.titleEn);
    const chinese = await t.api('GET', ContentPaths.exhibitionDetail(first!.id));
    expect(chinese.data.title).toBe(DEMO_EXHIBITIONS[0]!.title);
    // The English list holds every demo exhibition, by its English title.
    const list = await t.api('GET', `${ContentPaths.exhibitionList}?pageSize=50&lang=en`);
    expect(list.rows.map((row: { title: string }) => row.title).sort()).toEqual(
      Object.values(EXHIBITIONS_EN)
        .map((e) => e.title)
        .sort(),
    );
  });

  it("gives a data folder seeded before the English the demo's English, never over an editor's", async () => {
    const titles = async () =>
      Object.fromEntries(
        (await t.db.select({ zh: exhibitions.title, en: exhibitions.titleEn }).from(exhibitions)).map((r) => [
          r.zh,
          r.en,
        ]),
      );
    const seeded = await titles();
    // As a folder seeded before: no English, no mark; one exhibition an editor has since given English of their own.
    await t.db.update(exhibitions).set({ titleEn: null, contentEn: null });
    await t.db.update(collectionItems).set({ nameEn: null, descriptionEn: null });
    await t.db.update(exhibitions).set({ titleEn: 'Our Own Title' }).where(eq(exhibitions.title, '天山画卷'));
    await t.db.delete(appMeta).where(eq(appMeta.key, 'demo_english_seeded_at'));
    await t.seed();
    expect(await titles()).toEqual({ ...seeded, 天山画卷: 'Our Own Title' });
    const [snow] = await t.db
      .select({ nameEn: collectionItems.nameEn })
      .from(collectionItems)
      .where(eq(collectionItems.culId, 'TSM-HH-0001'));
    expect(snow!.nameEn).toBe(WORKS_EN['TSM-HH-0001']!.name);
    // Once only: an item an editor left without English stays so at the next start.
    await t.db.update(exhibitions).set({ titleEn: null }).where(eq(exhibitions.title, '丝路遗珍'));
    await t.seed();
    expect((await titles()).丝路遗珍).toBeNull();
  });
});
