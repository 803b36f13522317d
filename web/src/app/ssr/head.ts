import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ArtistDetail,
  EducationDetail,
  ExhibitionDetail,
  NoticeDetail,
  SiteSettings,
  Work,
} from '@museum/shared';
import {
  escapeHtml,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pathInLanguage,
  siteDescription,
} from '@museum/shared';
import { i18nFor } from '@/shared/i18n';

/** What a page's head is made of: the route that matched, its item when it shows one, and the site. */
export interface PageFacts {
  /** The matched leaf route's id (router.tsx), undefined for the "not found" screen or no match. */
  routeId: string | undefined;
  /** The item a detail page shows, as the screen's query holds it; undefined when missing. */
  item?: unknown;
  /** The page's path, with its query string for lists that page by it. */
  path: string;
  status: number;
  /** What the server said is missing (该展览不存在或已下线), when a detail's item is: the screen shows the same. */
  missing?: string;
  settings: SiteSettings;
  /** The public origin absolute links are built from (PUBLIC_URL). */
  origin: string;
  /** The page's language (its address: /en/...). */
  language: Language;
}

export interface Head {
  title: string;
  description: string;
  canonical: string;
  /** The same page in each language (`hreflang`), absolute. */
  alternates: Record<Language, string>;
  language: Language;
  image: string | null;
  type: 'website' | 'article';
  jsonLd: Record<string, unknown> | null;
  noindex: boolean;
}

/** The list pages and the site's own pages: their name in the title and what they hold. */
const PAGES: Record<string, { title: MessageDescriptor; about: MessageDescriptor }> = {
  'exhibition-list': { title: msg`展览`, about: msg`正在展出、即将开幕与往期的展览` },
  'education-list': { title: msg`公共教育`, about: msg`讲座、工作坊与导览等公共教育活动` },
  'collection-list': { title: msg`典藏`, about: msg`馆藏作品：绘画、书法、雕塑与工艺` },
  'artist-list': { title: msg`艺术家`, about: msg`馆藏与展览的艺术家` },
  'academic-list': { title: msg`学术研究`, about: msg`研究文章、论文与出版物` },
  'notice-list': { title: msg`通知公告`, about: msg`开放安排、展览与活动的通知公告` },
  'policy-list': { title: msg`政策法规`, about: msg`博物馆与文化事业的政策法规` },
  'affair-list': { title: msg`馆务公开`, about: msg`馆务公开信息` },
  accessibility: {
    title: msg`无障碍声明`,
    about: msg`网站的无障碍声明：遵循的标准，已经做到与尚未做到的地方，以及遇到障碍时如何联系我们`,
  },
};

