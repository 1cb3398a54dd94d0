import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from '@/lib/router';
import { Result } from 'antd';
import { STAFF_ACCEPT_PAGE } from '@tradewind/contract';
import { useTranslation } from '@/i18n/use-translation';
import { setAdminExpiredHandler } from './api/admin-http';
import { adminSession } from './api/admin-session';
import { loadOperator } from './api/operator';
import { AdminLayout } from './layout/admin-layout';
import { AdminLoginScreen } from './layout/admin-login-screen';
import { ADMIN_ROUTES, type AdminRoute } from './admin-routes';
import { mayOpen, pagePathOf, STAFF_HOME } from './staff-pages';

export const ADMIN_LOGIN = '/admin/login';
export const adminPath = (path: string): string => (path ? `/admin/${path}` : '/admin');

/**
 * Every console screen needs an operator or a shop's staff. The session cookie is out of the page's reach, so the
 * server says who is signed in (once per visit): nobody, or a buyer → sign in. Staff asking for a platform page go
 * to their first page (`staff-pages.ts`).
 */
async function requireConsoleUser(table: readonly AdminRoute[], { request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const back = `${ADMIN_LOGIN}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (!adminSession.getState().operator) {
    try {
      adminSession.signIn(await loadOperator());
    } catch {
      adminSession.clear();
      throw redirect(back);
    }
  }
  const page = pagePathOf(
    table.map((route) => route.path),
    url.pathname,
  );
  if (page !== undefined && !mayOpen(adminSession.getState().operator, page)) throw redirect(STAFF_HOME);
  return null;
}

function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('admin.notFound')} />;
}

function ScreenError() {
  const { t } = useTranslation();
  return <Result status="error" title={t('admin.screenError')} />;
}

const toRoute = ({ path, titleKey, screen }: AdminRoute): RouteObject => ({
  ...(path ? { path } : { index: true }),
  handle: { titleKey },
  lazy: async () => ({ Component: (await screen()).default }),
});

export function createAdminRoutes(table: readonly AdminRoute[] = ADMIN_ROUTES): RouteObject[] {
  return [
    { path: ADMIN_LOGIN, Component: AdminLoginScreen, handle: { titleKey: 'admin.signIn.title' } },
    {
      path: STAFF_ACCEPT_PAGE,
      handle: { titleKey: 'admin.staff.accept.title' },
      lazy: async () => ({ Component: (await import('./screens/staff/accept-screen')).AcceptScreen }),
    },
    {
      path: '/admin',
      element: <AdminLayout routes={table} />,
      loader: (args: LoaderFunctionArgs) => requireConsoleUser(table, args),
      errorElement: <ScreenError />,
      children: [...table.map(toRoute), { path: '*', Component: NotFound, handle: { titleKey: 'admin.notFound' } }],
    },
  ];
}

export function createAdminRouter() {
  const router = createBrowserRouter(createAdminRoutes());
  setAdminExpiredHandler(() => {
    const { pathname, search } = window.location;
    if (pathname !== ADMIN_LOGIN)
      void router.navigate(`${ADMIN_LOGIN}?redirect=${encodeURIComponent(pathname + search)}`);
  });
  return router;
}
