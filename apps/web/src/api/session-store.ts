import { readCookie, removeCookie, writeCookie, type CookieAttributes } from '@/lib/cookies';
import {
  AUTH_COOKIE,
  COOKIE_DAYS,
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  isLanguageCode,
  languageOf,
  type Language,
  type LanguageCode,
  type UserInfo,
} from '@tradewind/contract';
import { changeLanguage, downloadLanguage } from '@/i18n';

export type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  backData: Record<string, unknown>;
  setting: { lang: Language };
};

type Listener = () => void;

/** The attributes of the app's own cookies (token, language, display currency): 3 days, the whole site. */
export const cookieOptions = (): CookieAttributes => ({
  expires: COOKIE_DAYS,
  path: '/',
  sameSite: 'lax',
  secure: window.location.protocol === 'https:',
});

/** The language chosen on this device (the 3-day cookie), if any. */
export function readLanguageCookie(): LanguageCode | undefined {
  const value = readCookie(LANG_COOKIE);
  return isLanguageCode(value) ? value : undefined;
}

function fromCookies(): SessionState {
  return {
    token: readCookie(AUTH_COOKIE) || null,
    userInfo: null,
    backData: {},
    setting: { lang: languageOf(readLanguageCookie() ?? DEFAULT_LANGUAGE) },
  };
}

let state: SessionState = fromCookies();
const listeners = new Set<Listener>();

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads the cookies (start-up; tests that set cookies). */
  hydrate(): void {
    update(fromCookies());
  },
  setToken(token: string): void {
    writeCookie(AUTH_COOKIE, token, cookieOptions());
    update({ token });
  },
  /**
   * The device's choice (the language cookie) wins; the account's language applies when this device has none,
   * i.e. on a new device or once the 3-day cookie has expired. Switching writes the cookie.
   */
  setUserInfo(userInfo: UserInfo): void {
    update({ userInfo });
    const accountLang = userInfo.lang?.file_name;
    if (!readLanguageCookie() && isLanguageCode(accountLang) && accountLang !== state.setting.lang.file_name) {
      void sessionStore.setLanguage(accountLang);
    }
  },
  mergeBackData(patch: Record<string, unknown>): void {
    update({ backData: { ...state.backData, ...patch } });
  },
  /** Ends the session on this device only; backData goes too, so nothing of one user is left for the next. */
  clear(): void {
    removeCookie(AUTH_COOKIE);
    update({ token: null, userInfo: null, backData: {} });
  },
  /** Cookie, state and interface; the account is told by session.setLanguage. */
  async setLanguage(code: LanguageCode): Promise<void> {
    writeCookie(LANG_COOKIE, code, cookieOptions());
    update({ setting: { lang: languageOf(code) } });
    await changeLanguage(code);
    void downloadLanguage(code);
  },
};
