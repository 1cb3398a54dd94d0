import { removeCookie } from '@/lib/cookies';
import { AUTH_COOKIE, LANG_COOKIE, type UserInfo } from '@tradewind/contract';
import { sessionStore } from '@/api/session-store';
import { changeLanguage } from '@/i18n';
import { testUser } from './test-user';

/** Logged out, no cookies, English: the state every shell test starts from. */
export async function resetSession(): Promise<void> {
  removeCookie(AUTH_COOKIE);
  removeCookie(LANG_COOKIE);
  sessionStore.hydrate();
  await changeLanguage('en');
}

/** Logged in with user info known, so the guard lets every route through without a call. */
export function signIn(user: UserInfo = testUser): void {
  sessionStore.setToken('test-token');
  sessionStore.setUserInfo(user);
}
