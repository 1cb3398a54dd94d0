import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { session } from '@/api/session';
import { loginExpiryInFlight } from '@/api/login-expired';
import { toast } from '@/components/toast';
import { setNavigator } from '@/lib/navigation';
import { expired, fail, fakeHttp, ok } from '@/test/fake-http';
import { renderApp, testRoute } from '@/test/render-app';
import { resetSession } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import { isPublicPath } from './guard';

const user = testUser;

const screenOf = (name: string) => () => <h2>{name} screen</h2>;
const table = [
  testRoute('/login', screenOf('Login')),
  testRoute('/home', screenOf('Home'), { tab: 'home' }),
  testRoute('/changePassword', screenOf('Change password')),
  testRoute('/setting', screenOf('Setting')),
  testRoute('/profile', screenOf('Profile'), { tab: 'me' }),
];
let server: ReturnType<typeof fakeHttp>;
let info: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await resetSession();
  info = vi.spyOn(toast, 'info').mockImplementation(() => {});
  vi.spyOn(toast, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  server?.restore();
  setNavigator(null);
  vi.restoreAllMocks();
  await waitFor(() => expect(loginExpiryInFlight()).toBeNull(), { timeout: 2000 });
});

describe('guard without a token', () => {
  it('lets public paths through, including paths that start with a public prefix', async () => {
    server = fakeHttp({});
    const app = renderApp(table, '/changePassword');
    expect(await screen.findByText('Change password screen')).toBeInTheDocument();
    expect(app.path()).toBe('/changePassword');
    expect(isPublicPath('/detail/5/9')).toBe(true);
    expect(isPublicPath('/shop/3')).toBe(true);
    expect(isPublicPath('/setting')).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('sends a protected path to /login with "Please login first", keeping where the user wanted to go', async () => {
    server = fakeHttp({});
    const app = renderApp(table, '/setting?tab=1');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(app.path()).toBe('/login?redirect=%2Fsetting%3Ftab%3D1');
    expect(info).toHaveBeenCalledWith('Please login first');
    expect(screen.queryByText('Setting screen')).not.toBeInTheDocument();
  });

  it("redirects '/' to '/home'", async () => {
    server = fakeHttp({});
    const app = renderApp(table, '/');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(app.path()).toBe('/home');
  });
});

describe('guard with a token', () => {
  it("sends /login to '/' (and so to /home)", async () => {
    session.login({ userinfo: { ...user, token: 't' } });
    server = fakeHttp({});
    const app = renderApp(table, '/login');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(app.path()).toBe('/home');
  });

  it('loads user info before the route opens, then lets the navigation through', async () => {
    session.setToken('t');
    let resolve: () => void = () => {};
    server = fakeHttp({ 'GET /api/user/getUserInfo': () => new Promise((r) => (resolve = () => r(ok(user)))) });
    const app = renderApp(table, '/setting');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByText('Setting screen')).not.toBeInTheDocument();
    resolve();
    expect(await screen.findByText('Setting screen')).toBeInTheDocument();
    expect(session.getState().userInfo).toEqual(user);
    expect(app.path()).toBe('/setting');
  });

  it('does not ask again once user info is known', async () => {
    session.login({ userinfo: { ...user, token: 't' } });
    server = fakeHttp({});
    const app = renderApp(table, '/setting');
    expect(await screen.findByText('Setting screen')).toBeInTheDocument();
    await app.router.navigate('/profile');
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
    // The Me tab's badge asks for unread messages; user info is not asked for again.
    expect(server.requests.filter((request) => request.path === '/api/user/getUserInfo')).toHaveLength(0);
  });

  it('user info fails → logout, then /login', async () => {
    session.setToken('t');
    server = fakeHttp({
      'GET /api/user/getUserInfo': fail(403, 'Disabled', 'ACCOUNT_DISABLED'),
      'POST /api/user/logout': ok(),
    });
    const app = renderApp(table, '/setting');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(server.calls('POST /api/user/logout')).toHaveLength(1);
    expect(session.getState().token).toBeNull();
  });

  it("user info and logout both fail → the session is cleared here and the user goes to '/'", async () => {
    session.setToken('t');
    server = fakeHttp({
      'GET /api/user/getUserInfo': fail(403, 'Disabled', 'ACCOUNT_DISABLED'),
      'POST /api/user/logout': fail(502, 'Bad gateway', 'INTERNAL'),
    });
    const app = renderApp(table, '/setting');
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(app.path()).toBe('/home');
    expect(session.getState().token).toBeNull();
  });

  it('an expired token (401) → one "login expired" toast, session ended, /login', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    session.setToken('t');
    server = fakeHttp({ 'GET /api/user/getUserInfo': expired(), 'POST /api/user/logout': expired() });
    const app = renderApp(table, '/setting');
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    expect(session.getState().token).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Your login has expired, please log in again');
  });
});
