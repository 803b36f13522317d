import { attachmentMessages, fileNameOfKey } from '@museum/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/http/errors.ts';
import { answer } from '../../platform/http/routes.ts';
import { STORED_CONTENT_TYPES } from '../../platform/storage/storage.ts';

/** The answer of a route sending an attached file (`sendAttachment`), for the API document. */
export const attachmentAnswer = answer.raw('The attached file, as a download', STORED_CONTENT_TYPES);

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
export async function sendAttachment(
  { storage }: Pick<AppContext, 'storage'>,
  reply: FastifyReply,
  key: string,
) {
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
