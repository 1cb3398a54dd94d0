import { useEffect } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from '@/lib/router';
import { Button, Layout, Menu, Space, Typography } from 'antd';
import { useTranslation } from '@/i18n/use-translation';
import { useAdminSession } from '../api/admin-session';
import { signOutOperator } from '../api/operator';
import { ADMIN_GROUPS, type AdminRoute } from '../admin-routes';
import { AdminLanguageSelect } from './admin-language-select';
import { mayOpen } from '../staff-pages';
import { StaffShops } from './staff-shops';

const pathOf = (path: string) => (path ? `/admin/${path}` : '/admin');

/** The page's title from its route, for the heading and the browser tab. */
function usePageTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleKey?: string } | undefined;
  const title = handle?.titleKey ? t(handle.titleKey) : '';
  useEffect(() => {
    document.title = `${title ? `${title} · ` : ''}${t('admin.brand')}`;
  }, [t, title]);
  return title;
}

/** The menu entry a path belongs to: the longest menu path it starts with. */
function selectedKey(routes: readonly AdminRoute[], pathname: string): string {
  const entries = routes.filter((route) => route.inMenu).map((route) => pathOf(route.path));
  return (
    entries
      .filter((entry) => pathname === entry || pathname.startsWith(`${entry}/`))
      .sort((a, b) => b.length - a.length)[0] ?? '/admin'
  );
}

/** The desk: a side menu by group, a top bar with the page title, the language and sign-out. */
export function AdminLayout({ routes }: { routes: readonly AdminRoute[] }) {
  const { t } = useTranslation();
  const { operator } = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const title = usePageTitle();

  const items = ADMIN_GROUPS.map((group) => ({
    type: 'group' as const,
    key: group,
    label: t(`admin.group.${group}`),
    children: routes
      .filter((route) => route.inMenu && route.group === group && mayOpen(operator, route.path))
      .map((route) => ({
        key: pathOf(route.path),
        label: <Link to={pathOf(route.path)}>{t(route.titleKey)}</Link>,
      })),
  })).filter((group) => group.children.length > 0);

  const signOut = async () => {
    await signOutOperator();
    await navigate('/admin/login');
  };

  return (
    <Layout className="tw-admin">
      <Layout.Sider width={220} theme="light" className="tw-admin-sider">
        <div className="tw-admin-brand">{t('admin.brand')}</div>
        <nav aria-label={t('admin.menuLabel')}>
          <Menu mode="inline" items={items} selectedKeys={[selectedKey(routes, pathname)]} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className="tw-admin-header">
          {/* Focusable by script only: focus lands here when a dialog closes and its opener has gone. */}
          <Typography.Title level={1} className="tw-admin-title" tabIndex={-1}>
            {title}
          </Typography.Title>
          <Space size="middle">
            <AdminLanguageSelect />
            <Typography.Text type="secondary">{operator?.account}</Typography.Text>
            <StaffShops />
            <Button onClick={() => void signOut()}>{t('admin.signOut')}</Button>
          </Space>
        </Layout.Header>
        {/* antd's Layout.Content is the page's one <main>. */}
        <Layout.Content className="tw-admin-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
