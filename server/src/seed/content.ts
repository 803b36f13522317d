import { FLOOR_NAMES } from '@museum/shared';
import { and, isNull, sql } from 'drizzle-orm';
import { collectionItems } from '../features/collection/tables.ts';
import { pinyinOf } from '../features/content/index.ts';
import {
  academicItems,
  affairs,
  artists,
  banners,
  dictEntries,
  educationEvents,
  exhibitions,
  notices,
  policies,
} from '../features/content/tables.ts';
import { halls } from '../features/venues/tables.ts';
import { htmlToText, sanitizeRichText } from '../platform/html/sanitize.ts';
import { DEMO_ACADEMIC } from './content/academic.ts';
import { DEMO_AFFAIRS } from './content/affairs.ts';
import { DEMO_ARTISTS } from './content/artists.ts';
import { COLLECTION_BANNERS, HOME_BANNERS } from './content/banners.ts';
import { DEMO_DICTIONARIES } from './content/dictionaries.ts';
import { DEMO_EVENTS } from './content/education.ts';
import { DEMO_EXHIBITIONS } from './content/exhibitions.ts';
import { type DemoCalendar, demoCalendar, rich } from './content/markup.ts';
import { DEMO_NOTICES } from './content/notices.ts';
import { DEMO_POLICIES } from './content/policies.ts';
import type { SeedContext } from './context.ts';
import {
  artistEnglish,
  bannerEnglish,
  eventEnglish,
  exhibitionEnglish,
  noticeEnglish,
  policyEnglish,
} from './english/index.ts';

const nn = (n: number) => String(n).padStart(2, '0');
/** Generated demo images follow the collection work's key convention: /files/demo/<kind>/01.jpg ... */
const demoImage = (kind: string, n: number) => `/files/demo/${kind}/${nn(n)}.jpg`;

const SUMMARY_LENGTH = 90;
/** Rich text as stored: sanitised; the summary falls back to the text's opening. */
function richFields(body: string, summary?: string) {
  const content = sanitizeRichText(rich(body));
  return { content, summary: summary ?? htmlToText(content).slice(0, SUMMARY_LENGTH) };
}

/** A date that is either fixed (YYYY-MM-DD) or days from today. */
const dateOf = ({ day }: DemoCalendar, value: string | number) =>
  typeof value === 'number' ? day(value) : value;

async function seedDictionaries({ db }: SeedContext) {
  const rows = Object.entries(DEMO_DICTIONARIES).flatMap(([dictType, entries]) =>
    entries.map(([value, label, labelEn], sort) => ({ dictType, value, label, labelEn, sort })),
  );
  await db.insert(dictEntries).values(rows);
}

/**
 * The venues feature's hall whose name the demo venue mentions ("二层 · 天山厅" → 天山厅), so an
 * exhibition points at a real hall when one exists; the text stays as it is written otherwise.
 */
async function hallResolver({ db }: SeedContext) {
  const rows = await db.select({ id: halls.id, name: halls.name, floor: halls.floor }).from(halls);
  return (venue: string) => {
    const hall = rows.find((h) => venue.includes(h.name));
    return hall
      ? { hallId: hall.id, venue: `${FLOOR_NAMES[hall.floor]} · ${hall.name}` }
      : { hallId: null, venue };
  };
}

async function seedExhibitions(ctx: SeedContext, { day }: DemoCalendar) {
  const resolveHall = await hallResolver(ctx);
  return ctx.db
    .insert(exhibitions)
    .values(
      DEMO_EXHIBITIONS.map((e, i) => ({
        title: e.title,
        subtitle: e.subtitle,
        ...richFields(e.body, e.summary),
        ...exhibitionEnglish(e.title),
        cover: demoImage('exhibition', i + 1),
        gallery: e.galleryArtists.map((n) => demoImage('artist', n)),
        type: e.type,
        startDate: day(e.start),
        endDate: e.end === null ? null : day(e.end),
        ...resolveHall(e.venue),
        curator: e.curator,
        organizer: e.organizer,
        capacity: e.capacity,
      })),
    )
    .returning({ id: exhibitions.id });
}

