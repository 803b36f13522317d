import multipart from '@fastify/multipart';
import {
  DEFAULT_IMAGE_SIZE,
  FILES_BASE,
  FilePaths,
  uploadedFileSchema,
  uploadMessages,
  uploadPolicyQuerySchema,
  uploadPolicySchema,
} from '@museum/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { requireProfile } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { imageFailureAnswer } from '../../platform/images/limits.ts';
import { parseImageSize } from '../../platform/images/variants.ts';
import { isInlineType, isSafeKey, STORED_CONTENT_TYPES } from '../../platform/storage/storage.ts';
import type { FilesService } from './service.ts';

/** Upload policies (GET /common/oss/sts) and, for the embedded default, the upload route they point at. */
export async function uploadRoutes(fastify: FastifyInstance, files: FilesService, ctx: AppContext) {
  const app = typed(fastify);

  app.get(
    FilePaths.uploadPolicy,
    {
      onRequest: requireProfile,
      schema: { querystring: uploadPolicyQuerySchema, response: answer.data(uploadPolicySchema) },
    },
    async (request) => ok(await files.policy(request.user.id, request.query.kind, request.query.ext)),
  );

  if (ctx.storage.kind !== 'local') return;
  const { uploads } = ctx.config;
  const largest = Math.max(
    uploads.documentMaxBytes,
    uploads.mediaMaxBytes,
    uploads.staffImageMaxBytes,
    uploads.staffDocumentMaxBytes,
  );
  // Multipart parsing is scoped to the upload route; every other call stays JSON-only.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fields: 10, fieldSize: 4096, files: 1, parts: 12, fileSize: largest + 1 },
    });
    // Like a bucket, the route trusts the signed policy in the form, not a session.
    typed(scope).post(
      FilePaths.localUpload,
      { schema: { response: answer.data(uploadedFileSchema) } },
      async (request) => {
        if (!request.isMultipart()) throw fail(uploadMessages.fileMissing);
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          try {
            return ok(await files.receiveLocal(fields, part), uploadMessages.uploaded);
          } finally {
            part.file.resume();
          }
        }
        throw fail(uploadMessages.fileMissing);
      },
    );
  });
}

/** A full image queue (503, Retry-After) or a picture too large to decode, answered in words; else rethrown. */
function answerImageFailure(reply: FastifyReply, error: unknown) {
  const failure = imageFailureAnswer(error);
  if (!failure) throw error;
  return reply.status(failure.status).headers(failure.headers).send(failure.body);
}

/**
 * Stored files at /files/<key>: images may ask for a resized variant with `imgSize=W_H`. `nosniff` and a
 * sandboxing CSP keep an uploaded file from ever running as a page (docs/PRODUCT.md "Uploads").
 */
export async function storedFileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { '*': string }; Querystring: { imgSize?: string } }>(
    `${FILES_BASE}/*`,
    {
      schema: {
        response: answer.raw(
          'The stored file, or with `imgSize` a resized copy of the image',
          STORED_CONTENT_TYPES,
        ),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeKey(key)) return reply.status(404).send({ code: 404, msg: uploadMessages.storedNotFound });
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
      );
      reply.header('Cross-Origin-Resource-Policy', 'same-site');

      const asked = request.query.imgSize;
      if (asked !== undefined) {
        // An empty or unusable size gets the default thumbnail (docs/spec §9).
        const size = parseImageSize(asked) ? asked : DEFAULT_IMAGE_SIZE;
        // WebP when the browser takes it; the same URL serves JPEG to the others.
        const webp = /image\/webp/.test(request.headers.accept ?? '');
        let variant: Awaited<ReturnType<typeof ctx.images.variant>>;
        try {
          variant = await ctx.images.variant(key, size, webp ? 'webp' : 'jpeg');
        } catch (error) {
          return answerImageFailure(reply, error);
        }
        if (variant) {
          reply
            .header('Cache-Control', 'public, max-age=604800')
            .header('Vary', 'Accept')
            .header('ETag', variant.etag);
          if (request.headers['if-none-match'] === variant.etag) return reply.status(304).send();
          return reply.type(variant.contentType).send(variant.body);
        }
      }

      try {
        await ctx.images.ensureOriginal(key);
      } catch (error) {
        return answerImageFailure(reply, error);
      }
      const stored = await ctx.storage.open(key);
      if (!stored) return reply.status(404).send({ code: 404, msg: uploadMessages.storedNotFound });
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
