import { type Language, languageOfRequest } from '@museum/shared';
import { englishOf } from '@museum/shared/english';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The language a call asks for (docs/PRODUCT.md "English"): `lang=en` in the query, else `Accept-Language`;
 * Chinese for the spec's client, which sends neither. The query is read as sent: a route's query schema leaves out
 * what it does not name, `lang` among them.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?');
  const lang = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('lang');
  const header = request.headers['accept-language'];
  return languageOfRequest(typeof header === 'string' ? header : undefined, lang);
}

/** A message of the shared package in the language the call asks for. */
export const inRequestLanguage = (request: FastifyRequest, message: string): string =>
  requestLanguage(request) === 'en' ? englishOf(message) : message;

/**
 * An answer with its message in the language the call asks for: the site's envelope's `msg`, the ICMS dialect's
 * `message`. Anything else is left as it is.
 */
export function answerInLanguage<T>(request: FastifyRequest, body: T): T {
  if (requestLanguage(request) !== 'en' || body === null || typeof body !== 'object') return body;
  const answer = body as Record<string, unknown>;
  if (typeof answer.msg === 'string') return { ...answer, msg: englishOf(answer.msg) } as T;
  if (typeof answer.message === 'string') return { ...answer, message: englishOf(answer.message) } as T;
  return body;
}

/** Every answer's message in the language the call asks for, before it is serialised. */
export function installAnswerLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    answerInLanguage(request, payload),
  );
}
