import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session-reset';
import { sendPendingLogouts, sendPendingLogoutsWhenOnline } from './pending-logout';
import { session } from './session';

const LOGOUT = 'POST /api/user/logout';
let server: ReturnType<typeof fakeHttp> | undefined;
const offline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);

beforeAll(() => {
  offline(true);
  sendPendingLogoutsWhenOnline(); // as the app does at start
});
beforeEach(async () => {
  await resetSession();
  localStorage.clear();
});
afterEach(() => {
  server?.restore();
  server = undefined;
  vi.restoreAllMocks();
});

describe('signing out while offline', () => {
  it('ends the session here at once, and tells the server once the browser is back online', async () => {
    server = fakeHttp({ [LOGOUT]: ok() });
    session.setToken('kept-on-the-server');
    offline(true);
    expect(await session.logoutNowOrLater()).toBe(false);
    expect(session.getState().token).toBeNull();
    expect(server.calls(LOGOUT)).toEqual([]);

    offline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(server!.calls(LOGOUT)).toHaveLength(1));
    expect(server.calls(LOGOUT)[0]!.headers.token).toBe('kept-on-the-server');

    // Told once: coming back online again sends nothing more.
    window.dispatchEvent(new Event('online'));
    await sendPendingLogouts();
    expect(server.calls(LOGOUT)).toHaveLength(1);
  });

  it('keeps a sign-out the server failed to take, and tells it next time; one it already ended is done', async () => {
    server = fakeHttp({
      [LOGOUT]: [
        fail(500, 'down', 'INTERNAL'),
        fail(500, 'down', 'INTERNAL'),
        fail(500, 'down', 'INTERNAL'),
        fail(401, 'expired', 'UNAUTHORIZED', 401),
      ],
    });
    offline(false);
    session.setToken('server-down');
    expect(await session.logoutNowOrLater()).toBe(false);
    expect(session.getState().token).toBeNull();
    const tried = server.calls(LOGOUT).length;

    await sendPendingLogouts(); // the server still fails: kept
    await sendPendingLogouts(); // ended already (401): done
    await sendPendingLogouts();
    expect(server.calls(LOGOUT).length).toBe(tried + 2);
    expect(server.calls(LOGOUT).every((request) => request.headers.token === 'server-down')).toBe(true);
  });

  it('online, the server is told at once and nothing waits', async () => {
    server = fakeHttp({ [LOGOUT]: ok() });
    offline(false);
    session.setToken('signed-out-online');
    expect(await session.logoutNowOrLater()).toBe(true);
    await sendPendingLogouts();
    expect(server.calls(LOGOUT)).toHaveLength(1);
  });
});
