import { DEFAULT_IMAGE_SIZE } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isInlineType, isSafeKey } from '../../platform/storage/storage.ts';
import { parseImageSize } from '../images/variants.ts';

/**
 * Stored files at /files/<key>: images may ask for a resized variant with `imgSize=W_H`.
 * `nosniff` and a sandboxing CSP keep an uploaded file from ever running as a page (PRODUCT.md "Uploads").
 */
export async function fileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { '*': string }; Querystring: { imgSize?: string } }>(
    '/files/*',
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) return reply.status(404).send({ code: 404, msg: '文件不存在' });
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      );
      reply.header('Cross-Origin-Resource-Policy', 'same-site');

      const asked = request.query.imgSize;
      if (asked !== undefined) {
        // An empty or unusable size gets the default thumbnail (spec section 9).
        const size = parseImageSize(asked) ? asked : DEFAULT_IMAGE_SIZE;
        // WebP when the browser takes it; the same URL serves JPEG to the others.
        const webp = /image\/webp/.test(request.headers.accept ?? '');
        const variant = await ctx.images.variant(key, size, webp ? 'webp' : 'jpeg');
        if (variant) {
          reply
            .header('Cache-Control', 'public, max-age=604800')
            .header('Vary', 'Accept')
            .header('ETag', variant.etag);
          if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
          return reply.type(variant.contentType).send(variant.body);
        }
      }

      await ctx.images.ensureOriginal(key);
      const stored = await ctx.storage.open(key);
      if (!stored) return reply.status(404).send({ code: 404, msg: '文件不存在' });
      if (!isInlineType(stored.contentType)) {
        const name = key.split('/').pop() ?? 'download';
        reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
      }
      const etag = `"${stored.size.toString(36)}-${(stored.lastModified?.getTime() ?? 0).toString(36)}"`;
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) {
        stored.stream.destroy();
        return reply.status(304).send();
      }
      return reply.header('Content-Length', stored.size).type(stored.contentType).send(stored.stream);
    },
  );
}
