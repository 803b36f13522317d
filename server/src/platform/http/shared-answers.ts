import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../cache/index.ts';

/**
 * Answers of public read calls (lists, search, plans) are the same for every visitor, so an answer is kept for a
 * few seconds and served to everyone asking the same address (through Redis when configured, so all server
 * processes share it). Identical requests that arrive while the first is still computing wait for it instead of
 * running the same queries again (per process). Only successful answers (code 200) are kept; content changes
 * show within `ttlSeconds`. A ttl of 0 turns all of this off.
 */
export interface SharedAnswers {
  /**
   * Answers with the shared answer, computing it when there is none. Resolves to what the handler returns: the
   * answer itself, or the reply that has sent it (the route's serializer writes it either way).
   */
  send<T extends { code: number }>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
  ): Promise<T>;
}

const KEY_PREFIX = 'answer:';

export function createSharedAnswers(cache: Cache, ttlSeconds: number): SharedAnswers {
  const inFlight = new Map<string, Promise<string>>();

  async function answerOf(key: string, reply: FastifyReply, compute: () => Promise<{ code: number }>) {
    const body = await compute();
    // The route's own serializer: a shared answer is the same bytes as one computed for this request.
    const json = String(reply.serialize(body));
    if (body.code === 200) await cache.set(key, json, ttlSeconds);
    return json;
  }

  return {
    async send<T extends { code: number }>(
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<T>,
    ) {
      if (ttlSeconds <= 0) return compute();
      const key = KEY_PREFIX + request.url;
      let json = await cache.get(key);
      if (json === null) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = answerOf(key, reply, compute).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        json = await pending;
      }
      return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
    },
  };
}
