import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExpiringStore } from '../cache/lru.ts';
import { answerInLanguage, requestLanguage } from './language.ts';

/**
 * Answers of public read calls (lists, search, plans) are the same for every visitor, so an answer is kept for a
 * few seconds and served to everyone asking the same question (through Redis when configured, so all server
 * processes share it). Identical requests that arrive while the first is still computing wait for it instead of
 * running the same queries again (per process). Only successful answers (code 200, or ICMS status 0) are kept; content changes
 * show within `ttlSeconds`. A ttl of 0 turns all of this off.
 */
export interface SharedAnswers {
  /**
   * Answers with the shared answer, computing it when there is none. Resolves to what the handler returns: the
   * answer itself, or the reply that has sent it (the route's serializer writes it either way).
   */
  send<T extends Answer>(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<T>;
  /**
   * Another kind of shared answer (a rendered page): the value kept under `key` (with the generation and what the
   * answers vary by), computed when there is none; kept only when `keep` says so. Same ttl, same invalidation.
   */
  remember<T>(
    request: FastifyRequest,
    key: string,
    compute: () => Promise<T>,
    keep: (value: T) => boolean,
  ): Promise<T>;
  /**
   * Forgets every shared answer at once (content was published, changed or withdrawn): answers are keyed by a
   * generation, and this starts a new one, in every process when the store is shared.
   */
  invalidate(): Promise<void>;
  /**
   * A value derived from published content (a list's total), kept until content next changes, or `ttlSeconds` at
   * most (a safety net for writes that bypass the console: SQL by hand, a seed beside a server without Redis), and
   * computed once at a time per process. Off, like the answers, when their ttl is 0.
   */
  keepDerived(key: string, ttlSeconds: number, compute: () => Promise<string>): Promise<string>;
  /** Replaces what `keepDerived` keeps under `key` (what it is derived from changed), in every process. */
  renewDerived(key: string, ttlSeconds: number, text: string): Promise<void>;
}

/** The site's envelope (`code` 200 is success) or the ICMS dialect's (`status` 0 is). */
type Answer = { code: number } | { status: number };
const succeeded = (body: Answer) => ('code' in body ? body.code === 200 : body.status === 0);

const GENERATION_KEY = 'answer-generation';
/** Long enough to outlive any answer; a lost generation only starts the keys afresh. */
const GENERATION_TTL_SECONDS = 30 * 24 * 3600;

const KEY_PREFIX = 'answer:';

const newGeneration = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

/**
 * Forgets every shared answer and kept value of the servers sharing `store`, from outside them: the seed CLI,
 * which writes content straight into their database, calls it with the configured Redis.
 */
export async function renewSharedAnswers(store: ExpiringStore): Promise<void> {
  await store.set(GENERATION_KEY, newGeneration(), GENERATION_TTL_SECONDS);
}

/** JSON with the keys of every object sorted, so the same values always give the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part) && !(part instanceof Date)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
}

/**
 * What the answer is computed from: the route, and its parameters and query as its schema parsed them (known
 * parameters only, defaults filled). The raw address is not the key: junk parameters, another order or an
 * omitted default would each make a new entry. A route without a query schema reads no query.
 */
export function answerKey(request: FastifyRequest, varies = ''): string {
  const schema = request.routeOptions.schema;
  const query = schema?.querystring ? request.query : {};
  return `${KEY_PREFIX}${varies}|${request.routeOptions.url}|${canonical(request.params)}|${canonical(query)}`;
}

/**
 * `store`: Redis when configured (its entries live `ttlSeconds`), else an in-process store bounded by bytes.
 * `varies`: what else an answer depends on (the public origin its links are built from), made part of the key.
 */
export function createSharedAnswers(
  store: ExpiringStore,
  ttlSeconds: number,
  varies: (request: FastifyRequest) => string = () => '',
  { shared = false }: { shared?: boolean } = {},
): SharedAnswers {
  const inFlight = new Map<string, Promise<string>>();
  // In one process the generation lives here (a bounded store could evict it); a shared store holds it for all.
  let generation = `${Date.now().toString(36)}`;
  // A shared generation is read once for all the requests that ask while a read is under way (a detail asks
  // twice): a change made elsewhere may show one read later, and the store is asked far less under load.
  let reading: Promise<string> | null = null;
  const currentGeneration = async () => {
    if (!shared) return generation;
    reading ??= store
      .get(GENERATION_KEY)
      .then((value) => value ?? '0')
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const derivedKey = async (name: string) => `${KEY_PREFIX}${await currentGeneration()}|kept|${name}`;

  /**
   * The text kept under `key`, or the one `compute` makes (kept `seconds` when `keep`); one computation per key at
   * a time in this process, the others wait for it.
   */
  async function keptOrComputed(
    key: string,
    compute: () => Promise<{ text: string; keep: boolean }>,
    seconds = ttlSeconds,
  ) {
    const kept = await store.get(key);
    if (kept !== null) return kept;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = compute()
        .then(async ({ text, keep }) => {
          if (keep) await store.set(key, text, seconds);
          return text;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async send<T extends Answer>(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>) {
      if (ttlSeconds <= 0) return compute();
      const key = answerKey(
        request,
        `${await currentGeneration()}|${varies(request)}|${requestLanguage(request)}`,
      );
      const json = await keptOrComputed(key, async () => {
        // In the language asked for (part of the key), as an answer not shared would be.
        const body = answerInLanguage(request, await compute());
        // The route's own serializer: a shared answer is the same bytes as one computed for this request.
        return { text: String(reply.serialize(body)), keep: succeeded(body) };
      });
      return reply.type('application/json; charset=utf-8').send(json) as unknown as T;
    },

    async remember<T>(
      request: FastifyRequest,
      key: string,
      compute: () => Promise<T>,
      keep: (value: T) => boolean,
    ): Promise<T> {
      if (ttlSeconds <= 0) return compute();
      const fullKey = `${KEY_PREFIX}${await currentGeneration()}|${varies(request)}|${key}`;
      const text = await keptOrComputed(fullKey, async () => {
        const value = await compute();
        return { text: JSON.stringify(value), keep: keep(value) };
      });
      return JSON.parse(text) as T;
    },

    async keepDerived(name: string, keepSeconds: number, compute: () => Promise<string>) {
      if (ttlSeconds <= 0) return compute();
      return keptOrComputed(
        await derivedKey(name),
        async () => ({ text: await compute(), keep: true }),
        keepSeconds,
      );
    },

    async renewDerived(name: string, keepSeconds: number, text: string) {
      if (ttlSeconds > 0) await store.set(await derivedKey(name), text, keepSeconds);
    },

    async invalidate() {
      if (shared) await renewSharedAnswers(store);
      else generation = newGeneration();
      // A read under way may hold the old generation: the next one is sent after the new, so it sees it.
      reading = null;
    },
  };
}
