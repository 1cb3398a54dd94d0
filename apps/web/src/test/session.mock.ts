import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { languageOf, type Language, type LanguageCode, type LoginData, type UserInfo } from '@tradewind/contract';
import { testUser } from './test-user';

/** Stands in for '@/api/session' in screen tests: `vi.mock('@/api/session', () => import('@/test/session.mock'))`. */
type SessionState = {
  token: string | null;
  userInfo: UserInfo | null;
  backData: Record<string, unknown>;
  setting: { lang: Language };
};

const loggedOut = (): SessionState => ({
  token: null,
  userInfo: null,
  backData: {},
  setting: { lang: languageOf('en') },
});
let state = loggedOut();
const listeners = new Set<() => void>();

function setState(patch: Partial<SessionState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const session = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  login: vi.fn(async (data: LoginData) => {
    const { token, ...userInfo } = data.userinfo;
    setState({ token, userInfo });
  }),
  loadUserInfo: vi.fn(async (_options?: { silent?: boolean }) => state.userInfo),
  logout: vi.fn(async () => setState({ token: null, userInfo: null })),
  clear: vi.fn(() => setState({ token: null, userInfo: null })),
  /** As the real one: the mocked `logout`, else `clear` (the real one also keeps the token to tell the server later). */
  logoutNowOrLater: vi.fn(async () => {
    try {
      await session.logout();
      return true;
    } catch {
      session.clear();
      return false;
    }
  }),
  setLanguage: vi.fn(async (code: LanguageCode) => setState({ setting: { lang: languageOf(code) } })),
};

export function useSession<T>(selector: (s: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => selector(state));
}

/** Resets to logged out, or logs in `user` when given. */
export function resetSession(user?: Partial<UserInfo>) {
  state = user ? { ...loggedOut(), token: 'test-token', userInfo: { ...testUser, ...user } } : loggedOut();
}
