import { useSyncExternalStore } from 'react';
import { AccountApi, languageOf, type LanguageCode, type LoginData, type UserInfo } from '@tradewind/contract';
import { adoptAccountCurrency } from './display-currency';
import { http, type RequestOptions } from './http';
import { sessionStore, type SessionState } from './session-store';

export type { SessionState };

/** docs/product.md §3–§4 session: token (3-day cookie), userInfo, backData and the language setting. */
export const session = {
  getState: sessionStore.getState,
  subscribe: sessionStore.subscribe,
  setToken: sessionStore.setToken,
  /** The account's language and display currency apply where this device has chosen neither. */
  setUserInfo(userInfo: UserInfo): void {
    sessionStore.setUserInfo(userInfo);
    adoptAccountCurrency(userInfo);
  },
  mergeBackData: sessionStore.mergeBackData,
  clear: sessionStore.clear,

  /** Login and register answer `data.userinfo`: its token is the session, the rest is userInfo. */
  login(data: LoginData): void {
    const { token, ...userInfo } = data.userinfo;
    sessionStore.setToken(token);
    session.setUserInfo(userInfo);
  },

  async loadUserInfo(options?: RequestOptions): Promise<UserInfo> {
    const userInfo = await http.get<UserInfo>(AccountApi.getUserInfo, options);
    session.setUserInfo(userInfo);
    return userInfo;
  },

  /** Ends the session on the server, then here; rejects (keeping the session) when the call fails. */
  async logout(): Promise<void> {
    await http.post(AccountApi.logout);
    sessionStore.clear();
  },

  /**
   * Signs out here whatever happens, and on the server now or, when it cannot be told (offline, a failure), as
   * soon as it can be (pending-logout.ts). Answers whether the server was told now.
   */
  async logoutNowOrLater(): Promise<boolean> {
    const { token } = sessionStore.getState();
    try {
      await session.logout();
      return true;
    } catch {
      // Loaded only now: the first screen never carries it.
      if (token) await import('./pending-logout').then(({ logoutLater }) => logoutLater(token));
      sessionStore.clear();
      return false;
    }
  },

  /** Switches the interface at once; a logged-in account is told too, so other devices follow. */
  async setLanguage(code: LanguageCode): Promise<void> {
    await sessionStore.setLanguage(code);
    const { token, userInfo } = sessionStore.getState();
    if (!token) return;
    await http.get(AccountApi.setLanguage, { params: { lang: code } });
    if (userInfo) sessionStore.setUserInfo({ ...userInfo, lang: languageOf(code) });
  },
};

/** Select primitives or stored objects: a selector that builds a new object each time re-renders forever. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const snapshot = () => selector(sessionStore.getState());
  return useSyncExternalStore(sessionStore.subscribe, snapshot, snapshot);
}