async function seedEducation({ db }: SeedContext, { at }: DemoCalendar) {
  await db.insert(educationEvents).values(
    DEMO_EVENTS.map((e, i) => {
      const startAt = at(e.day, e.time);
      return {
        title: e.title,
        ...richFields(e.body, e.summary),
        ...eventEnglish(e.title),
        cover: demoImage('education', i + 1),
        type: e.type,
        audience: e.audience,
        startAt,
        endAt: new Date(startAt.getTime() + e.minutes * 60_000),
        bookingOpensAt: e.bookingOpens === null ? null : at(e.bookingOpens, '09:00'),
        place: e.place,
        speaker: e.speaker,
        capacity: e.capacity,
      };
    }),
  );
}

/** Artists, then the collection's items by them (matched on the catalogued maker's name). */
async function seedArtists({ db }: SeedContext) {
  await db.insert(artists).values(
    DEMO_ARTISTS.map((a, i) => ({
      name: a.name,
      ...pinyinOf(a.name),
      category: a.category,
      birthYear: a.birthYear,
      deathYear: a.deathYear,
      birthplace: a.birthplace,
      title: a.title,
      ...richFields(a.body, a.summary),
      ...artistEnglish(a.name),
      cover: demoImage('artist', i + 1),
    })),
  );
  await db
    .update(collectionItems)
    .set({
      artistId: sql`(select ${artists.id} from ${artists} where ${artists.name} = ${collectionItems.author})`,
    })
    .where(
      and(
        isNull(collectionItems.artistId),
        sql`exists (select 1 from ${artists} where ${artists.name} = ${collectionItems.author})`,
      ),
    );
}

async function seedArticles({ db }: SeedContext, calendar: DemoCalendar) {
  const { day } = calendar;
  await db.insert(academicItems).values(
    DEMO_ACADEMIC.map((a, i) => ({
      title: a.title,
      ...richFields(a.body, a.summary),
      cover: demoImage('academic', i + 1),
      type: a.type,
      author: a.author,
      source: a.source,
      publishedAt: day(a.day),
    })),
  );
  await db.insert(notices).values(
    DEMO_NOTICES.map((n) => ({
      title: n.title,
      ...richFields(n.body, n.summary),
      ...noticeEnglish(n.title),
      pinned: n.pinned,
      publishedAt: day(n.day),
    })),
  );
  await db.insert(policies).values(
    DEMO_POLICIES.map((p) => ({
      title: p.title,
      ...richFields(p.body, p.summary),
      ...policyEnglish(p.title),
      type: p.type,
      docNumber: p.docNumber,
      issuer: p.issuer,
      publishedAt: dateOf(calendar, p.published),
      effectiveDate: p.effective === null ? null : dateOf(calendar, p.effective),
    })),
  );
  await db.insert(affairs).values(
    DEMO_AFFAIRS.map((a, i) => ({
      title: a.title,
      ...richFields(a.body, a.summary),
      status: a.status,
      cover: demoImage('affair', i + 1),
      source: a.source,
      publishedAt: day(a.day),
    })),
  );
}

async function seedBanners({ db }: SeedContext, exhibitionIds: number[]) {
  await db.insert(banners).values([
    ...HOME_BANNERS.map((b, i) => ({
      position: 'home',
      title: b.title,
      subtitle: b.subtitle,
      ...bannerEnglish(b.title),
      image: `/files/demo/banner/home-${i + 1}.jpg`,
      link: b.exhibition ? `/exhibition/detail/${exhibitionIds[b.exhibition - 1]}` : (b.link ?? null),
      sort: i,
    })),
    ...COLLECTION_BANNERS.map((b, i) => ({
      position: 'collection',
      title: b.title,
      subtitle: b.subtitle,
      ...bannerEnglish(b.title),
      image: `/files/demo/banner/collection-${i + 1}.jpg`,
      link: b.link ?? null,
      sort: i,
    })),
  ]);
}

/** The content half of the demo museum: every text is original and written for this museum. */
export async function seedContent(ctx: SeedContext) {
  const calendar = demoCalendar(ctx.clock);
  await seedDictionaries(ctx);
  const exhibitionRows = await seedExhibitions(ctx, calendar);
  await seedEducation(ctx, calendar);
  await seedArtists(ctx);
  await seedArticles(ctx, calendar);
  await seedBanners(
    ctx,
    exhibitionRows.map((r) => r.id),
  );
}
