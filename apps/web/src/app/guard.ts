import { redirect, type LoaderFunctionArgs } from '@/lib/router';
import { loginExpiryInFlight } from '@/api/login-expired';
import { session } from '@/api/session';
import { toast } from '@/components/toast';
import { t } from '@/i18n';

/** docs/product.md §6: these prefixes are open to visitors; a path starting with one of them passes too. */
export const PUBLIC_PREFIXES = [
  '/login',
  '/register',
  '/home',
  '/shop',
  '/explore',
  '/detail',
  '/search',
  '/forgotPassword',
  '/changePassword',
] as const;

export const isPublicPath = (pathname: string): boolean =>
  PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * The session guard (docs/product.md §4, §6), run as the root loader before every navigation opens its route.
 * Returns null to let the navigation through, or throws a redirect.
 */
export async function guard({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  const url = new URL(request.url);
  const { pathname } = url;
  // '/' only redirects to '/home' (its own loader), which is checked in turn.
  if (pathname === '/') return null;
  const { token, userInfo } = session.getState();
  if (!token) {
    if (isPublicPath(pathname)) return null;
    toast.info(t('common.loginFirst'));
    throw redirect(`/login?redirect=${encodeURIComponent(pathname + url.search)}`);
  }
  if (pathname === '/login') throw redirect('/');
  if (userInfo) return null;
  try {
    await session.loadUserInfo();
  } catch {
    const expiry = loginExpiryInFlight();
    // A 401: the HTTP client's login-expired flow logs out and opens /login; wait for it to finish.
    if (expiry) {
      await expiry;
      throw redirect('/login');
    }
    throw redirect((await session.logoutNowOrLater()) ? '/login' : '/');
  }
  // Repeat the navigation now that userInfo is known (the checks above pass this time).
  return guard({ request });
}
