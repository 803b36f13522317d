import { TOKEN_COOKIE } from '@museum/shared';

export function getCookie(name: string): string | undefined {
  // The server renders every page as an anonymous visitor sees it.
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  const value = part ? decodeURIComponent(part.slice(prefix.length)) : '';
  return value || undefined;
}

/** A session cookie, or one kept for `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds?: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const lasting = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${lasting}${secure}`;
}

export function removeCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export const getToken = () => getCookie(TOKEN_COOKIE);
export const setToken = (token: string) => setCookie(TOKEN_COOKIE, token);
export const removeToken = () => removeCookie(TOKEN_COOKIE);
