import {
  ENGLISH_PREFIX,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  LIST_PATHS,
  pathInLanguage,
} from '@museum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { publishedContentPages } from '../catalog/index.ts';
import { publishedWorkPages, remoteIcmsOf } from '../collection/index.ts';

/** A sitemap holds at most this many addresses (sitemaps.org); more are split into parts under an index. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  /** The page in each language it is in (`hreflang`), when it is in both. */
  alternates?: Record<Language, string>;
}

/** Paths the robots are asked to keep out of: the console, the personal centre, search results and the API. */
const DISALLOWED = [
  '/admin',
  '/userCenter',
  '/search',
  '/prod-api',
  `${ENGLISH_PREFIX}/userCenter`,
  `${ENGLISH_PREFIX}/search`,
];

/** The site's own pages, beside home and the lists: the accessibility statement. */
const SITE_PAGES = ['/accessibility'];

/**
 * Every public page: home, the list pages, the site's own pages, and each published item of each module (an
 * unpublished, withdrawn or scheduled one is absent), with when it last changed. The works of a museum's own ICMS
 * are not this server's to list.
 */
export async function sitemapEntries(ctx: AppContext): Promise<SitemapEntry[]> {
  const { db } = ctx;
  const pages: (SitemapEntry & { english: boolean })[] = [
    { path: '/home', english: true },
    ...Object.values(LIST_PATHS).map((path) => ({ path, english: true })),
    ...SITE_PAGES.map((path) => ({ path, english: true })),
  ];
  pages.push(...(await publishedContentPages(db)));
  if (!remoteIcmsOf(ctx)) pages.push(...(await publishedWorkPages(db)));
  return inBothLanguages(pages);
}

/**
 * Each page in Chinese, and in English where it has its English (an untranslated item's English page only repeats
 * its Chinese), each naming the other.
 */
export function inBothLanguages(pages: readonly (SitemapEntry & { english: boolean })[]): SitemapEntry[] {
  const chinese: SitemapEntry[] = [];
  const english: SitemapEntry[] = [];
  for (const { path, lastmod, english: translated } of pages) {
    if (!translated) {
      chinese.push({ path, lastmod });
      continue;
    }
    const alternates = { zh: path, en: pathInLanguage(path, 'en') };
    chinese.push({ path, lastmod, alternates });
    english.push({ path: alternates.en, lastmod, alternates });
  }
  return [...chinese, ...english];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Where a sitemap names a page's other languages (`<xhtml:link hreflang>`). */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A `<urlset>` of the entries, absolute on `origin`. */
function urlset(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod, alternates }) => {
    const links = alternates
      ? LANGUAGES.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeXml(origin + alternates[language])}"/>`,
        ).join('')
      : '';
    return `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${links}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index naming `parts` parts, /sitemap-1.xml onwards. */
function sitemapIndex(origin: string, parts: number): string {
  const maps = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The sitemap's text: `part` null is /sitemap.xml (all addresses, or the index of the parts past `limit`), a
 * number one of the parts; null for a part that does not exist.
 */
export function sitemapXml(
  origin: string,
  entries: readonly SitemapEntry[],
  part: number | null,
  limit = SITEMAP_LIMIT,
): string | null {
  const parts = Math.ceil(entries.length / limit);
  if (part === null) return parts > 1 ? sitemapIndex(origin, parts) : urlset(origin, entries);
  if (parts < 2 || part < 1 || part > parts) return null;
  return urlset(origin, entries.slice((part - 1) * limit, part * limit));
}

export function robotsTxt(origin: string): string {
  const rules = DISALLOWED.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${rules}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * /sitemap.xml (an index of /sitemap-N.xml parts past SITEMAP_LIMIT addresses) and /robots.txt. The sitemap is
 * kept with the shared answers, so publishing, changing or withdrawing anything renews it.
 */
export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext) {
  const xml = async (request: FastifyRequest, part: number | null) =>
    ctx.answers.remember(
      request,
      `sitemap:${part ?? 'all'}`,
      async () => sitemapXml(publicOrigin(ctx.config, request), await sitemapEntries(ctx), part),
      (text) => text !== null,
    );

  const send = (reply: FastifyReply, text: string | null) =>
    text === null
      ? reply.status(404).type('text/plain; charset=utf-8').send('Not Found')
      : reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(text);

  // Files for robots, not API calls: kept out of the API reference.
  const notApi = { schema: { hide: true } };
  app.get('/sitemap.xml', notApi, async (request, reply) => send(reply, await xml(request, null)));
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', notApi, async (request, reply) =>
    send(reply, await xml(request, /^\d+$/.test(request.params.part) ? Number(request.params.part) : 0)),
  );
  app.get('/robots.txt', notApi, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(robotsTxt(publicOrigin(ctx.config, request))),
  );
}
