import {
  API_BASE,
  type ApiResult,
  DUPLICATE_SUBMIT_WINDOW_MS,
  LANGUAGE_TAGS,
  type Language,
  Messages,
  REQUEST_TIMEOUT_MS,
  ResultCode,
  statusErrorMessage,
} from '@museum/shared';
import { browserLanguage, pageLanguage } from '../i18n/i18n';
import { getToken } from '../lib/cookies';
import { feedback } from '../lib/feedback';
import { inPageLanguageReady } from '../lib/shared-english';
import { getStaffToken } from '../lib/staff-token';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  url: string;
  method?: Method;
  /** Folded into the query string (docs/spec §5). */
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
  /** false: send no bearer token even when signed in. */
  isToken?: boolean;
  /** true: show no error toast or notification; the caller handles the failure. */
  noErrorMessage?: boolean;
  /** false: skip the duplicate-submit check. */
  repeatSubmit?: boolean;
  responseType?: 'json' | 'blob' | 'arraybuffer';
  timeout?: number;
  /** Defaults to /prod-api; the collection service passes its own base. */
  baseURL?: string;
}

/** Rejections carry the business code (or 0 for network-level failures). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }

  /** No answer came from the server: the network failed, or a proxy could not reach it (502-504). */
  get unreachable(): boolean {
    return this.code === 0 || (this.code >= 502 && this.code <= 504);
  }

  /** What the server said (its `msg`), where `message` may be the generic text of the code (a 404's). */
  get serverMessage(): string | undefined {
    return (this.body as { msg?: string } | undefined)?.msg;
  }
}

/** A call that got no answer from the server (see `RequestError.unreachable`). */
export const isUnreachable = (error: unknown) => error instanceof RequestError && error.unreachable;

const CODE_MESSAGES: Record<number, string> = {
  401: Messages.http401,
  403: Messages.http403,
  404: Messages.http404,
};
const DUPLICATE_KEY = 'sessionObj';

