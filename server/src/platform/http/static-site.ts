import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  ENGLISH_PREFIX,
  escapeHtml,
  FILES_BASE,
  Messages,
  type SiteSettings,
  siteDescription,
} from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPageAnswer,
  loadPageRenderer,
  type PageRendering,
  sendHtml,
  stylesheetIndex,
} from './page-render.ts';
import { serveSiteAssets } from './site-assets.ts';

/** Paths that belong to services, never to the single-page site's history fallback. */
const SERVICE_PREFIXES = [API_BASE, '/icmsApi', '/iiif', FILES_BASE];

/** The site's settings as the page needs them before its first request: the museum's name above all. */
export type PageSettings = (request: FastifyRequest) => SiteSettings;

/**
 * index.html as a visitor receives it: the museum's name in the title and the description, and the site settings
 * in a JSON script tag the app reads at start (so no page waits for them, nor shows another name first).
 */
export function renderIndex(template: string, settings: { name: string }): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const description = `<meta name="description" content="${escapeHtml(siteDescription(settings.name))}" />`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.name)}</title>`)
    .replace(
      '</head>',
      `${description}<script id="site-settings" type="application/json">${json}</script></head>`,
    );
}

/**
 * Serves the built site: its assets (site-assets.ts), index.html revalidated every time, and any other page path
 * answered with index.html so deep links work: rendered on the server when the site was built with its page
 * renderer and `pages` is given (page-render.ts), with the page's status.
 */
export async function serveSite(
  app: FastifyInstance,
  distDir: string | undefined,
  settingsFor: PageSettings,
  pages?: PageRendering & { origin: (request: FastifyRequest) => string },
) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (template && distDir) {
    await serveSiteAssets(app, distDir);
  }

  const renderer = template && distDir && pages ? await loadPageRenderer(distDir) : undefined;
  const answerPage =
    pages &&
    createPageAnswer(app, renderer, {
      ...pages,
      stylesheets: renderer && distDir ? stylesheetIndex(distDir) : undefined,
    });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isService = SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isIndex = pathname === '/index.html';
    if (isService || !isPage || !template || (path.extname(pathname) && !isIndex)) {
      return reply.status(404).send({ code: 404, msg: Messages.http404 });
    }
    const settings = settingsFor(request);
    const shell = renderIndex(template, settings);
    if (!answerPage || isIndex) return sendHtml(request, reply, 200, shell);
    // The site's first address is its home page, in either language.
    if (pathname === '/') return reply.redirect('/home');
    if (pathname === ENGLISH_PREFIX || pathname === `${ENGLISH_PREFIX}/`)
      return reply.redirect(`${ENGLISH_PREFIX}/home`);
    const page = await answerPage(request, shell, settings, pages.origin(request));
    return sendHtml(request, reply, page.status, page.html);
  });
}
