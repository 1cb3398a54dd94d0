import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { readCookie, writeCookie } from '@/lib/cookies';
import { FxApi, languageOf } from '@tradewind/contract';
import { Money } from '@/components/money/money';
import { changeLanguage, i18n } from '@/i18n';
import { fakeHttp, ok } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { renderScreen } from '@/test/render-screen';
import { resetSession } from '@/test/session-reset';
import { testUser } from '@/test/test-user';
import { displayCurrency } from './display-currency';
import { session } from './session';

/** Decision 039: a new device restores the account's display currency, as it restores its language. */
let server: ReturnType<typeof fakeHttp>;
beforeEach(async () => {
  setCurrencyCookie();
  await resetSession();
  server = fakeHttp({ ...ratesRoute(), [`GET ${FxApi.setCurrency}`]: ok({ currency: 'EUR' }) });
});
afterEach(async () => {
  server.restore();
  setCurrencyCookie();
  await resetSession();
});

const shown = (element: HTMLElement) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
  return copy.textContent;
};

describe("the account's display currency on a new device", () => {
  it('is taken at login when this device has chosen none: the estimates show it, and the device keeps it', async () => {
    renderScreen(
      <p data-testid="price">
        <Money cents={4310} />
      </p>,
    );
    expect(shown(screen.getByTestId('price'))).toBe('$43.10');
    session.login({ userinfo: { ...testUser, currency: 'EUR', token: 'abc' } });
    await waitFor(() => expect(shown(screen.getByTestId('price'))).toBe('$43.10 ≈\u00a0€37.17'));
    expect(displayCurrency()).toBe('EUR');
    expect(readCookie('currency')).toBe('EUR');
    // Restoring is not choosing again: the account already has it.
    expect(server.calls(`GET ${FxApi.setCurrency}`)).toHaveLength(0);
  });

  it('is taken from userinfo too (a session already open on this device), and outlasts a language switch', async () => {
    session.setToken('abc');
    server.restore();
    server = fakeHttp({
      ...ratesRoute(),
      'GET /api/user/getUserInfo': ok({ ...testUser, lang: languageOf('ko'), currency: 'JPY' }),
      'GET /api/user/set_language': ok({ lang: languageOf('fr') }),
    });
    await session.loadUserInfo();
    await waitFor(() => expect(i18n.language).toBe('ko'));
    expect(displayCurrency()).toBe('JPY');
    await session.setLanguage('fr');
    expect(displayCurrency()).toBe('JPY');
  });

  it("leaves a currency that only follows the account's language to follow this device's language", async () => {
    writeCookie('lang', 'fr');
    await changeLanguage('fr');
    session.setUserInfo({ ...testUser, lang: languageOf('ko'), currency: 'KRW' });
    expect(readCookie('currency')).toBeUndefined();
    expect(displayCurrency()).toBe('EUR');
  });

  it("never overrides this device's own choice", () => {
    setCurrencyCookie('KRW');
    session.login({ userinfo: { ...testUser, currency: 'EUR', token: 'abc' } });
    expect(displayCurrency()).toBe('KRW');
    expect(readCookie('currency')).toBe('KRW');
  });
});
