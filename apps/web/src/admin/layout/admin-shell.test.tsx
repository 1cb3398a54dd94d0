import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeHttp, fail, ok } from '@/test/fake-http';
import { testUser } from '@/test/test-user';
import { adminSession } from '../api/admin-session';
import { screen as lazyScreen, type AdminRoute } from '../admin-routes';
import { renderAdmin } from '../test/render-admin';

const Orders = () => <p>The orders desk</p>;
const table: AdminRoute[] = [
  {
    path: 'orders',
    titleKey: 'admin.menu.orders',
    group: 'sales',
    inMenu: true,
    screen: lazyScreen(
      async () => ({ Orders }),
      (m) => m.Orders,
    ),
  },
];

describe('operator console shell', () => {
  let server: ReturnType<typeof fakeHttp> | undefined;
  afterEach(() => {
    server?.restore();
    adminSession.clear();
  });

  it('sends a visitor to the sign-in, then back to the page asked for once an operator signs in', async () => {
    server = fakeHttp({
      'POST /api/user/login': ok({ userinfo: { ...testUser, account: 'boss', role: 'operator', token: 'op-1' } }),
    });
    const { user, path } = await renderAdmin('/admin/orders', { session: 'none', table });
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(path()).toBe('/admin/login?redirect=%2Fadmin%2Forders');

    await user.type(screen.getByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The orders desk')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('boss')).toBeInTheDocument();
    expect(adminSession.getState().token).toBe('op-1');
  });

  it("refuses a buyer's account and ends the session it just opened", async () => {
    server = fakeHttp({
      'POST /api/user/login': ok({ userinfo: { ...testUser, role: 'buyer', token: 'buyer-1' } }),
      'POST /api/user/logout': ok(),
    });
    const { user, path } = await renderAdmin('/admin/login', { session: 'none', table });
    await user.type(await screen.findByLabelText('Account'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("This account is not an operator's.");
    expect(path()).toBe('/admin/login');
    expect(adminSession.getState().token).toBeNull();
    expect(server.requests.some((request) => request.path === '/api/user/logout')).toBe(true);
  });

  it("shows the server's reason when the password is wrong", async () => {
    server = fakeHttp({ 'POST /api/user/login': fail(422, 'Wrong account or password', 'BAD_CREDENTIALS') });
    const { user } = await renderAdmin('/admin/login', { session: 'none', table });
    await user.type(await screen.findByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
  });

  it('checks a kept token with the server and asks to sign in again once it has expired', async () => {
    server = fakeHttp({ 'GET /api/admin/me': fail(401, 'Your login has expired', 'UNAUTHORIZED', 401) });
    const { path } = await renderAdmin('/admin/orders', { session: 'token', table });
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(path()).toBe('/admin/login?redirect=%2Fadmin%2Forders');
    expect(adminSession.getState().token).toBeNull();
  });

  it('signs out: the session ends on the server and the sign-in shows', async () => {
    server = fakeHttp({ 'POST /api/user/logout': ok() });
    const { user, path } = await renderAdmin('/admin/orders', { table });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path()).toBe('/admin/login'));
    expect(server.requests.map((request) => request.path)).toContain('/api/user/logout');
    expect(adminSession.getState().token).toBeNull();
  });
});
