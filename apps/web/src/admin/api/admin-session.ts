import { useSyncExternalStore } from 'react';

/** The signed-in operator, as `GET /api/admin/me` answers. */
export type Operator = { id: number; account: string };

type State = { token: string | null; operator: Operator | null };

/**
 * The operator's session, kept apart from the buyer's cookie: one browser can hold a buyer and an operator
 * session at once. The token stays in this browser until sign-out or its expiry.
 */
const TOKEN_KEY = 'tradewind.admin.token';
const listeners = new Set<() => void>();
let state: State = { token: localStorage.getItem(TOKEN_KEY), operator: null };

function set(next: State) {
  state = next;
  if (next.token) localStorage.setItem(TOKEN_KEY, next.token);
  else localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener());
}

export const adminSession = {
  getState: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (token: string, operator: Operator | null) => set({ token, operator }),
  setOperator: (operator: Operator) => set({ ...state, operator }),
  clear: () => set({ token: null, operator: null }),
};

export const useAdminSession = (): State => useSyncExternalStore(adminSession.subscribe, adminSession.getState);
