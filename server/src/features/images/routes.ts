import {
  CUL_ID_PATTERN,
  IiifPaths,
  iiifImageInfoSchema,
  iiifManifestSchema,
  imageMessages,
  Messages,
} from '@museum/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failOpen } from '../../platform/cache/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { originFollowsRequest, publicOrigin } from '../../platform/http/origin.ts';
import { answer } from '../../platform/http/routes.ts';
import { imageFailureAnswer } from '../../platform/images/limits.ts';
import { etagOf } from '../../platform/images/variants.ts';
import type { CollectionService, StoredImage } from '../collection/index.ts';
import { buildManifest } from './iiif/manifest.ts';
import { IIIF_FORMATS, IiifError, parseImageRequest } from './iiif/params.ts';
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

/** The parser words its errors for developers, with the request's own text in them; visitors read these. */
const REQUEST_MESSAGES: Partial<Record<number, string>> = {
  400: imageMessages.requestInvalid,
  501: imageMessages.requestUnsupported,
};

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
    // IIIF clients read HTTP statuses; the body is the site's envelope, never the request's text echoed back.
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof IiifError) {
        const msg = REQUEST_MESSAGES[error.status] ?? error.message;
        return reply.status(error.status).send({ code: error.status, msg });
      }
      // A full render queue (503, Retry-After) or a photograph too large to decode.
      const imageFailure = imageFailureAnswer(error);
      if (imageFailure)
        return reply.status(imageFailure.status).headers(imageFailure.headers).send(imageFailure.body);
      request.log.error({ err: error, url: request.url }, 'IIIF request failed');
      return reply.status(500).send({ code: 500, msg: Messages.serverError });
    });
    // Built from the request's Host when PUBLIC_URL is unset: then no shared cache (CDN, proxy) may keep it.
    const cacheFor = (seconds: number) =>
      originFollowsRequest(ctx.config) ? `private, max-age=${seconds}` : `public, max-age=${seconds}`;

    // Only saves a lookup: without the cache, images are still found in the database.
    const imageFacts = failOpen(ctx.cache);
    const resolve = async (id: string): Promise<StoredImage> => {
      const cacheId = `iiif:image:${id}`;
      const cached = await imageFacts.get(cacheId);
      if (cached) return JSON.parse(cached) as StoredImage;
      const image = await collection.image(id);
      if (!image) throw new IiifError(404, imageMessages.imageNotFound);
      await imageFacts.set(cacheId, JSON.stringify(image), IMAGE_CACHE_TTL_SECONDS);
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
        if (!item) throw new IiifError(404, imageMessages.workNotFound);
        const manifest = buildManifest(item, publicOrigin(ctx.config, request), ctx.config.site.name);
        return reply
          .header('Cache-Control', cacheFor(600))
          .type(
            wantsJsonLd(request.headers.accept)
              ? JSON_LD('http://iiif.io/api/presentation/3/context.json')
              : 'application/json',
          )
          .send(manifest);
      },
    );

    app.get<{ Params: { id: string } }>(
      IiifPaths.image(':id'),
      { schema: { response: answer.redirect("The image's info.json") } },
      async (request, reply) => {
        await resolve(request.params.id);
        return reply.redirect(`${serviceId(request, request.params.id)}/info.json`, 303);
      },
    );

    app.get<{ Params: { id: string } }>(
      IiifPaths.info(':id'),
      { schema: { response: { 200: iiifImageInfoSchema } } },
      async (request, reply) => {
        const image = await resolve(request.params.id);
        return reply
          .header('Cache-Control', cacheFor(3600))
          .header('Link', `<http://iiif.io/api/image/3/${IMAGE_PROFILE}.json>;rel="profile"`)
          .type(wantsJsonLd(request.headers.accept) ? JSON_LD(IMAGE_CONTEXT) : 'application/json')
          .send(infoDocument(serviceId(request, request.params.id), image));
      },
    );

    app.get<{ Params: ImageParams }>(
      `${IiifPaths.base}/:id/:region/:size/:rotation/:quality`,
      {
        schema: {
          response: answer.raw(
            'The region of the image, at the size, rotation and quality asked for',
            Object.values(IIIF_FORMATS),
          ),
        },
      },
      async (request, reply) => {
        const image = await resolve(request.params.id);
        const imageRequest = parseImageRequest(image, request.params);
        const key = cacheKey(request.params.id, imageRequest);
        const canonical = isCanonical(imageRequest, image);
        let body = canonical ? await ctx.storage.read(key) : null;
        if (!body) {
          // Read first: drawing a missing generated original takes a place in the same queue.
          const source = await ctx.images.original(image.key);
          if (!source) throw new IiifError(404, imageMessages.fileUnreadable);
          // Its lane: the pixels decoded or drawn, whichever is more (a full-resolution tile is small work).
          const { region } = imageRequest;
          const pixels = Math.max(region.width * region.height, imageRequest.width * imageRequest.height);
          body = await ctx.images.schedule(
            key,
            async () => {
              const rendered = await renderImageRequest(source, imageRequest);
              if (canonical) await ctx.storage.put(key, rendered, contentTypeOf(imageRequest));
              return rendered;
            },
            pixels,
          );
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
