import multipart from '@fastify/multipart';
import { ServicePaths, type UploadPolicy, uploadMessages, uploadPolicyQuerySchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { fail } from '../../platform/http/errors.ts';
import { afterAccountDeleted, onAccountDeleted } from '../accounts/deletion.ts';
import { requireProfile } from '../accounts/guards.ts';
import { createUploadService, deleteAccountUploadFiles, deleteAccountUploadRows } from './uploads.ts';

onAccountDeleted(deleteAccountUploadRows);
afterAccountDeleted(deleteAccountUploadFiles);

/** Upload policies (GET /common/oss/sts) and, for the embedded default, the upload route they point at. */
export async function filesRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createUploadService(ctx);

  app.get(
    ServicePaths.uploadPolicy,
    { preValidation: requireProfile, schema: { querystring: uploadPolicyQuerySchema } },
    async (request) =>
      ok<UploadPolicy>(await service.policy(request.user.id, request.query.kind, request.query.ext)),
  );

  if (ctx.storage.kind !== 'local') return;
  const largest = Math.max(ctx.config.uploads.documentMaxBytes, ctx.config.uploads.mediaMaxBytes);
  // Multipart parsing is scoped to the upload route; every other call stays JSON-only.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fields: 10, fieldSize: 4096, files: 1, parts: 12, fileSize: largest + 1 },
    });
    // Like a bucket, the route trusts the signed policy in the form, not a session.
    scope.post(ServicePaths.localUpload, async (request) => {
      if (!request.isMultipart()) throw fail(uploadMessages.fileMissing);
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        try {
          return ok(await service.receiveLocal(fields, part), uploadMessages.uploaded);
        } finally {
          part.file.resume();
        }
      }
      throw fail(uploadMessages.fileMissing);
    });
  });
}
