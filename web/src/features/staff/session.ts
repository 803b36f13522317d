import { type ApiResult, StaffPaths, type StaffProfile, StaffRole } from '@museum/shared';
import { create } from 'zustand';
import { http, isUnreachable, setStaffSessionExpiredHandler } from '@/shared/api/request';
import {
  getStaffProfileCopy,
  getStaffToken,
  removeStaffToken,
  setStaffProfileCopy,
  setStaffToken,
} from '@/shared/lib/staff-token';

/** The signed-in staff member of this tab: a session of its own, never the visitor's (docs/PRODUCT.md). */
export interface StaffSessionState {
  token: string;
  profile: StaffProfile | null;
  /** Set when the server ended the session, so the sign-in page can say why it is shown. */
  expired: boolean;
  signIn(token: string): void;
  /**
   * Reads who is signed in; a failure leaves the profile as it was, except that with no network the copy kept
   * from the last reading is used (the door's screen reloaded offline).
   */
  fetchProfile(): Promise<StaffProfile | null>;
  setProfile(profile: StaffProfile): void;
  signOut(): Promise<void>;
  /** Forgets the token without a call: the server already refused it. */
  expire(): void;
}

export const useStaffSession = create<StaffSessionState>((set, get) => ({
  token: getStaffToken() ?? '',
  profile: null,
  expired: false,

  signIn(token) {
    setStaffToken(token);
    set({ token, profile: null, expired: false });
  },

  async fetchProfile() {
    if (!get().token) return null;
    try {
      const result = await http.get<ApiResult<StaffProfile>>(StaffPaths.me, undefined, {
        noErrorMessage: true,
      });
      const profile = result.data ?? null;
      if (profile) setStaffProfileCopy(profile);
      set({ profile });
      return profile;
    } catch (error) {
      const copy = getStaffProfileCopy<StaffProfile>();
      if (!isUnreachable(error) || !copy) throw error;
      set({ profile: copy });
      return copy;
    }
  },

  setProfile(profile) {
    setStaffProfileCopy(profile);
    set({ profile });
  },

  async signOut() {
    if (get().token) {
      await http.post(StaffPaths.logout, undefined, { noErrorMessage: true }).catch(() => undefined);
    }
    removeStaffToken();
    set({ token: '', profile: null, expired: false });
  },

  expire() {
    removeStaffToken();
    set({ token: '', profile: null, expired: true });
  },
}));

// The console's guard sees the token go and sends the staff member to sign in, with the way back.
setStaffSessionExpiredHandler(() => useStaffSession.getState().expire());

/** Whether the roles allow a screen needing any of `needed`: an admin may do everything. */
export function hasRole(roles: readonly StaffRole[] | undefined, needed: readonly StaffRole[]): boolean {
  if (!roles?.length) return false;
  if (roles.includes(StaffRole.admin) || needed.length === 0) return true;
  return needed.some((role) => roles.includes(role));
}
