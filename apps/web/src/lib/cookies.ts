/** The attributes the app's own cookies use (api/session-store.ts cookieOptions). */
export type CookieAttributes = {
  /** Days from now; a negative number removes the cookie. */
  expires?: number;
  path?: string;
  sameSite?: 'lax' | 'strict';
  secure?: boolean;
};

/**
 * The browser's cookies, read and written by name: the app's three (token, language, display currency) hold only
 * URL-safe values, so `encodeURIComponent` is all the encoding they need. A few lines instead of a library on the
 * first screen (decision 016).
 */
export function readCookie(name: string): string | undefined {
  const pair = document.cookie.split('; ').find((each) => each.startsWith(`${name}=`));
  if (pair === undefined) return undefined;
  try {
    return decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, attributes: CookieAttributes = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${attributes.path ?? '/'}`];
  if (attributes.expires !== undefined) {
    parts.push(`expires=${new Date(Date.now() + attributes.expires * 86_400_000).toUTCString()}`);
  }
  if (attributes.sameSite) parts.push(`samesite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('secure');
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string, path = '/'): void {
  writeCookie(name, '', { path, expires: -1 });
}
