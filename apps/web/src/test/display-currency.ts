import Cookies from 'js-cookie';
import { CURRENCY_COOKIE, type CurrencyCode } from '@tradewind/contract';
import { rereadCurrencyCookie } from '@/api/display-currency';

/** As if the buyer had chosen `currency` on this device (the cookie), or, with none, had chosen nothing. */
export function setCurrencyCookie(currency?: CurrencyCode): void {
  if (currency) Cookies.set(CURRENCY_COOKIE, currency, { path: '/' });
  else Cookies.remove(CURRENCY_COOKIE, { path: '/' });
  rereadCurrencyCookie();
}
