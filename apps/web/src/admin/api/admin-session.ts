import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as `GET /api/admin/me` answers: a platform operator, or a shop's staff with the shops they work
 * for (`staff-pages.ts` says which pages they see).
 */
export type Operator = {
  id: number;
  account: string;
  role: 'operator' | 'staff';
  shops: { id: number; name: string }[];
};

type State = { operator: Operator | null };

/**
 * Who is signed in to the console. The session itself is an HttpOnly cookie only `/api/admin/*` receives (decision 012):
 * no script here can read it, so the console learns who is signed in by asking the server, and keeps apart from
 * the buyer's token: one browser can hold a buyer and an operator session at once.
 */
const listeners = new Set<() => void>();
let state: State = { operator: null };
// Consoles before the cookie kept the token in localStorage: it is dropped, never read.
localStorage.removeItem('tradewind.admin.token');

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const adminSession = {
  getState: (): State => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn: (operator: Operator) => set({ operator }),
  clear: () => set({ operator: null }),
};

export const useAdminSession = (): State => useSyncExternalStore(adminSession.subscribe, adminSession.getState);
