import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleRoutes } from '../src/app/console/routes';
import { useStaffSession } from '../src/features/staff';
import { setStaffToken } from '../src/shared/lib/staff-token';
import { FeedbackHost } from '../src/shared/ui/feedback-host/FeedbackHost';

// The first screen of a file loads its lazy chunks through Vite's transform, slow on a busy machine.
configure({ asyncUtilTimeout: Number(process.env.ASYNC_TIMEOUT ?? 5000) });

/** One call the console made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  authorization: string | null;
}

export type Answer = ((call: ApiCall) => unknown) | Record<string, unknown>;

/**
 * Stands in for the server: `answers` by `"METHOD /path"` (path under /prod-api, no query), each a body or a
 * function of the call; anything else answers 404. Returns the calls made, in order.
 */
export function fakeServer(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const headers = new Headers(init.headers);
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: url.pathname.replace(/^\/prod-api/, ''),
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.get('Authorization'),
      };
      calls.push(call);
      const answer = answers[`${call.method} ${call.path}`];
      if (answer === undefined) return new Response('{"code":404,"msg":"访问资源不存在"}', { status: 404 });
      const body = typeof answer === 'function' ? answer(call) : answer;
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export const ok = (data?: unknown, msg = '操作成功') => ({ code: 200, msg, data });
export const refused = (msg: string, data?: unknown) => ({ code: 500, msg, data });

export const profiles = {
  admin: { username: 'admin', name: '王馆长', roles: ['admin'], totpEnabled: false },
  editor: { username: 'editor', name: '李编辑', roles: ['editor'], totpEnabled: false },
  frontdesk: { username: 'frontdesk', name: '赵前台', roles: ['frontdesk'], totpEnabled: false },
} as const;

/** A staff session in this tab, as after signing in. */
export function signedIn(token = 'staff-token') {
  setStaffToken(token);
  useStaffSession.setState({ token, profile: null, expired: false });
}

export function resetStaffSession() {
  useStaffSession.setState({ token: '', profile: null, expired: false });
}

/**
 * Each test of the file starts signed in, afresh, and leaves no screen nor fake server behind; with
 * `restoreMocks`, nor any spy it put on the browser's objects (`vi.spyOn(URL, 'createObjectURL')`).
 */
export function signedInForEachTest({ restoreMocks = false } = {}) {
  beforeEach(() => {
    resetStaffSession();
    signedIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    if (restoreMocks) vi.restoreAllMocks();
  });
}

/** The console at `path`, with the site's providers, as the site's router holds it, on a desktop by default. */
export function renderConsole(path: string, { width = 1440 } = {}) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height: 900,
  });
  const router = createMemoryRouter(
    [
      { path: 'admin', children: consoleRoutes },
      { path: '*', element: <p>访客页面</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <FeedbackHost />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { router, ...view };
}
