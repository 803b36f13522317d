import { CUL_ID_PATTERN, IiifPaths, iiifImageInfoSchema, iiifManifestSchema } from '@museum/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { publicOrigin } from '../../platform/http/origin.ts';
import { etagOf } from '../../platform/images/variants.ts';
import type { CollectionService, StoredImage } from '../collection/index.ts';
import { buildManifest } from './iiif/manifest.ts';
import { IiifError, parseImageRequest } from './iiif/params.ts';
import {
  cacheKey,
  contentTypeOf,
  IMAGE_CONTEXT,
  IMAGE_PROFILE,
  infoDocument,
  isCanonical,
  renderImageRequest,
} from './iiif/service.ts';

const IMAGE_CACHE_TTL_SECONDS = 300;
const JSON_LD = (context: string) => `application/ld+json;profile="${context}"`;

type ImageParams = { id: string; region: string; size: string; rotation: string; quality: string };

/**
 * IIIF Image API 3.0 (level 2) for collection photographs at /iiif/3/{id}, and a Presentation 3 manifest per
 * collection item at /iiif/3/manifest/{culId}. Open to any origin, as IIIF viewers elsewhere expect.
 */
export async function imagesRoutes(fastify: FastifyInstance, collection: CollectionService, ctx: AppContext) {
  await fastify.register(async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    });
    // IIIF clients read HTTP statuses, not the site's business codes.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof IiifError)
        return reply.status(error.status).type('text/plain; charset=utf-8').send(error.message);
      request.log.error({ err: error, url: request.url }, 'IIIF request failed');
      return reply.status(500).type('text/plain; charset=utf-8').send('Image service error');
    });

    const resolve = async (id: string): Promise<StoredImage> => {
      const cacheId = `iiif:image:${id}`;
      const cached = await ctx.cache.get(cacheId);
      if (cached) return JSON.parse(cached) as StoredImage;
      const image = await collection.image(id);
      if (!image) throw new IiifError(404, `No image ${id}`);
      await ctx.cache.set(cacheId, JSON.stringify(image), IMAGE_CACHE_TTL_SECONDS);
      return image;
    };
    const serviceId = (request: Parameters<typeof publicOrigin>[1], id: string) =>
      `${publicOrigin(ctx.config, request)}${IiifPaths.image(id)}`;
    const wantsJsonLd = (accept: string | undefined) => (accept ?? '').includes('application/ld+json');

    app.get<{ Params: { culId: string } }>(
      IiifPaths.manifest(':culId'),
      { schema: { response: { 200: iiifManifestSchema } } },
      async (request, reply) => {
        const { culId } = request.params;
        const item = CUL_ID_PATTERN.test(culId) ? await collection.itemRow(culId) : null;
        if (!item) throw new IiifError(404, `No collection item ${culId}`);
        const manifest = buildManifest(item, publicOrigin(ctx.config, request), ctx.config.site.name);
        return reply
          .header('Cache-Control', 'public, max-age=600')
          .type(
            wantsJsonLd(request.headers.accept)
              ? JSON_LD('http://iiif.io/api/presentation/3/context.json')
              : 'application/json',
          )
          .send(manifest);
      },
    );

    app.get<{ Params: { id: string } }>(IiifPaths.image(':id'), async (request, reply) => {
      await resolve(request.params.id);
      return reply.redirect(`${serviceId(request, request.params.id)}/info.json`, 303);
    });

    app.get<{ Params: { id: string } }>(
      IiifPaths.info(':id'),
      { schema: { response: { 200: iiifImageInfoSchema } } },
      async (request, reply) => {
        const image = await resolve(request.params.id);
        return reply
          .header('Cache-Control', 'public, max-age=3600')
          .header('Link', `<http://iiif.io/api/image/3/${IMAGE_PROFILE}.json>;rel="profile"`)
          .type(wantsJsonLd(request.headers.accept) ? JSON_LD(IMAGE_CONTEXT) : 'application/json')
          .send(infoDocument(serviceId(request, request.params.id), image));
      },
    );

    app.get<{ Params: ImageParams }>(
      `${IiifPaths.base}/:id/:region/:size/:rotation/:quality`,
      async (request, reply) => {
        const image = await resolve(request.params.id);
        const imageRequest = parseImageRequest(image, request.params);
        const key = cacheKey(request.params.id, imageRequest);
        const canonical = isCanonical(imageRequest, image);
        let body = canonical ? await ctx.storage.read(key) : null;
        if (!body) {
          // Read first: drawing a missing generated original takes a place in the same queue.
          const source = await ctx.images.original(image.key);
          if (!source) throw new IiifError(404, `The image file of ${request.params.id} is missing`);
          body = await ctx.images.schedule(key, async () => {
            const rendered = await renderImageRequest(source, imageRequest);
            if (canonical) await ctx.storage.put(key, rendered, contentTypeOf(imageRequest));
            return rendered;
          });
        }
        const etag = etagOf(body);
        reply
          .header('Cache-Control', 'public, max-age=86400')
          .header('ETag', etag)
          .header('Link', `<http://iiif.io/api/image/3/${IMAGE_PROFILE}.json>;rel="profile"`);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(contentTypeOf(imageRequest)).send(body);
      },
    );
  });
}
