import { API_BASE, ICMS_BASE, Messages } from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Seconds a visitor is told to wait when the embedded database's line is full. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Calls of the API and of the built-in collection service read the database; the site's files do not. */
const needsDatabase = (request: FastifyRequest) =>
  request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(ICMS_BASE);

/**
 * The embedded database (PGlite) runs one query at a time, in this process: requests that need it take turns,
 * and under a burst each waits for all those before it. At most `limit` such requests are in the line at once
 * (answered or waiting); one more is answered at once with 503, Retry-After and a message, instead of timing out
 * at the back of a line that grows faster than it moves.
 */
export function installDatabaseLine(app: FastifyInstance, limit: number) {
  let inLine = 0;
  const leave = (request: FastifyRequest) => {
    if (lined.delete(request)) inLine -= 1;
  };
  const lined = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (!needsDatabase(request)) return;
    if (inLine >= limit) {
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: 503, msg: Messages.databaseBusy }));
    }
    inLine += 1;
    lined.add(request);
  });
  app.addHook('onResponse', async (request) => leave(request));
  app.addHook('onRequestAbort', async (request) => leave(request));
}