/** GET parameters as the query string: empty values dropped, nested objects as key[sub]=value. */
export function foldParams(params: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) {
        if (inner === null || inner === undefined || inner === '') continue;
        parts.push(`${encodeURIComponent(`${key}[${sub}]`)}=${encodeURIComponent(String(inner))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/**
 * Warns, without blocking, when the same POST/PUT (URL and body) goes out again within the window (docs/spec §4).
 * A call without a body (a withdrawal's PUT) is guarded too, its absent body a value of its own; a file is not read.
 */
function checkDuplicateSubmit(url: string, sent: BodyInit | undefined) {
  const body = sent === undefined ? null : typeof sent === 'string' ? sent : '';
  const now = Date.now();
  try {
    const previous = JSON.parse(sessionStorage.getItem(DUPLICATE_KEY) ?? 'null') as {
      url: string;
      data: string | null;
      time: number;
    } | null;
    if (
      previous &&
      previous.url === url &&
      previous.data === body &&
      now - previous.time < DUPLICATE_SUBMIT_WINDOW_MS
    ) {
      console.warn(`[${url}]: ${Messages.duplicateSubmit}`);
    }
    sessionStorage.setItem(DUPLICATE_KEY, JSON.stringify({ url, data: body, time: now }));
  } catch {
    // Storage full or disabled: the guard is advisory only.
  }
}

/**
 * Staff calls are those under /prod-api/admin/: they carry the staff token and never the visitor's, and every
 * other call the visitor's and never the staff token's, whoever is signed in where.
 */
export function isStaffCall(options: Pick<RequestOptions, 'url' | 'baseURL'>): boolean {
  return (options.baseURL ?? API_BASE) === API_BASE && /^\/admin(\/|$|\?)/.test(options.url);
}

/** What requests go through: the browser's fetch, or on the server the app answering in-process (setFetch). */
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);
/** The server's page renderer hands in how it answers the site's calls without the network. */
export function setFetch(impl: typeof fetch) {
  fetchImpl = impl;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => location.assign('/home');
/** The session store registers how "re-login" logs out (kept out of here to avoid an import cycle). */
export function setSessionExpiredHandler(handler: SessionExpiredHandler) {
  onSessionExpired = handler;
}

let onStaffSessionExpired: SessionExpiredHandler = () =>
  location.assign(`/admin/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
/** The console registers how an expired staff session goes back to its sign-in page. */
export function setStaffSessionExpiredHandler(handler: SessionExpiredHandler) {
  onStaffSessionExpired = handler;
}

/**
 * The language of what the site itself says about a call (a timeout, a lost connection, an expired session): the
 * page's, or Chinese for the console's calls. What the server says comes in it already (Accept-Language).
 */
const languageOf = (options: Pick<RequestOptions, 'url' | 'baseURL'>): Language =>
  isStaffCall(options) ? 'zh' : pageLanguage();

/** The calls that failed for want of an answer in time (a notification, not a toast: docs/spec §8). */
const timeouts = new WeakSet<RequestError>();

let reloginShowing = false;
async function showSessionExpired(language: Language) {
  if (reloginShowing) return;
  reloginShowing = true;
  const [title, content, okText, cancelText] = await Promise.all(
    [
      Messages.sessionExpiredTitle,
      Messages.sessionExpiredBody,
      Messages.sessionExpiredConfirm,
      Messages.sessionExpiredCancel,
    ].map((text) => inPageLanguageReady(text, language)),
  );
  feedback
    .confirm({ title: title!, content: content!, okText, cancelText })
    .then(() => onSessionExpired())
    .catch(() => undefined)
    .finally(() => {
      reloginShowing = false;
    });
}

async function send(options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const query = options.params ? foldParams(options.params) : '';
  const path = `${options.baseURL ?? API_BASE}${options.url}`;
  const url = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  // The server answers in the page's language (the console's in Chinese), not in the browser's.
  const headers: Record<string, string> = {
    'Accept-Language': LANGUAGE_TAGS[isStaffCall(options) ? 'zh' : browserLanguage()],
    ...options.headers,
  };
  const token = isStaffCall(options) ? getStaffToken() : getToken();
  if (token && options.isToken !== false) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.data !== undefined && method !== 'GET') {
    if (options.data instanceof FormData || options.data instanceof Blob) {
      body = options.data;
    } else {
      body = JSON.stringify(options.data);
      headers['Content-Type'] = 'application/json;charset=utf-8';
    }
  }
  if (options.repeatSubmit !== false && (method === 'POST' || method === 'PUT')) {
    checkDuplicateSubmit(url, body);
  }

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('timeout', 'TimeoutError')),
    options.timeout ?? REQUEST_TIMEOUT_MS,
  );
  try {
    return await fetchImpl(url, { method, headers, body, signal: controller.signal });
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = await inPageLanguageReady(
      timedOut ? Messages.timeout : Messages.networkError,
      languageOf(options),
    );
    const failure = new RequestError(message, 0, error);
    if (timedOut) timeouts.add(failure);
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way the site talks to the server (docs/spec §7 and §8): resolves with the whole envelope when
 * the code is 200 (or with the raw Blob/ArrayBuffer), rejects with a RequestError otherwise.
 */
export async function request<R = ApiResult>(options: RequestOptions): Promise<R> {
  const language = languageOf(options);
  /** The site's own message about the call, in the page's language. */
  const say = (text: string) => inPageLanguageReady(text, language);
  let response: Response;
  try {
    response = await send(options);
  } catch (error) {
    const failure = error as RequestError;
    if (timeouts.has(failure)) {
      // A timeout is reported as a notification, not a toast (docs/spec §8).
      if (!options.noErrorMessage) feedback.notifyWarning(failure.message);
    } else if (!options.noErrorMessage) {
      feedback.error(failure.message);
    }
    throw failure;
  }

  if (!response.ok) {
    const message = await say(statusErrorMessage(response.status));
    if (!options.noErrorMessage) feedback.error(message);
    throw new RequestError(message, response.status);
  }
  if (options.responseType === 'blob') return (await response.blob()) as R;
  if (options.responseType === 'arraybuffer') return (await response.arrayBuffer()) as R;

  const body = (await response.json()) as ApiResult;
  const code = body.code ?? ResultCode.ok;
  if (code === ResultCode.ok) return body as R;
  const known = CODE_MESSAGES[code];
  const message = known ? await say(known) : (body.msg ?? (await say(Messages.httpDefault)));
  if (code === ResultCode.unauthorized && isStaffCall(options)) {
    // A failed sign-in is not an expired session: the sign-in form says what was wrong.
    if (options.isToken !== false) onStaffSessionExpired();
    else if (!options.noErrorMessage) feedback.error(body.msg ?? message);
    throw new RequestError(
      options.isToken === false ? (body.msg ?? message) : await say(Messages.sessionInvalid),
      code,
      body,
    );
  }
  if (code === ResultCode.unauthorized) {
    void showSessionExpired(language);
    throw new RequestError(await say(Messages.sessionInvalid), code, body);
  }
  if (code === ResultCode.error) {
    if (!options.noErrorMessage) feedback.error(message);
  } else if (code === ResultCode.warn) {
    feedback.warning(message);
  } else if (!options.noErrorMessage) {
    feedback.notifyError(message);
  }
  throw new RequestError(message, code, body);
}

export const http = {
  get: <R = ApiResult>(
    url: string,
    params?: Record<string, unknown>,
    options: Partial<RequestOptions> = {},
  ) => request<R>({ ...options, url, params, method: 'GET' }),
  post: <R = ApiResult>(url: string, data?: unknown, options: Partial<RequestOptions> = {}) =>
    request<R>({ ...options, url, data, method: 'POST' }),
  put: <R = ApiResult>(url: string, data?: unknown, options: Partial<RequestOptions> = {}) =>
    request<R>({ ...options, url, data, method: 'PUT' }),
  delete: <R = ApiResult>(url: string, data?: unknown, options: Partial<RequestOptions> = {}) =>
    request<R>({ ...options, url, data, method: 'DELETE' }),
};

/** The options of a call whose failure its caller shows itself (next to a field, above a button): no toast too. */
export const quiet = { noErrorMessage: true } as const;
