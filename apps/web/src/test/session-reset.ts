import Cookies from 'js-cookie';
import { AUTH_COOKIE, LANG_COOKIE, languageOf, type UserInfo } from '@tradewind/contract';
import { sessionStore } from '@/api/session-store';
import { changeLanguage } from '@/i18n';

/** Logged out, no cookies, English: the state every shell test starts from. */
export async function resetSession(): Promise<void> {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  Cookies.remove(LANG_COOKIE, { path: '/' });
  sessionStore.hydrate();
  await changeLanguage('en');
}

export const testUser: UserInfo = {
  id: 1,
  account: 'ada',
  email: 'ada@example.com',
  mobile: '+33612345678',
  familyName: 'Lovelace',
  givenName: 'Ada',
  role: 'buyer',
  balance_cents: 0,
  has_pay_password: false,
  lang: languageOf('en'),
  created_at: '2025-01-01T00:00:00.000Z',
};

/** Logged in with user info known, so the guard lets every route through without a call. */
export function signIn(user: UserInfo = testUser): void {
  sessionStore.setToken('test-token');
  sessionStore.setUserInfo(user);
}
