import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/cookies';
import { type Feedback, setFeedback } from '../lib/feedback';
import { removeStaffToken, setStaffToken } from '../lib/staff-token';
import { http, isStaffCall, RequestError, setStaffSessionExpiredHandler } from './request';

/** docs/PRODUCT.md "Staff console": a staff token is no visitor session, and a visitor token opens no /admin call. */

let sent: { url: string; authorization: string | null }[];
let answer: unknown;
let confirm: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sent = [];
  answer = { code: 200, msg: 'ok' };
  confirm = vi.fn(() => Promise.reject(new Error('cancel')));
  setFeedback({
    error: vi.fn(),
    warning: vi.fn(),
    success: vi.fn(),
    notifyError: vi.fn(),
    notifyWarning: vi.fn(),
    confirm,
  } as Feedback);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, authorization: new Headers(init.headers).get('Authorization') });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  setToken('visitor-token');
  setStaffToken('staff-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setFeedback(null);
  removeStaffToken();
});

describe('tokens by kind of call', () => {
  it('sends the staff token, and only it, on /admin calls', async () => {
    await http.get('/admin/me');
    await http.get('/admin/content/exhibition', { keyword: 'x' });
    expect(sent.map((call) => call.authorization)).toEqual(['Bearer staff-token', 'Bearer staff-token']);
  });

  it('sends the visitor token, and only it, on every other call', async () => {
    await http.get('/client/user/getInfo');
    await http.get('/administrator-notes');
    expect(sent.map((call) => call.authorization)).toEqual(['Bearer visitor-token', 'Bearer visitor-token']);
  });

  it('sends no visitor token to /admin when no staff member is signed in', async () => {
    removeStaffToken();
    await http.get('/admin/me').catch(() => undefined);
    expect(sent[0]!.authorization).toBeNull();
  });

  it('tells staff calls by path, under the API only', () => {
    expect(isStaffCall({ url: '/admin' })).toBe(true);
    expect(isStaffCall({ url: '/admin/staff?pageNum=1' })).toBe(true);
    expect(isStaffCall({ url: '/adminx' })).toBe(false);
    expect(isStaffCall({ url: '/admin/x', baseURL: '/icmsApi' })).toBe(false);
  });

  it('hands an expired staff session to the console, not to the visitors’ re-login dialog', async () => {
    const expired = vi.fn();
    setStaffSessionExpiredHandler(expired);
    answer = { code: 401, msg: '认证失败' };
    await expect(http.get('/admin/me')).rejects.toBeInstanceOf(RequestError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();

    await expect(http.get('/client/user/getInfo')).rejects.toBeInstanceOf(RequestError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledTimes(1);
  });
});
