import { type Language, languageOfRequest } from '@museum/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The language a call asks for (docs/PRODUCT.md "English"): `lang=en` in the query, else `Accept-Language`;
 * Chinese for the spec's client, which sends neither.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  const header = request.headers['accept-language'];
  return languageOfRequest(
    typeof header === 'string' ? header : undefined,
    typeof lang === 'string' ? lang : null,
  );
}
