import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE, Messages } from '@museum/shared';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to services, never to the single-page site's history fallback. */
const SERVICE_PREFIXES = [API_BASE, '/icmsApi', '/iiif', '/files'];

const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built site: hashed assets cached for a year, index.html revalidated every time,
 * and any other page path answered with index.html so deep links work.
 */
export async function serveSite(app: FastifyInstance, distDir: string | undefined) {
  const hasSite = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (hasSite && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: false,
      setHeaders(response, filePath) {
        const policy = HASHED_ASSET.test(filePath)
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('index.html')
            ? 'no-cache'
            : 'public, max-age=3600';
        response.setHeader('Cache-Control', policy);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isService = SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (isService || !isPage || !hasSite || path.extname(pathname)) {
      return reply.status(404).send({ code: 404, msg: Messages.http404 });
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
