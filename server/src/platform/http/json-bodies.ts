import type { FastifyInstance } from 'fastify';

/**
 * The spec's own client (axios) sends `Content-Type: application/json` with bodiless calls, such as withdrawing an
 * application: an empty JSON body is no body, not an error. Anything else is parsed by Fastify's own JSON parser,
 * which refuses `__proto__` and `constructor` keys.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
