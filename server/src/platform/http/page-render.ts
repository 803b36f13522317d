import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  careModeIn,
  isConsolePath,
  LANGUAGE_TAGS,
  type Language,
  languageOfPath,
  pathWithoutLanguage,
  type SiteSettings,
} from '@museum/shared';
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
  care: boolean;
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
  // The page's calls are answered in the page's language (/en/...), whatever the browser prefers.
  headers['accept-language'] = LANGUAGE_TAGS[languageOfPath(page.url.split('?')[0] ?? '/')];
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

/** The built site's stylesheets: each CSS-module class's sheet (`/assets/x.css`), each sheet's text and place. */
export interface SiteStylesheets {
  byClass: ReadonlyMap<string, string>;
  text: ReadonlyMap<string, string>;
  /** A sheet's place in the order the browser's app applies them (`cssOrder`); unknown sheets go last. */
  order: ReadonlyMap<string, number>;
}

interface ManifestChunk {
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The order in which the app, built by Vite, applies its stylesheets: a chunk's sheets after those of the chunks
 * it imports (its components' own rules come after the shared components' they restyle), the entry's first. Read
 * from the build's chunk graph (`.vite/manifest.json`): a rendered page must apply its sheets in the same order, or
 * a class that restyles a shared component (a list row's thumbnail width) loses to the component's own rule.
 */
export function cssOrder(manifest: Record<string, ManifestChunk>): Map<string, number> {
  const order = new Map<string, number>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!order.has(`/${file}`)) order.set(`/${file}`, order.size);
    for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
  };
  const keys = Object.keys(manifest);
  for (const key of [...keys.filter((k) => manifest[k]!.isEntry), ...keys]) visit(key);
  return order;
}

/**
 * Reads the built stylesheets once. A rendered page carries the sheets its classes need (and the shell's own)
 * inline, so its first paint waits for no stylesheet request: they are a few kB in all, where each request would
 * cost a round trip on a phone's network before anything shows.
 */
export function stylesheetIndex(distDir: string): SiteStylesheets {
  const byClass = new Map<string, string>();
  const text = new Map<string, string>();
  const assets = path.join(distDir, 'assets');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const order = existsSync(manifestFile)
    ? cssOrder(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : new Map<string, number>();
  if (!existsSync(assets)) return { byClass, text, order };
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.css'))) {
    const href = `/assets/${file}`;
    const css = readFileSync(path.join(assets, file), 'utf8');
    text.set(href, css);
    for (const [, name] of css.matchAll(MODULE_CLASS)) {
      if (!byClass.has(name!)) byClass.set(name!, href);
    }
  }
  return { byClass, text, order };
}

const NO_STYLESHEETS: SiteStylesheets = { byClass: new Map(), text: new Map(), order: new Map() };

