import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SiteSettings } from '@museum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SharedAnswers } from './shared-answers.ts';

/** What the web's server entry (web/src/entry-server.tsx) answers for a page. */
export interface RenderedPage {
  status: number;
  /** Title, description, canonical, share tags, JSON-LD and the component styles. */
  head: string;
  /** The app's markup, for the root element. */
  app: string;
  /** The data the page was drawn from, as JSON script tags following the root element. */
  state: string;
}

export type RenderPage = (options: {
  url: string;
  fetch: typeof fetch;
  settings: SiteSettings;
}) => Promise<RenderedPage>;

/** Where `npm run build -w web` puts the page renderer, inside the built site (a dot folder, never served). */
export const rendererFile = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.js');

/** The built page renderer, or undefined when the site was built without it (the plain shell is served then). */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | undefined> {
  const file = rendererFile(distDir);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { render?: RenderPage };
  return module.render;
}

/** Headers of the page's request that its calls keep, so they build the same links (public origin, proxies). */
const KEPT_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'];

/**
 * The fetch the renderer's calls go through: the site's own paths are answered by the app in-process (the same
 * routes, answers and shared-answer cache a browser gets, as an anonymous visitor), anything absolute by the
 * network.
 */
export function inProcessFetch(app: FastifyInstance, page: FastifyRequest): typeof fetch {
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = page.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/^https?:\/\//i.test(url)) return fetch(input, init);
    const method = (init?.method ?? 'GET') as 'GET';
    const answer = await app.inject({ method, url, headers });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/** A CSS module's class as Vite names it in a build: `_local_hash_line`. */
const MODULE_CLASS = /\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g;

/**
 * Which built stylesheet defines each CSS-module class (`/assets/x.css` by class name). A rendered page links the
 * sheets of the classes it uses, so the screen's own styles (loaded with its chunk in the browser) are there at
 * first paint rather than arriving with the script.
 */
export function stylesheetIndex(distDir: string): Map<string, string> {
  const index = new Map<string, string>();
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return index;
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
    for (const [, name] of readFileSync(path.join(assets, file), 'utf8').matchAll(MODULE_CLASS)) {
      if (!index.has(name!)) index.set(name!, `/assets/${file}`);
    }
  }
  return index;
}

/** Links to the stylesheets the page's classes need that the shell does not link already. */
export function stylesheetLinks(shell: string, app: string, index: ReadonlyMap<string, string>): string {
  const sheets = new Set<string>();
  for (const [, classes] of app.matchAll(/class="([^"]*)"/g)) {
    for (const name of classes!.split(/\s+/)) {
      const sheet = index.get(name);
      if (sheet && !shell.includes(`href="${sheet}"`)) sheets.add(sheet);
    }
  }
  return [...sheets].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
}

/**
 * index.html with a rendered page in it: its head tags replace the shell's title and description, and the
 * stylesheets of its screen (by the classes it uses, see `stylesheetIndex`) come with it.
 */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  stylesheets: ReadonlyMap<string, string> = new Map(),
): string {
  const links = stylesheetLinks(shell, page.app, stylesheets);
  // Replacements by function: a page's text may hold `$&` and the like, which a replacement string would expand.
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', () => `${links}${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.app}</div>${page.state}`);
}

/** Paths answered with the plain shell and kept out of search engines: the console, the personal centre, search. */
const UNLISTED = /^\/(admin|userCenter|search)(\/|$)/;

export interface PageRendering {
  /** Kept per address for the shared answers' ttl, forgotten with them when content changes. */
  answers: SharedAnswers;
  /** The built site's stylesheets by the CSS-module classes they define (`stylesheetIndex`). */
  stylesheets?: ReadonlyMap<string, string>;
}

/**
 * A page as the visitor receives it: public pages rendered (and their status: 404 for a path or an item that is
 * not there), the console, personal centre and search as the shell the browser draws, marked noindex. A page
 * that fails to render is sent as the shell, which the browser draws as before.
 */
export function createPageAnswer(
  app: FastifyInstance,
  render: RenderPage | undefined,
  { answers, stylesheets }: PageRendering,
) {
  return async (
    request: FastifyRequest,
    shell: string,
    settings: SiteSettings,
    origin: string,
  ): Promise<{ status: number; html: string }> => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (UNLISTED.test(pathname)) {
      return { status: 200, html: shell.replace('</head>', () => `${NOINDEX}</head>`) };
    }
    if (!render) return { status: 200, html: shell };
    try {
      const page = await answers.remember(
        request,
        `page:${request.url}`,
        () => render({ url: `${origin}${request.url}`, fetch: inProcessFetch(app, request), settings }),
        (rendered) => rendered.status === 200 || rendered.status === 404,
      );
      return { status: page.status, html: pageDocument(shell, page, stylesheets) };
    } catch (error) {
      request.log.error({ err: error, url: pathname }, 'page rendering failed; the shell is sent');
      return { status: 200, html: shell };
    }
  };
}

const NOINDEX = '<meta name="robots" content="noindex" />';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Sends a page's HTML compressed when the browser accepts it (pages are answered by the not-found handler, which
 * the compression plugin's per-route hook does not reach, and a rendered page is mostly its inline styles).
 */
export async function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
