import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { readCookie } from '@/lib/cookies';
import { CURRENCY_COOKIE, FxApi, TOKEN_HEADER } from '@tradewind/contract';
import { fakeHttp, ok } from '@/test/fake-http';
import { ratesRoute } from '@/test/fx.test-data';
import { setCurrencyCookie } from '@/test/display-currency';
import { resetSession, signIn } from '@/test/session-reset';
import { toast } from '@/test/toast.mock';
import { renderScreen } from '@/test/render-screen';
import { changeLanguage } from '@/i18n';
import { Money } from '@/components/money/money';
import SettingScreen from './setting-screen';

vi.mock('@/components/toast', () => import('@/test/toast.mock'));

const SET_CURRENCY = `GET ${FxApi.setCurrency}`;
let server: ReturnType<typeof fakeHttp>;

/** The settings screen with an amount on the same page, as the tabs keep other screens alive beside it. */
function SettingsBesideAPrice() {
  return (
    <>
      <SettingScreen />
      <p data-testid="price">
        <Money cents={5199} />
      </p>
    </>
  );
}

const shown = (element: HTMLElement) => element.querySelector('[aria-hidden="true"]')?.textContent ?? null;

describe('the display currency in settings', () => {
  beforeEach(async () => {
    // The sheet's drag gesture captures the pointer, which jsdom does not implement.
    Element.prototype.setPointerCapture ??= () => undefined;
    Element.prototype.releasePointerCapture ??= () => undefined;
    vi.clearAllMocks();
    await resetSession();
    setCurrencyCookie();
    server = fakeHttp({ ...ratesRoute(), [SET_CURRENCY]: ok({ currency: 'EUR' }) });
  });
  afterEach(async () => {
    server.restore();
    setCurrencyCookie();
    await changeLanguage('en');
  });

  it('follows the language at first, and a signed-in choice changes every estimate and is kept on the account', async () => {
    signIn();
    await changeLanguage('ko');
    const { user } = renderScreen(<SettingsBesideAPrice />, '/setting');
    const price = screen.getByTestId('price');
    await waitFor(() => expect(shown(price)).toBe('≈\u00a0₩72,241'));
    const row = screen.getByRole('button', { name: '통화' });
    expect(row.closest('.adm-list-item')).toHaveTextContent('KRW');

    await user.click(row);
    const sheet = await screen.findByRole('dialog', { name: '표시 통화' });
    expect(within(sheet).getAllByRole('radio')).toHaveLength(23); // every display currency
    expect(within(sheet).getByRole('radio', { name: '대한민국 원' })).toBeChecked();
    const euro = within(sheet).getByRole('radio', { name: '유로' });
    expect(euro).toHaveAccessibleDescription('EUR · €');
    await user.click(euro);

    await waitFor(() => expect(shown(price)).toBe('≈\u00a0€44.83'));
    expect(server.calls(SET_CURRENCY).map((request) => request.url)).toEqual([`${FxApi.setCurrency}?currency=EUR`]);
    expect(server.calls(SET_CURRENCY)[0].headers[TOKEN_HEADER.toLowerCase()]).toBe('test-token');
    expect(readCookie(CURRENCY_COOKIE)).toBe('EUR');
    expect(toast.success).toHaveBeenCalledWith('통화가 변경되었습니다');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(row.closest('.adm-list-item')).toHaveTextContent('EUR');
    // The language goes on; the chosen currency stays.
    await changeLanguage('ja');
    await waitFor(() => expect(shown(price)).toBe('≈\u00a0€44.83'));
  });

  it("keeps a visitor's choice in the cookie alone, and dollars show no estimate", async () => {
    const { user } = renderScreen(<SettingsBesideAPrice />, '/setting');
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent(/^\$51\.99$/);
    await user.click(screen.getByRole('button', { name: 'Currency' }));
    const sheet = await screen.findByRole('dialog', { name: 'Display currency' });
    expect(within(sheet).getByRole('radio', { name: 'US Dollar' })).toBeChecked();
    await user.click(within(sheet).getByRole('radio', { name: 'Japanese Yen' }));
    await waitFor(() => expect(shown(price)).toBe('≈\u00a0¥8,058'));
    expect(readCookie(CURRENCY_COOKIE)).toBe('JPY');
    expect(server.calls(SET_CURRENCY)).toHaveLength(0);
  });
});