/** A sheet inline (`data-href` names it), or linked when its text is not known. */
const stylesheetTag = (href: string, sheets: SiteStylesheets) => {
  const css = sheets.text.get(href);
  return css === undefined
    ? `<link rel="stylesheet" crossorigin href="${href}">`
    : `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
};

/** The sheets the page's classes need that the shell does not carry already, in the app's order. */
export function stylesheetTags(shell: string, app: string, sheets: SiteStylesheets): string {
  const needed = new Set<string>();
  for (const [, classes] of app.matchAll(/class="([^"]*)"/g)) {
    for (const name of classes!.split(/\s+/)) {
      const sheet = sheets.byClass.get(name);
      if (sheet && !shell.includes(`href="${sheet}"`)) needed.add(sheet);
    }
  }
  const place = (href: string) => sheets.order.get(href) ?? Number.MAX_SAFE_INTEGER;
  return [...needed]
    .sort((a, b) => place(a) - place(b))
    .map((href) => stylesheetTag(href, sheets))
    .join('');
}

/** Preloads React put before the markup (the first picture's, `fetchPriority="high"`): they go to the head's top. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * Where the first picture's preload goes: after the viewport's size is declared, not before. The browser picks
 * a preload's candidate from its `imageSrcSet` as soon as it reads the tag; before the viewport meta it takes the
 * page for 980 px wide and fetches a picture for the desktop, then the one the phone needs.
 */
const HEAD_TOP = /<meta charset="UTF-8" \/>(\s*<meta name="viewport"[^>]*>)?/;

const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The shell's scripts, loaded once the page has been painted: index.html's module script and its preloads give
 * way to web/public/boot.js, which adds them after the first frame. A rendered page shows without them, and a
 * phone's bandwidth goes to its HTML and first picture first.
 */
export function scriptsAfterPaint(shell: string): string {
  const entry = MODULE_SCRIPT.exec(shell)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  return shell
    .replace(MODULE_PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () =>
        `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`,
    );
}

/**
 * index.html with a rendered page in it: its head tags replace the shell's title and description; the first
 * picture's preload opens the head (after the viewport, `HEAD_TOP`), so the picture a visitor sees first is fetched first; the stylesheets of its
 * screen (by the classes it uses, see `stylesheetIndex`) and the shell's own come inline; the scripts load once
 * it has been painted (`scriptsAfterPaint`).
 */
export function pageDocument(shell: string, page: RenderedPage, sheets = NO_STYLESHEETS): string {
  const preloads = LEADING_PRELOADS.exec(page.app)?.[0] ?? '';
  const app = page.app.slice(preloads.length);
  const tags = stylesheetTags(shell, app, sheets);
  // Replacements by function: a page's text may hold `$&` and the like, which a replacement string would expand.
  return scriptsAfterPaint(shell)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href: string) =>
      stylesheetTag(href, sheets),
    )
    .replace(HEAD_TOP, (top) => `${top}${preloads}`)
    .replace('</head>', () => `${tags}${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${app}</div>${page.state}`);
}

/** Paths answered with the plain shell and kept out of search engines: the console, the personal centre, search. */
const UNLISTED = /^\/(admin|userCenter|search)(\/|$)/;

/**
 * Care mode (关怀模式), which the visitor's cookie asks for on every page but the console's: the document is marked
 * for its styles (global.css, the care rules beside each size), so even the plain shell paints in it at once.
 */
const careModeOf = (request: FastifyRequest, pathname: string) =>
  !isConsolePath(pathname) && careModeIn(request.headers.cookie);
/** The page's language (its address, /en/...) on the document, for every page: drawn or the plain shell. */
const markPage = (html: string, care: boolean, language: Language) => {
  const marked = html.replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_TAGS[language]}"`);
  return care ? marked.replace(/<html\b/, '<html data-care="true"') : marked;
};

export interface PageRendering {
  /** Kept per address for the shared answers' ttl, forgotten with them when content changes. */
  answers: SharedAnswers;
  /** The built site's stylesheets by the CSS-module classes they define, and their text (`stylesheetIndex`). */
  stylesheets?: SiteStylesheets;
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
    const care = careModeOf(request, pathname);
    const language = languageOfPath(pathname);
    const markCare = (html: string, care: boolean) => markPage(html, care, language);
    if (UNLISTED.test(pathWithoutLanguage(pathname))) {
      return {
        status: 200,
        html: markCare(
          shell.replace('</head>', () => `${NOINDEX}</head>`),
          care,
        ),
      };
    }
    if (!render) return { status: 200, html: markCare(shell, care) };
    try {
      const page = await answers.remember(
        request,
        // Each mode is its own page: care mode draws another theme and another home.
        `page:${care ? 'care:' : ''}${request.url}`,
        () => render({ url: `${origin}${request.url}`, fetch: inProcessFetch(app, request), settings, care }),
        (rendered) => rendered.status === 200 || rendered.status === 404,
      );
      return { status: page.status, html: markCare(pageDocument(shell, page, stylesheets), care) };
    } catch (error) {
      request.log.error({ err: error, url: pathname }, 'page rendering failed; the shell is sent');
      return { status: 200, html: markCare(shell, care) };
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
    // The care-mode cookie draws another page.
    .header('Vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('Content-Encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}
