import { AccountPaths, type ApiResult, type UserInfoResponse, type UserProfile } from '@museum/shared';
import { create } from 'zustand';
import { http, setSessionExpiredHandler } from '../api/request';
import { getToken, removeToken, setToken } from '../lib/cookies';

export type LoginMode = 'password' | 'sms' | 'wechat' | 'register' | 'forgot' | 'complete';

/** Session state of docs/spec §3, plus the login dialog's mode. */
export interface SessionState {
  token: string;
  avatar: string;
  userInfo: UserProfile | null;
  loginVisible: boolean;
  loginMode: LoginMode;
  messageDot: boolean;
  /** Stores the token in the cookie and in state (docs/spec §4). */
  login(token: string): void;
  /** Fetches account info; a user without a username is sent to complete the profile. */
  fetchUserInfo(): Promise<UserProfile | null>;
  openLogin(mode?: LoginMode): void;
  closeLogin(): void;
  setLoginMode(mode: LoginMode): void;
  setMessageDot(on: boolean): void;
  /** Ends the session on the server (best effort) and clears everything local. */
  logout(): Promise<void>;
  /** Clears token, avatar, user info, dialog flag, dot, local storage and the cookie. */
  clear(): void;
}

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

/** No one signed in, the login dialog closed: how a page starts, and what clearing the session returns to. */
const SIGNED_OUT = {
  token: '',
  avatar: '',
  userInfo: null,
  loginVisible: false,
  loginMode: 'password',
  messageDot: false,
} satisfies Partial<SessionState>;

export const useSession = create<SessionState>((set, get) => ({
  // Starts signed out, as the server renders every page; the cookie's token is read in just below, so code
  // sees it at once while a hydrating render still draws the server's anonymous page first (zustand hands
  // React this initial state as the server snapshot).
  ...SIGNED_OUT,

  login(token) {
    setToken(token);
    set({ token });
  },

  async fetchUserInfo() {
    if (!get().token) return null;
    const result = await http.get<ApiResult<UserInfoResponse>>(AccountPaths.getInfo);
    const user = result.data?.user ?? null;
    set({ userInfo: user, avatar: user?.avatar || DEFAULT_AVATAR });
    if (user && !user.username) set({ loginVisible: true, loginMode: 'complete' });
    return user;
  },

  openLogin(mode = 'password') {
    const { token, userInfo } = get();
    // A signed-in account without a username must complete its profile first (docs/spec §6).
    const needsProfile = Boolean(token && userInfo && !userInfo.username);
    set({ loginVisible: true, loginMode: needsProfile ? 'complete' : mode });
  },

  closeLogin() {
    if (get().loginMode === 'complete') return;
    set({ loginVisible: false });
  },

  setLoginMode(mode) {
    set({ loginMode: mode });
  },

  setMessageDot(on) {
    set({ messageDot: on });
  },

  async logout() {
    if (get().token) {
      await http.get(AccountPaths.signOut, undefined, { noErrorMessage: true }).catch(() => undefined);
    }
    get().clear();
  },

  clear() {
    removeToken();
    localStorage.clear();
    set(SIGNED_OUT);
  },
}));

useSession.setState({ token: getToken() ?? '' });

/** Re-login from the expired-session dialog: log out, then go home (docs/spec §8). */
setSessionExpiredHandler(() => {
  void useSession
    .getState()
    .logout()
    .finally(() => location.assign('/home'));
});
