import { TOKEN_COOKIE } from '@museum/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../api/request';
import { getToken } from '../lib/cookies';
import { type Feedback, setFeedback } from '../lib/feedback';
import { useSession } from './session';

const profile = (username: string | null) => ({
  id: 1,
  username,
  nickname: null,
  avatar: null,
  realNameVerified: false,
  realName: null,
  idCard: null,
  realNameVerifiedAt: null,
  hasPassword: true,
  wechatBound: false,
});

function respondWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

beforeEach(() => useSession.getState().clear());
afterEach(() => vi.unstubAllGlobals());

describe('session store', () => {
  it('stores the token in the cookie and in state on login', () => {
    useSession.getState().login('tok-1');
    expect(useSession.getState().token).toBe('tok-1');
    expect(getToken()).toBe('tok-1');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok-1`);
  });

  it('sets avatar and user info from the account, with a default avatar', async () => {
    useSession.getState().login('tok-1');
    respondWith({ code: 200, msg: 'ok', data: { user: profile('13800138000') } });
    await useSession.getState().fetchUserInfo();
    expect(useSession.getState().userInfo?.username).toBe('13800138000');
    expect(useSession.getState().avatar).toBe('/images/default-avatar.svg');
    expect(useSession.getState().loginVisible).toBe(false);
  });

  it('opens the dialog in complete-profile mode for an account without a username', async () => {
    useSession.getState().login('tok-1');
    respondWith({ code: 200, msg: 'ok', data: { user: profile(null) } });
    await useSession.getState().fetchUserInfo();
    expect(useSession.getState()).toMatchObject({ loginVisible: true, loginMode: 'complete' });
    useSession.getState().closeLogin();
    expect(useSession.getState().loginVisible).toBe(true);
    useSession.getState().openLogin('sms');
    expect(useSession.getState().loginMode).toBe('complete');
  });

  it('opens in password mode by default', () => {
    useSession.getState().openLogin();
    expect(useSession.getState()).toMatchObject({ loginVisible: true, loginMode: 'password' });
    useSession.getState().closeLogin();
    expect(useSession.getState().loginVisible).toBe(false);
  });

  it('clears token, avatar, user info, dialog flag, dot, local storage and cookie on logout', async () => {
    useSession.getState().login('tok-1');
    useSession.setState({
      avatar: '/a.png',
      userInfo: profile('13800138000'),
      messageDot: true,
      loginVisible: true,
    });
    localStorage.setItem('sms-countdown', '60');
    respondWith({ code: 200, msg: 'ok' });
    await useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({
      token: '',
      avatar: '',
      userInfo: null,
      loginVisible: false,
      messageDot: false,
    });
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBeUndefined();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/prod-api/client/signOut', expect.anything());
  });
});

describe('expired session', () => {
  afterEach(() => setFeedback(null));

  it('re-login from the 401 dialog signs out on the server, clears the session and goes home', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    setFeedback({ confirm: () => Promise.resolve() } as unknown as Feedback);
    useSession.getState().login('tok-expired');
    localStorage.setItem('sms-login', '60');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ code: 401, msg: 'expired' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await expect(http.get('/client/msg/unRead')).rejects.toThrow();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
    expect(urls.some((url) => url.includes('/client/signOut'))).toBe(true);
    expect(useSession.getState().token).toBe('');
    expect(getToken()).toBeUndefined();
    expect(localStorage.getItem('sms-login')).toBeNull();
  });
});
