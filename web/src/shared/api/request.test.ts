import { Messages, TOKEN_COOKIE } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../i18n';
import { type Feedback, setFeedback } from '../lib/feedback';
import { sharedEnglishReady } from '../lib/shared-english';
import { foldParams, http, RequestError, request, setSessionExpiredHandler } from './request';

interface Call {
  url: string;
  init: RequestInit;
}

let calls: Call[];
let feedback: { [K in keyof Feedback]: ReturnType<typeof vi.fn> };
let confirmResult: 'ok' | 'cancel' | 'pending';
let settlePending: () => void = () => undefined;

function respondWith(body: unknown, init: ResponseInit = { status: 200 }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, requestInit: RequestInit) => {
      calls.push({ url, init: requestInit });
      return body instanceof Blob
        ? new Response(body, init)
        : new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  calls = [];
  confirmResult = 'cancel';
  feedback = {
    error: vi.fn(),
    warning: vi.fn(),
    success: vi.fn(),
    notifyError: vi.fn(),
    notifyWarning: vi.fn(),
    confirm: vi.fn(() =>
      confirmResult === 'ok'
        ? Promise.resolve()
        : confirmResult === 'cancel'
          ? Promise.reject(new Error('cancel'))
          : new Promise<void>((_resolve, reject) => {
              settlePending = () => reject(new Error('cancel'));
            }),
    ),
  };
  setFeedback(feedback as unknown as Feedback);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  setFeedback(null);
});

