import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { PageLoading } from '@/components/page-loading';
import { currentLanguage, loadNamespaces, PART_NAMESPACES } from '@/i18n';
import { setAvailableRoutes } from '@/lib/available-routes';
import { setNavigator } from '@/lib/navigation';
import { AppLayout } from './app-layout';
import { guard } from './guard';
import { NotFoundScreen } from './not-found-screen';
import { RouteErrorScreen } from './route-error-screen';
import type { AppRoute, RouteHandle } from './route-types';
import { ROUTES } from './routes';

function HydrateFallback() {
  const { t } = useTranslation();
  return <PageLoading label={t('common.loading')} />;
}

const handleOf = ({ path, titleKey, keepAlive, tab }: AppRoute): RouteHandle => ({ path, titleKey, keepAlive, tab });

/** The data-router tree for a route table: the guard as root loader, '/' → '/home', a not-found catch-all. */
export function createAppRoutes(table: readonly AppRoute[]): RouteObject[] {
  setAvailableRoutes(table.map((route) => route.path));
  return [
    {
      id: 'root',
      element: <AppLayout routes={table} />,
      loader: guard,
      // The guard runs before every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback,
      errorElement: <RouteErrorScreen />,
      children: [
        { index: true, loader: () => redirect('/home'), element: <Navigate to="/home" replace /> },
        ...table.map((route): RouteObject => ({
          path: route.path,
          handle: handleOf(route),
          // The screen's chunk and its part's texts download side by side; it shows once both are there.
          lazy: async () => {
            const [screen] = await Promise.all([
              route.screen(),
              loadNamespaces(currentLanguage(), PART_NAMESPACES[route.part]),
            ]);
            return { Component: screen.default };
          },
        })),
        { path: '*', Component: NotFoundScreen, handle: { titleKey: 'title.notFound' } satisfies RouteHandle },
      ],
    },
  ];
}

export function createAppRouter(table: readonly AppRoute[] = ROUTES) {
  const router = createBrowserRouter(createAppRoutes(table));
  setNavigator((to) => router.navigate(to));
  return router;
}