/** Text of an HTML fragment, whitespace folded, cut at `max` characters. */
export function plainText(html: string, max = 150): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const absolute = (origin: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const DAYS: Record<string, string> = {
  一: 'Mo',
  二: 'Tu',
  三: 'We',
  四: 'Th',
  五: 'Fr',
  六: 'Sa',
  日: 'Su',
  天: 'Su',
};

/**
 * schema.org's openingHours ("Tu-Su 10:00-18:00") from the configured text when it starts "周二至周日 10:00–18:00";
 * undefined when it says it otherwise (the text is shown on the page as it is).
 */
export function openingHoursOf(text: string): string | undefined {
  const match =
    /周([一二三四五六日天])\s*(?:至|到|-|–|—|~)\s*周([一二三四五六日天])\s*(\d{1,2}:\d{2})\s*(?:-|–|—|~|至)\s*(\d{1,2}:\d{2})/.exec(
      text,
    );
  if (!match) return undefined;
  const [, from, to, opens, closes] = match;
  return `${DAYS[from!]}-${DAYS[to!]} ${opens}-${closes}`;
}

const postalAddress = (settings: SiteSettings) => ({
  '@type': 'PostalAddress',
  streetAddress: settings.address,
  addressCountry: 'CN',
});

function museum(settings: SiteSettings, origin: string): Record<string, unknown> {
  return {
    '@type': 'Museum',
    name: settings.name,
    url: `${origin}/home`,
    address: postalAddress(settings),
    telephone: settings.phone,
    ...(openingHoursOf(settings.openingHours) ? { openingHours: openingHoursOf(settings.openingHours) } : {}),
  };
}

type Detail = Omit<Head, 'canonical' | 'noindex' | 'alternates' | 'language'>;

/** What an event held at the museum adds to the page of its item. */
interface HeldEvent {
  '@type': 'ExhibitionEvent' | 'Event';
  startDate: string;
  endDate: string | null;
  /** A room of the museum (the museum itself when absent). */
  place?: string;
  /** Someone else's name (the museum when absent). */
  organizer?: string | null;
  performer?: string | null;
}

/** An exhibition or an education event: its page, and its schema.org event at the museum's address. */
function eventDetail(
  item: { title: string; summary: string; content: string; cover: string | null },
  { settings, origin }: PageFacts,
  url: string,
  { '@type': type, startDate, endDate, place, organizer, performer }: HeldEvent,
): Detail {
  const description = item.summary || plainText(item.content);
  const image = absolute(origin, item.cover);
  return {
    title: item.title,
    description,
    image,
    type: 'article',
    jsonLd: {
      '@type': type,
      name: item.title,
      description,
      url,
      image,
      startDate,
      ...(endDate ? { endDate } : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: place
        ? { '@type': 'Place', name: place, address: postalAddress(settings) }
        : museum(settings, origin),
      ...(performer ? { performer: { '@type': 'Person', name: performer } } : {}),
      organizer: organizer ? { '@type': 'Organization', name: organizer } : museum(settings, origin),
    },
  };
}

/** Each detail page: its title, description, picture and structured data, from the item its screen shows. */
const DETAILS: Record<string, (item: never, facts: PageFacts, url: string) => Detail> = {
  'exhibition-detail': (item: ExhibitionDetail, facts, url) =>
    eventDetail(item, facts, url, {
      '@type': 'ExhibitionEvent',
      startDate: item.startDate,
      endDate: item.endDate,
      organizer: item.organizer,
    }),
  'education-detail': (item: EducationDetail, facts, url) =>
    eventDetail(item, facts, url, {
      '@type': 'Event',
      startDate: item.startAt,
      endDate: item.endAt,
      place: item.place || facts.settings.name,
      performer: item.speaker,
    }),
  'collection-detail': (item: Work, { origin }, url) => {
    const description =
      plainText(item.description ?? '') || [item.author, item.year, item.material].filter(Boolean).join('，');
    return {
      title: item.culName,
      description,
      image: absolute(origin, item.image),
      type: 'article',
      jsonLd: {
        '@type': 'VisualArtwork',
        name: item.culName,
        url,
        ...(description ? { description } : {}),
        ...(item.image ? { image: absolute(origin, item.image) } : {}),
        ...(item.author ? { creator: { '@type': 'Person', name: item.author } } : {}),
        ...(item.year ? { dateCreated: item.year } : {}),
        ...(item.material ? { artMedium: item.material } : {}),
        ...(item.categoryName ? { artform: item.categoryName } : {}),
        ...(item.size ? { size: item.size } : {}),
        identifier: item.culId,
      },
    };
  },
  'artist-detail': (item: ArtistDetail, { origin }, url) => ({
    title: item.name,
    description: item.summary || plainText(item.content),
    image: absolute(origin, item.cover),
    type: 'article',
    jsonLd: {
      '@type': 'Person',
      name: item.name,
      url,
      description: item.summary || plainText(item.content),
      ...(item.title ? { jobTitle: item.title } : {}),
      image: absolute(origin, item.cover),
    },
  }),
};

/** The article modules share one shape: a headline, a summary and a publication day. */
const article = (item: NoticeDetail & { cover?: string }, { origin }: PageFacts, url: string): Detail => ({
  title: item.title,
  description: item.summary || plainText(item.content),
  image: absolute(origin, item.cover),
  type: 'article',
  jsonLd: {
    '@type': 'Article',
    headline: item.title,
    url,
    description: item.summary || plainText(item.content),
    datePublished: item.publishedAt,
    ...(item.cover ? { image: absolute(origin, item.cover) } : {}),
  },
});
for (const id of ['academic-detail', 'notice-detail', 'policy-detail', 'affair-detail'])
  DETAILS[id] = article;

/**
 * A page's head: its title ("page · museum"), description, canonical address on the public origin, share picture
 * and structured data. A page that is missing (404) is kept out of the index.
 */
export function buildHead(facts: PageFacts): Head {
  const { routeId, settings, origin, status, language } = facts;
  const i18n = i18nFor(language);
  const name = settings.name;
  const pathname = facts.path.split('?')[0]!;
  const canonical = `${origin}${pathname}`;
  const search = facts.path.slice(pathname.length);
  const alternates = Object.fromEntries(
    LANGUAGES.map((other) => [other, `${origin}${pathInLanguage(pathname, other)}${search}`]),
  ) as Record<Language, string>;
  const base = { canonical, alternates, language, noindex: false };
  const detail = routeId && DETAILS[routeId];
  if (status === 200 && detail && facts.item) {
    const page = detail(facts.item as never, facts, canonical);
    return {
      ...base,
      ...page,
      title: `${page.title} · ${name}`,
      description: page.description || siteDescription(name),
      jsonLd: page.jsonLd && { '@context': 'https://schema.org', ...page.jsonLd },
    };
  }
  const own = routeId ? PAGES[routeId] : undefined;
  if (status === 200 && own) {
    const about = i18n._(own.about);
    return {
      ...base,
      title: `${i18n._(own.title)} · ${name}`,
      description: i18n._(msg`${name}${about}。`),
      image: null,
      type: 'website',
      jsonLd: null,
    };
  }
  if (status === 200 && routeId === 'home') {
    return {
      ...base,
      title: name,
      description: siteDescription(name),
      image: null,
      type: 'website',
      jsonLd: { '@context': 'https://schema.org', ...museum(settings, origin) },
    };
  }
  return {
    ...base,
    title: status === 404 ? `${facts.missing ?? i18n._(msg`页面不存在`)} · ${name}` : name,
    description: siteDescription(name),
    image: null,
    type: 'website',
    jsonLd: null,
    noindex: true,
  };
}

/**
 * The tags of a head: the title, description and canonical link, Open Graph (read by most previews), the
 * schema.org microdata WeChat's share card reads, and the JSON-LD.
 */
export function headTags(head: Head, siteName: string): string {
  const meta = (attr: 'name' | 'property' | 'itemprop', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeHtml(head.alternates[language])}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.zh)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', head.language === 'en' ? 'en_US' : 'zh_CN'),
    meta('property', 'og:locale:alternate', head.language === 'en' ? 'zh_CN' : 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('itemprop', 'name', head.title),
    meta('itemprop', 'description', head.description),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('itemprop', 'image', head.image));
  }
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.jsonLd) {
    const json = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}
