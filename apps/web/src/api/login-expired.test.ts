import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { setNavigator } from '@/lib/navigation';
import { expired, fakeHttp, networkError, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session-reset';
import { http } from './http';
import { loginExpiryInFlight } from './login-expired';
import { sessionStore } from './session-store';

let server: ReturnType<typeof fakeHttp>;
const navigate = vi.fn();

beforeEach(async () => {
  await resetSession();
  sessionStore.setToken('old-token');
  setNavigator(navigate);
});
afterEach(async () => {
  server.restore();
  setNavigator(null);
  navigate.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Lets the flow finish and its toast time pass, so the next test starts a fresh flow. */
async function settle() {
  await vi.advanceTimersByTimeAsync(1300);
  expect(loginExpiryInFlight()).toBeNull();
}

describe('login expired (code 401)', () => {
  it('many calls failing at once: one toast, one logout, session cleared, one trip to /login', async () => {
    vi.useFakeTimers();
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    server = fakeHttp({
      'GET /a': { status: 200, body: { code: 401, msg: 'expired', time: 0, data: null } },
      'GET /b': expired(),
      'GET /c': expired(),
      'POST /api/user/logout': ok(),
    });
    const results = await Promise.allSettled([http.get('/a'), http.get('/b'), http.get('/c')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.code)).toEqual([401, 401, 401]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Your login has expired, please log in again');
    const logout = server.calls('POST /api/user/logout');
    expect(logout).toHaveLength(1);
    expect(logout[0].url).toBe('/api/user/logout?lang=zh-cn');
    expect(logout[0].headers.token).toBe('old-token');
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    // A late 401 while the toast is still showing joins the same flow.
    await http.get('/b').catch(() => {});
    expect(shown).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('a logout that fails (here with 401 itself) still clears the session and goes to /login', async () => {
    vi.useFakeTimers();
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    server = fakeHttp({ 'GET /a': expired(), 'POST /api/user/logout': expired() });
    await http.get('/a').catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(shown).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('a network failure of the logout is silent and still ends the session', async () => {
    vi.useFakeTimers();
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    server = fakeHttp({ 'GET /a': expired(), 'POST /api/user/logout': networkError() });
    await http.get('/a', { silent: true }).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    await settle();
  });

  it('after the flow and its toast are over, a new 401 starts a new flow', async () => {
    vi.useFakeTimers();
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => {});
    server = fakeHttp({ 'GET /a': expired(), 'POST /api/user/logout': ok() });
    await http.get('/a').catch(() => {});
    await settle();
    sessionStore.setToken('new-token');
    await http.get('/a').catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toHaveBeenCalledTimes(2);
    expect(server.calls('POST /api/user/logout')).toHaveLength(2);
    await settle();
  });
});
