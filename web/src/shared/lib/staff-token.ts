/**
 * The staff console's token: kept apart from the visitor's cookie, in this tab's session storage, so it ends with
 * the tab and is never sent with a visitor's call (the request layer picks the token by path).
 */
const STAFF_TOKEN_KEY = 'museum.staffToken';

export function getStaffToken(): string | undefined {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY) || undefined;
  } catch {
    return undefined;
  }
}

export function setStaffToken(token: string) {
  sessionStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function removeStaffToken() {
  try {
    sessionStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
