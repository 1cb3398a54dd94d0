import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchPath,
  Navigate,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from '@/lib/router';
import { useTranslation } from '@/i18n/use-translation';
import { PageLoading } from '@/components/page-loading';
import { currentLanguage, loadScreenNamespaces, PART_NAMESPACES } from '@/i18n';
import { setAvailableRoutes } from '@/lib/available-routes';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from './app-layout';
import { guard } from './guard';
import { RouteErrorScreen } from './route-error-screen';
import { ScreenErrorScreen } from './screen-error-screen';
import type { AppRoute, RouteHandle } from './route-types';
import { ROUTES } from './routes';

function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('common.loading')} />;
}

const handleOf = ({ path, titleKey, keepAlive, tab }: AppRoute): RouteHandle => ({ path, titleKey, keepAlive, tab });

/** The data-router tree for a route table: the guard as root loader, '/' → '/home', a not-found catch-all. */
export function createAppRoutes(table: readonly AppRoute[], queryClient?: QueryClient): RouteObject[] {
  setAvailableRoutes(table.map((route) => route.path));
  let firstScreenShown = false;
  const prefetchOf = (route: AppRoute) =>
    route.prefetch && queryClient
      ? async ({ params }: LoaderFunctionArgs) => {
          const data = route.prefetch!(queryClient, params).catch(() => {});
          if (!firstScreenShown) await data;
          firstScreenShown = true;
        }
      : () => {
          firstScreenShown = true;
        };
  return [
    {
      id: 'root',
      element: <AppLayout routes={table} />,
      loader: guard,
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, loader: () => redirect('/home'), element: <Navigate to="/home" replace /> },
        ...table.map((route): RouteObject => ({
          path: route.path,
          handle: handleOf(route),
          loader: prefetchOf(route),
          // A screen that fails (offline, its chunk cannot be fetched) fails in its own place: the shell stays.
          errorElement: <ScreenErrorScreen />,
          // The screen's chunk and its part's texts download side by side; it shows once both are there.
          lazy: async () => {
            const [screen] = await Promise.all([
              route.screen(),
              loadScreenNamespaces(currentLanguage(), PART_NAMESPACES[route.part]),
            ]);
            return { Component: screen.default };
          },
        })),
        {
          path: '*',
          handle: { titleKey: 'title.notFound' } satisfies RouteHandle,
          // A path no route knows is rare: its screen is a chunk of its own, not in every first screen's code.
          lazy: async () => ({ Component: (await import('./not-found-screen')).NotFoundScreen }),
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient, table: readonly AppRoute[] = ROUTES) {
  const router = createBrowserRouter(createAppRoutes(table, queryClient));
  setNavigator((to) => router.navigate(to));
  return router;
}

/** Starts loading the screen of a path before the router exists (while the translations load). */
export function preloadScreen(pathname: string, table: readonly AppRoute[] = ROUTES): void {
  const route = table.find((candidate) => matchPath({ path: candidate.path }, pathname));
  void route?.screen().catch(() => {});
}
