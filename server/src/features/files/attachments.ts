import {
  API_BASE,
  type AttachedFile,
  attachmentMessages,
  attachmentParamsSchema,
  fileNameOfKey,
} from '@museum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/http/errors.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { STORED_CONTENT_TYPES } from '../../platform/storage/storage.ts';

/** The answer of a route sending an attached file, for the API document. */
const attachmentAnswer = answer.raw('The attached file, as a download', STORED_CONTENT_TYPES);

/** The storage key of a record's attached file number `index`, or a Chinese failure. */
export function attachmentKey(keys: readonly string[], index: number): string {
  const key = keys[index];
  if (!key) throw fail(attachmentMessages.notFound);
  return key;
}

/**
 * Sends an attached document (an application's plan, a donation report's photos) to the one allowed to open it:
 * its owner or staff, checked by the route. Always a download, never cached by shared caches, never run as a page.
 */
async function sendAttachment({ storage }: Pick<AppContext, 'storage'>, reply: FastifyReply, key: string) {
  const stored = await storage.open(key);
  if (!stored) throw fail(attachmentMessages.notFound);
  return reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileNameOfKey(key))}`)
    .header('Content-Length', stored.size)
    .type(stored.contentType)
    .send(stored.stream);
}

/**
 * GET `path` (with `:id` and `:index`): a record's attached file number `index`, to whom `guard` lets through;
 * `keyOf` finds its storage key, or fails where the record is not theirs to open.
 */
export function attachmentRoute(
  fastify: FastifyInstance,
  ctx: Pick<AppContext, 'storage'>,
  path: string,
  guard: onRequestAsyncHookHandler,
  keyOf: (request: FastifyRequest, id: number, index: number) => Promise<string>,
) {
  typed(fastify).get(
    path,
    { onRequest: guard, schema: { params: attachmentParamsSchema, response: attachmentAnswer } },
    async (request, reply) =>
      sendAttachment(ctx, reply, await keyOf(request, request.params.id, request.params.index)),
  );
}

/** A record's attached files as staff open them: each through the staff-only file route at `pathOf(index)`. */
export const staffAttachmentLinks = (
  keys: readonly string[],
  pathOf: (index: number) => string,
): AttachedFile[] =>
  keys.map((key, index) => ({ url: `${API_BASE}${pathOf(index)}`, name: fileNameOfKey(key) }));
