/**
 * The staff console's token: kept apart from the visitor's cookie, in this tab's session storage, so it ends with
 * the tab and is never sent with a visitor's call (the request layer picks the token by path).
 */
const STAFF_TOKEN_KEY = 'museum.staffToken';

/**
 * Who was signed in, as last read from the server: the door's check-in screen opens with it when a reload finds
 * no network (docs/PRODUCT.md "The door without a network"). Staff names and roles only, gone with the token.
 */
const STAFF_PROFILE_KEY = 'museum.staffProfile';

export function getStaffToken(): string | undefined {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function setStaffToken(token: string) {
  // Another sign-in: whoever was read before is not who this token is.
  sessionStorage.removeItem(STAFF_PROFILE_KEY);
  sessionStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function getStaffProfileCopy<Profile>(): Profile | undefined {
  try {
    const copy = sessionStorage.getItem(STAFF_PROFILE_KEY);
    return copy ? (JSON.parse(copy) as Profile) : undefined;
  } catch {
    return undefined;
  }
}

export function setStaffProfileCopy(profile: unknown) {
  try {
    sessionStorage.setItem(STAFF_PROFILE_KEY, JSON.stringify(profile));
  } catch {
    // Storage full or disabled: an offline reload asks to sign in again.
  }
}

export function removeStaffToken() {
  try {
    sessionStorage.removeItem(STAFF_PROFILE_KEY);
    sessionStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
