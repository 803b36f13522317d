import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, FILES_BASE, Messages } from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveSiteAssets } from './site-assets.ts';

/** Paths that belong to services, never to the single-page site's history fallback. */
const SERVICE_PREFIXES = [API_BASE, '/icmsApi', '/iiif', FILES_BASE];

/** The site's settings as the page needs them before its first request: the museum's name above all. */
export type PageSettings = (request: FastifyRequest) => { name: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * index.html as a visitor receives it: the museum's name in the title, and the site settings in a JSON script
 * tag the app reads at start (so no page waits for them, nor shows another name first).
 */
export function renderIndex(template: string, settings: { name: string }): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(settings.name)}</title>`)
    .replace('</head>', `<script id="site-settings" type="application/json">${json}</script></head>`);
}

/**
 * Serves the built site: its assets (site-assets.ts), index.html revalidated every time, and any other page path
 * answered with index.html so deep links work.
 */
export async function serveSite(
  app: FastifyInstance,
  distDir: string | undefined,
  settingsFor: PageSettings,
) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (template && distDir) {
    await serveSiteAssets(app, distDir);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isService = SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const isIndex = pathname === '/index.html';
    if (isService || !isPage || !template || (path.extname(pathname) && !isIndex)) {
      return reply.status(404).send({ code: 404, msg: Messages.http404 });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(renderIndex(template, settingsFor(request)));
  });
}
