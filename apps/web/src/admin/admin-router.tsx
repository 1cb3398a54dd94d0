import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from '@/lib/router';
import { Result } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { setAdminExpiredHandler } from './api/admin-http';
import { adminSession } from './api/admin-session';
import { loadOperator } from './api/operator';
import { AdminLayout } from './layout/admin-layout';
import { AdminLoginScreen } from './layout/admin-login-screen';
import { ADMIN_ROUTES, type AdminRoute } from './admin-routes';

export const ADMIN_LOGIN = '/admin/login';
export const adminPath = (path: string): string => (path ? `/admin/${path}` : '/admin');

/**
 * Every console screen needs an operator. The session cookie is out of the page's reach, so the server says who is
 * signed in (once per visit): nobody, or not an operator → sign in.
 */
async function requireOperator({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const back = `${ADMIN_LOGIN}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (adminSession.getState().operator) return null;
  try {
    adminSession.signIn(await loadOperator());
  } catch {
    adminSession.clear();
    throw redirect(back);
  }
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
      path: '/admin',
      element: <AdminLayout routes={table} />,
      loader: requireOperator,
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
