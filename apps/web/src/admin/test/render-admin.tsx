import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { createQueryClient } from '@/app/query-client';
import { applyAdminLanguage } from '../admin-i18n';
import { AdminProviders } from '../admin-providers';
import { createAdminRoutes } from '../admin-router';
import { adminSession, type Operator } from '../api/admin-session';
import { ADMIN_ROUTES, type AdminRoute } from '../admin-routes';

export const TEST_OPERATOR: Operator = { id: 1, account: 'operator', role: 'operator', shops: [] };
/** A shop's staff member, for `session: 'staff'`. */
export const TEST_STAFF: Operator = {
  id: 2,
  account: 'helper',
  role: 'staff',
  shops: [{ id: 1, name: 'Circuit Hub' }],
};

/**
 * The real console (router, sign-in check, layout, screens) on a memory router, signed in as an operator unless
 * told otherwise. Pair it with `fakeHttp` from '@/test/fake-http' for the server's answers.
 */
type Options = {
  /**
   * 'operator': signed in; 'staff': signed in as a shop's staff; 'cookie': a session cookie from an earlier visit, not checked yet (the fake server's
   * /api/admin/me decides); 'none': signed out (no /api/admin/me answer).
   */
  session?: 'operator' | 'staff' | 'cookie' | 'none';
  table?: AdminRoute[];
};

/** jsdom has no matchMedia; antd's responsive helpers ask it. Nothing matches: a plain desktop window. */
function ensureMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export async function renderAdmin(url: string, { session = 'operator', table = ADMIN_ROUTES }: Options = {}) {
  ensureMatchMedia();
  await applyAdminLanguage('en');
  if (session === 'operator') adminSession.signIn(TEST_OPERATOR);
  else if (session === 'staff') adminSession.signIn(TEST_STAFF);
  else adminSession.clear();
  const router = createMemoryRouter(createAdminRoutes(table), { initialEntries: [url] });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const result = render(
    <AdminProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AdminProviders>,
  );
  const path = () => router.state.location.pathname + router.state.location.search;
  return { ...result, router, user, path };
}