describe('request basics', () => {
  it('sends calls under /prod-api and resolves with the whole envelope on code 200', async () => {
    respondWith({ code: 200, msg: 'ok', data: { id: 1 } });
    const result = await http.get('/client/zhanlan/1');
    expect(calls[0]!.url).toBe('/prod-api/client/zhanlan/1');
    expect(result).toEqual({ code: 200, msg: 'ok', data: { id: 1 } });
  });

  it('treats a body without a code as success', async () => {
    respondWith({ msg: 'ok', rows: [], total: 0 });
    await expect(http.get('/client/link/list')).resolves.toEqual({ msg: 'ok', rows: [], total: 0 });
  });

  it('folds GET parameters into the query string, dropping empty ones', async () => {
    respondWith({ code: 200, msg: 'ok' });
    await http.get('/client/zhanlan/list', {
      pageNum: 2,
      status: 0,
      keyword: '丝路 青花',
      empty: '',
      none: null,
    });
    expect(calls[0]!.url).toBe(
      `/prod-api/client/zhanlan/list?pageNum=2&status=0&keyword=${encodeURIComponent('丝路 青花')}`,
    );
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it('folds nested parameters as key[sub]=value', () => {
    expect(foldParams({ params: { beginTime: '2026-01-01', endTime: '' }, a: 1 })).toBe(
      `${encodeURIComponent('params[beginTime]')}=2026-01-01&a=1`,
    );
  });

  it('sends JSON bodies for POST and PUT', async () => {
    respondWith({ code: 200, msg: 'ok' });
    await http.post('/client/signIn', { username: '13800138000' });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"username":"13800138000"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toContain('application/json');
  });
});

describe('bearer token', () => {
  it('adds the bearer header from the Web-XJMSG-Token cookie', async () => {
    document.cookie = `${TOKEN_COOKIE}=abc123; Path=/`;
    respondWith({ code: 200, msg: 'ok' });
    await http.get('/client/getInfo');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer abc123');
  });

  it('sends no bearer header when the call opts out', async () => {
    document.cookie = `${TOKEN_COOKIE}=abc123; Path=/`;
    respondWith({ code: 200, msg: 'ok' });
    await http.get('/captchaImage', undefined, { isToken: false });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends no bearer header without a token', async () => {
    respondWith({ code: 200, msg: 'ok' });
    await http.get('/client/link/list');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});

describe('duplicate-submit guard', () => {
  it('warns but still sends the same POST within 1000 ms', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith({ code: 200, msg: 'ok' });
    await http.post('/client/venue/apply', { a: 1 });
    await http.post('/client/venue/apply', { a: 1 });
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(`[/prod-api/client/venue/apply]: ${Messages.duplicateSubmit}`);
  });

  it('does not warn for a different body, or after the window, or for GET', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    respondWith({ code: 200, msg: 'ok' });
    await http.put('/client/account', { nickname: 'a' });
    await http.put('/client/account', { nickname: 'b' });
    vi.setSystemTime(Date.now() + 1500);
    await http.put('/client/account', { nickname: 'b' });
    await http.get('/client/msg');
    await http.get('/client/msg');
    expect(warn).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('sessionObj')!)).toMatchObject({
      url: '/prod-api/client/account',
      data: '{"nickname":"b"}',
    });
  });

  it('guards a PUT or POST sent without a body, told apart from an empty one and from another URL', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith({ code: 200, msg: 'ok' });
    await http.put('/client/venue/apply/7');
    await http.put('/client/venue/apply/7');
    expect(calls).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(`[/prod-api/client/venue/apply/7]: ${Messages.duplicateSubmit}`);
    expect(JSON.parse(sessionStorage.getItem('sessionObj')!)).toMatchObject({
      url: '/prod-api/client/venue/apply/7',
      data: null,
    });
    await http.put('/client/venue/apply/7', {});
    await http.put('/client/venue/apply/8');
    await http.post('/client/order/cancel', undefined, { params: { id: 1 } });
    await http.post('/client/order/cancel', undefined, { params: { id: 2 } });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('skips the guard when the call opts out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    respondWith({ code: 200, msg: 'ok' });
    await http.post('/client/saveLog', { module: 1 }, { repeatSubmit: false });
    await http.post('/client/saveLog', { module: 1 }, { repeatSubmit: false });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('business codes', () => {
  it('shows the 401 dialog once at a time and rejects with the session message', async () => {
    confirmResult = 'pending';
    respondWith({ code: 401, msg: 'expired' });
    const first = http.get('/client/getInfo');
    const second = http.get('/client/msg');
    await expect(first).rejects.toThrow(Messages.sessionInvalid);
    await expect(second).rejects.toThrow(Messages.sessionInvalid);
    expect(feedback.confirm).toHaveBeenCalledTimes(1);
    settlePending();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(feedback.confirm).toHaveBeenCalledWith({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
  });

  it('logs out through the handler when the visitor chooses to sign in again', async () => {
    confirmResult = 'ok';
    const relogin = vi.fn();
    setSessionExpiredHandler(relogin);
    respondWith({ code: 401, msg: 'expired' });
    await expect(http.get('/client/getInfo')).rejects.toBeInstanceOf(RequestError);
    await vi.waitFor(() => expect(relogin).toHaveBeenCalledTimes(1));
  });

  it('can show the dialog again after the previous one closed', async () => {
    respondWith({ code: 401, msg: 'expired' });
    await expect(http.get('/a')).rejects.toThrow();
    await vi.waitFor(() => expect(feedback.confirm).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(http.get('/b')).rejects.toThrow();
    expect(feedback.confirm).toHaveBeenCalledTimes(2);
  });

  it('shows code 500 as an error toast with the server message and rejects', async () => {
    respondWith({ code: 500, msg: '该日期预约已满' });
    const failure = await http.post('/client/entry/apply', {}).catch((e: RequestError) => e);
    expect(failure).toBeInstanceOf(RequestError);
    expect((failure as RequestError).code).toBe(500);
    expect((failure as RequestError).message).toBe('该日期预约已满');
    expect(feedback.error).toHaveBeenCalledWith('该日期预约已满');
  });

  it('suppresses the toast when the call asks for noErrorMessage', async () => {
    respondWith({ code: 500, msg: '失败' });
    await expect(http.get('/x', undefined, { noErrorMessage: true })).rejects.toThrow('失败');
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('shows code 601 as a warning toast and rejects', async () => {
    respondWith({ code: 601, msg: '请注意' });
    await expect(http.get('/x')).rejects.toThrow('请注意');
    expect(feedback.warning).toHaveBeenCalledWith('请注意');
  });

  it('shows other codes as an error notification titled with the mapped message', async () => {
    respondWith({ code: 403, msg: 'forbidden' });
    await expect(http.get('/x')).rejects.toThrow(Messages.http403);
    expect(feedback.notifyError).toHaveBeenCalledWith('当前操作没有权限');
    respondWith({ code: 418, msg: '茶壶' });
    await expect(http.get('/y')).rejects.toThrow('茶壶');
    expect(feedback.notifyError).toHaveBeenLastCalledWith('茶壶');
    respondWith({ code: 418 });
    await expect(http.get('/z')).rejects.toThrow(Messages.httpDefault);
  });

  it('suppresses the notification with noErrorMessage', async () => {
    respondWith({ code: 404, msg: 'missing' });
    await expect(http.get('/x', undefined, { noErrorMessage: true })).rejects.toThrow(Messages.http404);
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });
});

describe('network level', () => {
  it('reports an unreachable server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/x')).rejects.toThrow('后端接口连接异常');
    expect(feedback.error).toHaveBeenCalledWith('后端接口连接异常');
  });

  it('reports an HTTP status error with its status', async () => {
    respondWith({}, { status: 502 });
    await expect(http.get('/x')).rejects.toThrow('系统接口502异常');
    expect(feedback.error).toHaveBeenCalledWith('系统接口502异常');
  });

  it('times out after 30 000 ms without a toast', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = http.get('/slow').catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(feedback.notifyWarning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const failure = await pending;
    expect((failure as Error).message).toBe('系统接口请求超时');
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.warning).not.toHaveBeenCalled();
    expect(feedback.notifyWarning).toHaveBeenCalledWith('系统接口请求超时');
  });
});

describe('on English pages', () => {
  afterEach(() => setPageLanguage('zh'));

  it('says in English what the site itself says about a call; the server’s own words pass as they come', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(http.get('/x')).rejects.toThrow('The server cannot be reached');
    expect(feedback.error).toHaveBeenCalledWith('The server cannot be reached');

    respondWith({}, { status: 502 });
    await expect(http.get('/x')).rejects.toThrow('The server answered with error 502');
    respondWith({ code: 403, msg: 'forbidden' });
    await expect(http.get('/x')).rejects.toThrow('You do not have permission to do this');
    respondWith({ code: 500, msg: 'That day is fully booked' });
    await expect(http.get('/x')).rejects.toThrow('That day is fully booked');
    respondWith({ code: 418 });
    await expect(http.get('/z')).rejects.toThrow('An unknown error occurred');
  });

  it('asks in English to sign in again when the session has expired', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    respondWith({ code: 401, msg: 'expired' });
    await expect(http.get('/client/getInfo')).rejects.toThrow(
      'Your session is not valid or has expired. Please sign in again.',
    );
    await vi.waitFor(() =>
      expect(feedback.confirm).toHaveBeenCalledWith({
        title: 'Notice',
        content: 'Your session has expired. You can stay on this page, or sign in again',
        okText: 'Sign in again',
        cancelText: 'Cancel',
      }),
    );
  });

  it('times out with an English notification', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = http.get('/slow').catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(((await pending) as Error).message).toBe('The server took too long to answer');
    expect(feedback.notifyWarning).toHaveBeenCalledWith('The server took too long to answer');
  });

  it('keeps the console’s calls in Chinese', async () => {
    await sharedEnglishReady();
    setPageLanguage('en');
    respondWith({ code: 403, msg: 'forbidden' });
    await expect(http.get('/admin/users')).rejects.toThrow(Messages.http403);
  });
});

describe('binary responses', () => {
  it('returns a blob as it is', async () => {
    respondWith(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const blob = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('returns an arraybuffer as it is', async () => {
    respondWith(new Blob([new Uint8Array([1, 2, 3])]));
    const buffer = await request<ArrayBuffer>({ url: '/file', responseType: 'arraybuffer' });
    expect(new Uint8Array(buffer)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
