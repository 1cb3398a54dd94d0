import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeHttp, ok } from '@/test/fake-http';
import { adminSession } from '../api/admin-session';
import { ADMIN_ROUTES } from '../admin-routes';
import { STAFF_PAGES } from '../staff-pages';
import { renderAdmin } from '../test/render-admin';
import { configureConsoleTests } from '../test/configure-console-tests';

configureConsoleTests({ skipVisibilityCheck: true });

const emptyPage = ok({ list: [], total: 0, page: 1, limit: 20 });

describe("a shop's staff in the console", { timeout: 20_000 }, () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('see only their pages in the menu, and the shops they work for', async () => {
    server = fakeHttp({ 'GET /api/admin/orders': emptyPage });
    await renderAdmin('/admin/orders', { session: 'staff' });
    const menu = await screen.findByRole('navigation', { name: 'Console sections' });
    await within(menu).findByRole('link', { name: 'Orders' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const theirs = ADMIN_ROUTES.filter(
      (route) => route.inMenu && (STAFF_PAGES as readonly string[]).includes(route.path),
    ).map((route) => `/admin/${route.path}`);
    expect(links.sort()).toEqual(theirs.sort());
    expect(links).not.toContain('/admin/staff');
    expect(links).not.toContain('/admin');
    expect(screen.getByText('Staff of Circuit Hub')).toBeInTheDocument();
  });

  it('asking for a platform page (the dashboard, buyers, staff) lands on their first page', async () => {
    server = fakeHttp({ 'GET /api/admin/orders': emptyPage });
    for (const url of ['/admin', '/admin/buyers', '/admin/staff', '/admin/buyers/3']) {
      const { path, unmount } = await renderAdmin(url, { session: 'staff' });
      await waitFor(() => expect(path()).toBe('/admin/orders'));
      unmount();
    }
    expect(server.requests.map((request) => request.path)).not.toContain('/api/admin/dashboard');
  });

  it('an operator sees the whole menu, the staff page among it', async () => {
    server = fakeHttp({ 'GET /api/admin/staff': emptyPage, 'GET /api/admin/staff_invitations': emptyPage });
    await renderAdmin('/admin/staff');
    const menu = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(await within(menu).findByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
    expect(within(menu).getByRole('link', { name: 'Buyers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByText(/^Staff of/)).toBeNull();
  });
});
