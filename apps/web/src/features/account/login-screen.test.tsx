import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AccountApi, TOKEN_HEADER } from '@tradewind/contract';
import { sessionStore } from '@/api/session-store';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { resetSession, session } from '@/test/session.mock';
import { toast } from '@/test/toast.mock';
import { testUser } from '@/test/test-user';
import { renderScreen } from '@/test/render-screen';
import LoginScreen from './login-screen';

vi.mock('@/api/session', () => import('@/test/session.mock'));
vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const LOGIN = `POST ${AccountApi.login}`;
const loginData = { userinfo: { ...testUser, token: 'tok-1' } };
let server: ReturnType<typeof fakeHttp>;

async function logIn(url: string) {
  const view = renderScreen(<LoginScreen />, url, '/login');
  await view.user.type(screen.getByLabelText('Account'), 'ada');
  await view.user.type(screen.getByLabelText('Password'), 'secret');
  await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('login screen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    // A token left on the device must not go with the login.
    sessionStore.setToken('stale-token');
    server = fakeHttp({ [LOGIN]: ok(loginData) });
  });
  afterEach(() => {
    server.restore();
    sessionStore.clear();
  });

  it('requires the account and the password before calling the server', async () => {
    const { user } = renderScreen(<LoginScreen />, '/login');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.requests).toHaveLength(0);
  });

  it('logs in and opens the redirect path', async () => {
    const view = await logIn('/login?redirect=%2FmyPurchases%2F1');
    await waitFor(() => expect(view.location()).toBe('/myPurchases/1'));
    const [login] = server.calls(LOGIN);
    expect(login.body).toEqual({ account: 'ada', password: 'secret' });
    expect(login.headers[TOKEN_HEADER]).toBeUndefined();
    expect(session.login).toHaveBeenCalledWith(loginData);
  });

  it('opens the profile without a redirect', async () => {
    const view = await logIn('/login');
    await waitFor(() => expect(view.location()).toBe('/profile'));
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'ignores the unsafe redirect %s',
    async (target) => {
      const view = await logIn(`/login?redirect=${encodeURIComponent(target)}`);
      await waitFor(() => expect(view.location()).toBe('/profile'));
    },
  );

  it('stays on the screen when the server refuses', async () => {
    server.restore();
    server = fakeHttp({ [LOGIN]: fail(400, 'Wrong account or password', 'LOGIN_FAILED') });
    const view = await logIn('/login');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Wrong account or password'));
    expect(server.calls(LOGIN)).toHaveLength(1);
    expect(session.login).not.toHaveBeenCalled();
    expect(view.location()).toBe('/login');
  });

  it('shows and hides the password', async () => {
    const { user } = renderScreen(<LoginScreen />, '/login');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgotPassword');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });
});
