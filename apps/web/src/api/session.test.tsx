import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { readCookie, writeCookie } from '@/lib/cookies';
import { languageOf } from '@tradewind/contract';
import { i18n } from '@/i18n';
import { fail, fakeHttp, ok } from '@/test/fake-http';
import { resetSession } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import { toast } from '@/components/toast';
import { session, useSession } from './session';

const user = testUser;
let server: ReturnType<typeof fakeHttp> | undefined;

beforeEach(async () => {
  await resetSession();
});
afterEach(() => {
  server?.restore();
  server = undefined;
  vi.restoreAllMocks();
});

describe('session', () => {
  it('login takes the token from data.userinfo.token into the 3-day root cookie; the rest is userInfo', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    session.login({ userinfo: { ...user, token: 'abc' } });
    expect(session.getState().token).toBe('abc');
    expect(session.getState().userInfo).toEqual(user);
    expect(readCookie('Admin-Token')).toBe('abc');
    const written = set.mock.calls.map(([cookie]) => cookie).find((cookie) => cookie.startsWith('Admin-Token=abc;'));
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
  });

  it('clear ends the session locally; mergeBackData merges piece by piece', () => {
    session.login({ userinfo: { ...user, token: 'abc' } });
    session.mergeBackData({ a: 1 });
    session.mergeBackData({ b: 2 });
    expect(session.getState().backData).toEqual({ a: 1, b: 2 });
    session.clear();
    expect(session.getState()).toMatchObject({ token: null, userInfo: null, backData: {} });
    expect(readCookie('Admin-Token')).toBeUndefined();
  });

  it('loadUserInfo calls GET /api/user/getUserInfo with the token and stores the answer', async () => {
    session.setToken('abc');
    server = fakeHttp({ 'GET /api/user/getUserInfo': ok(user) });
    await expect(session.loadUserInfo()).resolves.toEqual(user);
    expect(server.requests[0].headers.token).toBe('abc');
    expect(session.getState().userInfo).toEqual(user);
  });

  it('logout posts /api/user/logout?lang=zh-cn, then clears; a failed logout rejects and keeps the session', async () => {
    vi.spyOn(toast, 'error').mockImplementation(() => {});
    session.login({ userinfo: { ...user, token: 'abc' } });
    server = fakeHttp({
      'POST /api/user/logout': [fail(500, 'down', 'INTERNAL'), fail(500, 'down', 'INTERNAL'), ok()],
    });
    await expect(session.logout()).rejects.toMatchObject({ status: 500 });
    expect(session.getState().token).toBe('abc');
    await session.logout();
    expect(server.requests.at(-1)?.url).toBe('/api/user/logout?lang=zh-cn');
    expect(session.getState().token).toBeNull();
  });

  it('setLanguage switches the interface, <html lang> and the 3-day cookie; logged out it calls nobody', async () => {
    server = fakeHttp({});
    await session.setLanguage('zh-tw');
    expect(i18n.language).toBe('zh-tw');
    expect(i18n.t('nav.back')).toBe('返回');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(readCookie('lang')).toBe('zh-tw');
    expect(session.getState().setting.lang.file_name).toBe('zh-tw');
    expect(server.requests).toHaveLength(0);
  });

  it('setLanguage, logged in, tells the account with GET /api/user/set_language?lang=code', async () => {
    session.login({ userinfo: { ...user, token: 'abc' } });
    server = fakeHttp({ 'GET /api/user/set_language': ok({ lang: languageOf('fr') }) });
    await session.setLanguage('fr');
    expect(server.requests[0].url).toBe('/api/user/set_language?lang=fr');
    expect(session.getState().userInfo?.lang.file_name).toBe('fr');
    expect(i18n.t('nav.back')).toBe('Retour');
  });

  it('the account language applies when this device has no language cookie', async () => {
    session.login({ userinfo: { ...user, lang: languageOf('ja'), token: 'abc' } });
    await vi.waitFor(() => expect(i18n.language).toBe('ja'));
    expect(readCookie('lang')).toBe('ja');
    expect(session.getState().setting.lang.file_name).toBe('ja');
  });

  it("the device's cookie choice wins over the account language", async () => {
    writeCookie('lang', 'ko');
    session.setUserInfo({ ...user, lang: languageOf('fr') });
    // Taking a language writes its cookie and setting at once (setLanguage), so nothing later could change these.
    expect(readCookie('lang')).toBe('ko');
    expect(session.getState().setting.lang.file_name).not.toBe('fr');
  });

  it('useSession re-renders on change', () => {
    function Probe() {
      const account = useSession((s) => s.userInfo?.account ?? 'nobody');
      return <p>{account}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => session.setUserInfo(user));
    expect(screen.getByText('ada')).toBeInTheDocument();
  });
});
