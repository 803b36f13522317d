import {
  CollectionMessages,
  CollectionPaths,
  ICMS_OK,
  icmsDetailAnswerSchema,
  icmsListAnswerSchema,
  toWork,
  toWorks,
  type Work,
} from '@museum/shared';
import type { FastifyBaseLogger } from 'fastify';
import { LruStore } from '../../platform/cache/lru.ts';
import type { AppContext } from '../../platform/context.ts';

/** Answers of an outside ICMS are kept this long: collections change slowly, and a slow ICMS is spared. */
const CACHE_SECONDS = 60;
const CACHE_BYTES = 8 * 1024 * 1024;

/** The calls the proxy forwards, by name; nothing else of the outside service is reachable through it. */
export const PROXIED_CALLS = new Set(Object.values(CollectionPaths).map((path) => path.slice(1)));

/** What the site shows while the outside ICMS cannot be reached or answers what is no ICMS answer. */
export const ICMS_UNAVAILABLE = { status: 1, message: CollectionMessages.unavailable } as const;

/** The answer for a culId the outside ICMS has no work of, in the built-in service's words. */
const WORK_NOT_FOUND = JSON.stringify({ status: 1, message: CollectionMessages.workNotFound });

/** Works of one name looked through for the culId asked for: more than any collection names alike. */
const NAMESAKES = 100;

/** A museum's own ICMS, read by the server: for the proxy and for search. */
export interface RemoteIcms {
  /** The outside base, e.g. `http://icms.example.cn/icmsApi/icmsRestController`. */
  base: string;
  /** The answer's JSON text of `call` (a name of PROXIED_CALLS) with `query` (`a=1&b=2`), cached when it succeeded. */
  get(call: string, query: string): Promise<string>;
  /**
   * getShareCulDetail's answer text for the work whose `culId` a work's address carries (docs/spec §2). An ICMS's
   * detail call takes its own record `id`: when that is not the culId, the work is found among those named
   * `culName` (the address carries it too) and asked for by its id.
   */
  detail(culId: string, culName: string | null): Promise<string>;
  /** A page of the works whose name matches, and how many match; none while the ICMS cannot be reached. */
  findWorks(culName: string, pageIndex: number, pageSize: number): Promise<{ works: Work[]; count: number }>;
  /** The works of these record ids (one cached detail call each), by id; ids it does not know are absent. */
  works(ids: string[]): Promise<Map<string, Work>>;
}

/** Detail calls an outside ICMS gets at once for one list of favourites. */
const DETAIL_CONCURRENCY = 4;

/** `timeoutMs`: how long one call may take before the site is told the service is unavailable. */
export function createRemoteIcms(base: string, timeoutMs: number, log: FastifyBaseLogger): RemoteIcms {
  const cache = new LruStore(CACHE_BYTES);
  const unavailable = JSON.stringify(ICMS_UNAVAILABLE);

  async function fetchAnswer(url: string): Promise<string> {
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const body = response.ok ? (JSON.parse(text) as { status?: unknown }) : null;
      if (!body || typeof body.status !== 'number') {
        log.warn({ url, status: response.status }, 'outside ICMS answered no ICMS answer');
        return unavailable;
      }
      if (body.status === ICMS_OK) await cache.set(url, text, CACHE_SECONDS);
      return text;
    } catch (error) {
      log.warn({ url, err: error }, 'outside ICMS unreachable');
      return unavailable;
    }
  }

  const get = async (call: string, query: string) => {
    const url = `${base}/${call}${query ? `?${query}` : ''}`;
    return (await cache.get(url)) ?? fetchAnswer(url);
  };
  const detailText = (id: string) =>
    get(CollectionPaths.detail.slice(1), new URLSearchParams({ id }).toString());
  /** The work of a detail answer's text, if it names one. */
  const workOf = (text: string) => {
    const answer = icmsDetailAnswerSchema.safeParse(JSON.parse(text));
    const item = answer.success && answer.data.status === ICMS_OK ? answer.data.data?.[0] : undefined;
    return (item && toWork(item, base)) ?? undefined;
  };

  async function findWorks(culName: string, pageIndex: number, pageSize: number) {
    const query = new URLSearchParams({ pageIndex: String(pageIndex), pageSize: String(pageSize), culName });
    const answer = icmsListAnswerSchema.safeParse(
      JSON.parse(await get(CollectionPaths.list.slice(1), query.toString())),
    );
    if (!answer.success || answer.data.status !== ICMS_OK) return { works: [], count: 0 };
    const works = toWorks(answer.data.data, base);
    return { works, count: answer.data.count ?? works.length };
  }

  return {
    base,
    get,
    findWorks,
    async detail(culId, culName) {
      const asked = await detailText(culId);
      if (workOf(asked)?.culId === culId) return asked;
      const { works } = culName ? await findWorks(culName, 1, NAMESAKES) : { works: [] };
      const work = works.find((candidate) => candidate.culId === culId);
      if (work) return detailText(work.id);
      // The ICMS's own failure (unreachable, say) stands; a work of another culId is not the one asked for.
      return (JSON.parse(asked) as { status: unknown }).status === ICMS_OK ? WORK_NOT_FOUND : asked;
    },
    async works(ids) {
      const found = new Map<string, Work>();
      const queue = [...new Set(ids)];
      const next = async (): Promise<void> => {
        const id = queue.shift();
        if (id === undefined) return;
        const work = workOf(await detailText(id));
        if (work) found.set(id, work);
        return next();
      };
      await Promise.all(Array.from({ length: DETAIL_CONCURRENCY }, next));
      return found;
    },
  };
}

/** One client per app, shared by the proxy and search (and so their cache). */
const clients = new WeakMap<AppContext, RemoteIcms | null>();

/** The outside ICMS the configuration names, or null for the built-in service. */
export function remoteIcmsOf(ctx: AppContext): RemoteIcms | null {
  if (!clients.has(ctx)) {
    const { remote, timeoutMs } = ctx.config.collection;
    clients.set(ctx, remote ? createRemoteIcms(remote, timeoutMs, ctx.log) : null);
  }
  return clients.get(ctx) ?? null;
}
