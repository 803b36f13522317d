import { vi } from 'vitest';

/**
 * Answers every request with the envelope `{code: 200, msg, data}` and records the URLs asked for (in order), for
 * tests that watch what a component fetches: `requested = answerEveryFetch(data)` in a beforeEach.
 */
export function answerEveryFetch(data?: unknown): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return new Response(JSON.stringify({ code: 200, msg: '操作成功', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return requested;
}
