import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { createAppRoutes } from '@/app/router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import type { AppRoute } from '@/app/route-types';
import { setNavigator } from '@/lib/navigation';

/** The real shell (guard, layout, keep-alive) on a memory router, for a given route table. */
export function renderApp(table: readonly AppRoute[], url = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(table, queryClient), { initialEntries: [url] });
  setNavigator((to) => router.navigate(to));
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const path = () => router.state.location.pathname + router.state.location.search;
  return { ...result, router, user, path };
}

/** A route of a test table whose screen is the given component. */
export const testRoute = (path: string, Screen: () => React.ReactNode, extra: Partial<AppRoute> = {}): AppRoute => ({
  path,
  titleKey: 'title.profile',
  part: 'common-pages',
  screen: async () => ({ default: Screen }),
  ...extra,
});
