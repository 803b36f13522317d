import { API_BASE, ICMS_BASE, Messages } from '@museum/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DatabaseLine, Turn } from '../db/line.ts';
import { inRequestLanguage } from './language.ts';

/** Seconds a visitor is told to wait when the embedded database's line is full. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

/** Calls of the API and of the built-in collection service read the database; the site's files do not. */
const needsDatabase = (request: FastifyRequest) =>
  request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(ICMS_BASE);

/** The answer to a request refused by the full line (DatabaseBusyError), in every error handler; in its language. */
export function sendDatabaseBusy(reply: FastifyReply) {
  return reply
    .status(503)
    .header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: 503, msg: inRequestLanguage(reply.request, Messages.databaseBusy) }));
}

/**
 * Puts each API request in the embedded database's line (`db/line.ts`) at its first query, at most `limit` at
 * once; answers from the shared answers never reach the database and pass however long the line is.
 */
export function installDatabaseLine(app: FastifyInstance, limit: number) {
  const line = new DatabaseLine(limit);
  const turnOf = new WeakMap<FastifyRequest, Turn>();
  // Callback hooks, so that the rest of the request runs inside the turn; entered again once the body is read,
  // as reading it (stream events) loses the async context.
  const within = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    const turn = turnOf.get(request);
    if (turn) line.within(turn, done);
    else done();
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (needsDatabase(request)) turnOf.set(request, new Turn(line));
    within(request, done);
  });
  app.addHook('preValidation', (request, _reply, done) => within(request, done));
  const end = async (request: FastifyRequest) => turnOf.get(request)?.end();
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
}
