import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeHttp, fail, ok } from '@/test/fake-http';
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
      'POST /api/admin/sign_in': ok({ id: 7, account: 'boss', nickname: 'Boss', role: 'operator', shops: [] }),
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
    expect(adminSession.getState().operator).toEqual({ id: 7, account: 'boss', role: 'operator', shops: [] });
    // The session is the server's HttpOnly cookie: the console sends its header and no token, and keeps none.
    const signIn = server.calls('POST /api/admin/sign_in')[0]!;
    expect(signIn.headers).toMatchObject({ 'x-requested-with': 'tradewind-console' });
    expect(signIn.headers).not.toHaveProperty('token');
    expect(JSON.stringify(localStorage)).not.toContain('boss');
  });

  it("refuses a buyer's account with the console's own words", async () => {
    server = fakeHttp({
      'POST /api/admin/sign_in': fail(403, 'You do not have permission to do this', 'FORBIDDEN'),
    });
    const { user, path } = await renderAdmin('/admin/login', { session: 'none', table });
    await user.type(await screen.findByLabelText('Account'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("This account is not an operator's.");
    expect(path()).toBe('/admin/login');
    expect(adminSession.getState().operator).toBeNull();
  });

  it("shows the server's reason when the password is wrong", async () => {
    server = fakeHttp({ 'POST /api/admin/sign_in': fail(400, 'Wrong account or password', 'LOGIN_FAILED') });
    const { user } = await renderAdmin('/admin/login', { session: 'none', table });
    await user.type(await screen.findByLabelText('Account'), 'boss');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong account or password');
  });

  it('asks the server who is signed in, and asks to sign in again once the session has expired', async () => {
    server = fakeHttp({ 'GET /api/admin/me': fail(401, 'Your login has expired', 'UNAUTHORIZED', 401) });
    const { path } = await renderAdmin('/admin/orders', { session: 'cookie', table });
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    expect(path()).toBe('/admin/login?redirect=%2Fadmin%2Forders');
    expect(adminSession.getState().operator).toBeNull();
  });

  it('a session cookie from an earlier visit opens the page asked for', async () => {
    server = fakeHttp({
      'GET /api/admin/me': ok({ id: 7, account: 'boss', nickname: 'Boss', role: 'operator', shops: [] }),
    });
    await renderAdmin('/admin/orders', { session: 'cookie', table });
    expect(await screen.findByText('The orders desk')).toBeInTheDocument();
    expect(screen.getByText('boss')).toBeInTheDocument();
  });

  it('signs out: the session ends on the server and the sign-in shows', async () => {
    server = fakeHttp({ 'POST /api/admin/sign_out': ok() });
    const { user, path } = await renderAdmin('/admin/orders', { table });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(path()).toBe('/admin/login'));
    expect(server.requests.map((request) => request.path)).toContain('/api/admin/sign_out');
    expect(adminSession.getState().operator).toBeNull();
  });
});
