import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A file Vite names after its content (`/assets/index-Bx3k9QzA.js`): a new build gives it a new name. */
const HASHED_ASSET = /\/assets\/.+-[\w-]{8,}\.\w+$/;
/** The brotli and gzip copies the build writes beside each text asset. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Hashed assets are kept for a year unasked; any other file is checked with the server each time (ETag). */
function assetCachePolicy(file: string): string {
  return HASHED_ASSET.test(file.replace(PRECOMPRESSED, ''))
    ? 'public, max-age=31536000, immutable'
    : 'public, no-cache';
}

/**
 * The built site's files (not index.html, which the server renders): the brotli or gzip copy the build made when
 * the browser takes it (`Vary: Accept-Encoding`), so no asset is compressed on a request.
 */
export async function serveSiteAssets(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // index.html is rendered with the settings; the compressed copies are answered for their files, not by name.
    allowedPath: (pathname) => pathname !== '/index.html' && !PRECOMPRESSED.test(pathname),
    setHeaders(response, filePath) {
      response.header('Cache-Control', assetCachePolicy(filePath));
    },
  });
}
