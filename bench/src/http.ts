/** The envelope every /prod-api call answers with (code 200 on success, 500/601/401 for refusals, on HTTP 200). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  rows?: T;
  total?: number;
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  bytes: number;
  ms: number;
}

/** One JSON call under /prod-api, timed from sending to the parsed answer. */
export async function api<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(`${base}/prod-api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = { code: response.status, msg: text.slice(0, 200) };
  }
  return { status: response.status, body, bytes: Buffer.byteLength(text), ms };
}

/** Like `api`, but throws unless the call succeeded (HTTP 200 and code 200). */
export async function expectOk<T>(...args: Parameters<typeof api>): Promise<Answer<T>> {
  const answer = await api<T>(...args);
  if (answer.status !== 200 || answer.body.code !== 200) {
    throw new Error(`${args[1]} ${args[2]} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Runs `task` over `items` with at most `limit` at a time, keeping the order of the results. */
export async function pool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The p-th percentile (0-100) of some durations, nearest rank, rounded to 0.1 ms. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}
