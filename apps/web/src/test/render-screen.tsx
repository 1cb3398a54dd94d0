import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from '@/lib/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders one screen at `url` (matched by `pattern`); the current location is readable as getByTestId('location'). */
export function renderScreen(ui: ReactElement, url = '/', pattern = url.split('?')[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          { path: pattern, element: ui },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, location: () => result.getByTestId('location').textContent };
}
